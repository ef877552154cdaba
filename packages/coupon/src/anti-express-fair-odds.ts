import type { Odds } from '@sb/odds';
import { COUPON_ERRORS } from './coupon-errors';
import { ratio, type Ratio } from './ratio';

/**
 * 1 / (1 − 1/E) with E the exact express product: the odds of "at least one
 * leg loses" when the legs' own prices are taken as probabilities. Exact, so
 * repricing after a void leg is not skewed by an earlier rounding.
 */
export function antiExpressFairOdds(legOdds: readonly Odds[]): Ratio {
  if (legOdds.length === 0) {
    throw new RangeError(COUPON_ERRORS.noLegs('an anti-express'));
  }
  const product = legOdds.reduce((acc, o) => acc * BigInt(o), 1n);
  const scale = 1000n ** BigInt(legOdds.length);
  // Every leg is at least 1.001, so product > scale and the denominator is positive.
  return ratio(product, product - scale);
}
