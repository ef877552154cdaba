import type { SportDictionary } from './en';

const sportTr: SportDictionary = {};

export default sportTr;
