import type { Odds } from '@sb/odds';
import { COUPON_ERRORS } from './coupon-errors';
import { multiplyRatios } from './multiply-ratios';
import { ratioFromOdds } from './ratio';
import { totalOddsFromRatio, type TotalOdds } from './total-odds';

/**
 * The express coefficient: the product of the leg odds, truncated to
 * thousandths for display and storage. Payouts use the exact product, so this
 * never shows more than the express pays.
 */
export function expressOdds(legOdds: readonly Odds[], bonusCoef?: Odds): TotalOdds {
  if (legOdds.length === 0) {
    throw new RangeError(COUPON_ERRORS.noLegs('an express'));
  }
  const factors = [...legOdds, ...(bonusCoef === undefined ? [] : [bonusCoef])].map((o) => ratioFromOdds(o));
  const product = multiplyRatios(...factors);
  return totalOddsFromRatio(product.numerator, product.denominator);
}
