import { RATIO_ZERO, ratio, type Ratio } from './ratio';

/** The exact sum. */
export function addRatios(...terms: readonly Ratio[]): Ratio {
  return terms.reduce(
    (acc, t) => ratio(acc.numerator * t.denominator + t.numerator * acc.denominator, acc.denominator * t.denominator),
    RATIO_ZERO,
  );
}
