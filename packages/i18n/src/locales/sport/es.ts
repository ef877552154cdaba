import type { SportDictionary } from './en';

const sportEs: SportDictionary = {};

export default sportEs;
