import { ratio, type Ratio } from './ratio';

/** The exact difference a − b; b must not exceed a (a Ratio is never negative). */
export function subtractRatios(a: Ratio, b: Ratio): Ratio {
  return ratio(a.numerator * b.denominator - b.numerator * a.denominator, a.denominator * b.denominator);
}
