import { addRatios } from './add-ratios';
import type { ConditionalCoupon } from './coupon';
import { COUPON_ERRORS } from './coupon-errors';
import { expressFactor } from './express-factor';
import { minRatio } from './min-ratio';
import { multiplyRatios } from './multiply-ratios';
import { RATIO_ZERO, ratioFromMoney } from './ratio';
import { roundPayout } from './round-payout';
import { OPEN, settled, type Settlement } from './settlement';
import { subtractRatios } from './subtract-ratios';

/**
 * Blocks settle in order. Block 1 is staked from the balance; each later block
 * gets the stake the player set for it, but never more than the previous
 * block's actual return (a return or a half loss can leave less than was
 * planned). What the next block does not use is paid out. A lost block leaves
 * nothing to stake, so the bet ends there — and a lost first block loses all.
 *
 * Returns, stakes and the unused remainders stay exact fractions across the
 * blocks; the total is rounded once, at the payout
 * (`COUPON_ROUNDING.payoutRounding`), so a block's return is never floored
 * before the next block multiplies it.
 */
export function settleConditional(coupon: ConditionalCoupon): Settlement {
  const first = coupon.blocks[0];
  if (first === undefined || coupon.blocks.some((block) => block.legs.length === 0)) {
    throw new RangeError(COUPON_ERRORS.noLegs('every conditional block'));
  }
  let paidOut = RATIO_ZERO;
  let carried = ratioFromMoney(first.stake);
  for (const block of coupon.blocks) {
    const stake = minRatio(ratioFromMoney(block.stake), carried);
    paidOut = addRatios(paidOut, subtractRatios(carried, stake));
    carried = RATIO_ZERO;
    if (stake.numerator === 0n) {
      break;
    }
    const factor = expressFactor(block.legs);
    if (factor === undefined) {
      return OPEN;
    }
    carried = multiplyRatios(stake, factor);
  }
  return settled(roundPayout(addRatios(paidOut, carried)));
}
