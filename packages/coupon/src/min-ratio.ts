import type { Ratio } from './ratio';

/** The smaller of two fractions, compared exactly (denominators are positive). */
export function minRatio(a: Ratio, b: Ratio): Ratio {
  return a.numerator * b.denominator <= b.numerator * a.denominator ? a : b;
}
