import type { SportDictionary } from './en';

const sportDe: SportDictionary = {};

export default sportDe;
