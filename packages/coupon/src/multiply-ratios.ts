import { RATIO_ONE, ratio, type Ratio } from './ratio';

/** The exact product; the empty product is 1 (an express of only returned legs pays the stake back). */
export function multiplyRatios(...factors: readonly Ratio[]): Ratio {
  return factors.reduce((acc, f) => ratio(acc.numerator * f.numerator, acc.denominator * f.denominator), RATIO_ONE);
}
