import type { SportDictionary } from './en';

const sportRu: SportDictionary = {};

export default sportRu;
