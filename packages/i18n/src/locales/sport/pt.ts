import type { SportDictionary } from './en';

const sportPt: SportDictionary = {};

export default sportPt;
