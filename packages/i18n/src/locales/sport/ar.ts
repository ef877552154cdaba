import type { SportDictionary } from './en';

const sportAr: SportDictionary = {};

export default sportAr;
