import type { CoefViewId } from './coef-view-ids';
import type { FractionDigits } from './format-fixed';

export type CoefFormat =
  | { readonly id: 0; readonly style: 'decimal' }
  | { readonly id: 1; readonly style: 'fractional' }
  | { readonly id: 2; readonly style: 'american' }
  | { readonly id: 4 | 14; readonly style: 'hong-kong'; readonly fractionDigits: FractionDigits }
  | { readonly id: 5 | 15; readonly style: 'malay'; readonly fractionDigits: FractionDigits }
  | { readonly id: 6 | 16; readonly style: 'indonesian'; readonly fractionDigits: FractionDigits };

export type OddsStyle = CoefFormat['style'];

/** What each display id means; 14–16 differ from 4–6 only in decimals. */
export const COEF_FORMATS: Readonly<Record<CoefViewId, CoefFormat>> = Object.freeze({
  0: Object.freeze({ id: 0, style: 'decimal' }),
  1: Object.freeze({ id: 1, style: 'fractional' }),
  2: Object.freeze({ id: 2, style: 'american' }),
  4: Object.freeze({ id: 4, style: 'hong-kong', fractionDigits: 2 }),
  5: Object.freeze({ id: 5, style: 'malay', fractionDigits: 2 }),
  6: Object.freeze({ id: 6, style: 'indonesian', fractionDigits: 2 }),
  14: Object.freeze({ id: 14, style: 'hong-kong', fractionDigits: 3 }),
  15: Object.freeze({ id: 15, style: 'malay', fractionDigits: 3 }),
  16: Object.freeze({ id: 16, style: 'indonesian', fractionDigits: 3 }),
});
