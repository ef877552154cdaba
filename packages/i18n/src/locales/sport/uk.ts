import type { SportDictionary } from './en';

const sportUk: SportDictionary = {};

export default sportUk;
