export { MIN_ODDS_THOUSANDTHS, oddsFromThousandths } from './odds';
export type { Odds } from './odds';
export { oddsFromDecimalString } from './odds-from-decimal-string';
export { toDecimalNumber } from './to-decimal-number';
export { impliedProbability } from './implied-probability';

export { formatDecimal } from './format-decimal';
export { STANDARD_FRACTIONS } from './standard-fractions';
export type { Fraction } from './standard-fractions';
export { toFractional } from './to-fractional';
export { formatFractional } from './format-fractional';
export { toAmerican } from './to-american';
export { formatAmerican } from './format-american';
export { decimalFromAmerican } from './decimal-from-american';
export { oddsFromAmerican } from './odds-from-american';
export type { FractionDigits } from './format-fixed';
export { formatHongKong } from './format-hong-kong';
export { formatMalay } from './format-malay';
export { formatIndonesian } from './format-indonesian';

export { COEF_VIEW_IDS } from './coef-view-ids';
export type { CoefViewId } from './coef-view-ids';
export { isCoefViewId } from './is-coef-view-id';
export { COEF_FORMATS } from './coef-formats';
export type { CoefFormat, OddsStyle } from './coef-formats';
export { coefFormatOf } from './coef-format-of';
export { formatOdds } from './format-odds';
export { formatOddsById } from './format-odds-by-id';
