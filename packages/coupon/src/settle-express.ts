import { BET_STATUS } from './bet-status';
import type { ExpressCoupon } from './coupon';
import { expressFactor } from './express-factor';
import { multiplyRatios } from './multiply-ratios';
import { payout } from './payout';
import { ratioFromOdds } from './ratio';
import { OPEN, settled, type Settlement } from './settlement';

/**
 * stake × product of leg factors. The bonus coefficient (§5) is paid only when
 * every leg won outright: the bonus is for the express as placed, and a
 * returned leg (1.00) would not have passed the "every coef at least 1.1" rule.
 */
export function settleExpress(coupon: ExpressCoupon): Settlement {
  const factor = expressFactor(coupon.legs);
  if (factor === undefined) {
    return OPEN;
  }
  const allWon = coupon.legs.every((leg) => leg.statusId === BET_STATUS.win);
  const boosted =
    coupon.bonusCoef !== undefined && allWon ? multiplyRatios(factor, ratioFromOdds(coupon.bonusCoef)) : factor;
  return settled(payout(coupon.stake, boosted));
}
