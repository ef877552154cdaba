/** Keys of the sport namespace (English is the typed source; every language has the same keys). */
const sportEn = {} as const;

export default sportEn;
export type SportDictionary = { readonly [K in keyof typeof sportEn]: string };
