import { addRatios } from './add-ratios';
import type { ChainCoupon } from './coupon';
import { COUPON_ERRORS } from './coupon-errors';
import { legFactor } from './leg-factor';
import { minRatio } from './min-ratio';
import { multiplyRatios } from './multiply-ratios';
import { RATIO_ZERO, ratioFromMoney } from './ratio';
import { roundPayout } from './round-payout';
import { OPEN, settled, type Settlement } from './settlement';
import { subtractRatios } from './subtract-ratios';

/**
 * Ordered singles with a unit stake (reference "chain"): the unit goes on
 * leg 1; every return goes to the chain bank, from which the next leg takes
 * the unit — or all that is left when the bank holds less. The chain ends when
 * the legs run out or the bank is empty; the payout is the bank.
 * Example (unit 3): 2.0 won, 1.5 won, 2.0 lost, 3.0 won, 1.5 lost → 7.50.
 *
 * The bank is an exact fraction from the first leg to the last and is rounded
 * once, at the payout (`COUPON_ROUNDING.payoutRounding`), as an express line
 * is. Flooring it after every leg lost up to a minor unit per leg, and a bank
 * below the unit is staked whole, so the loss was multiplied by every later
 * win (issue 11: a 1-minor-unit chain worth 11.7 paid 0).
 */
export function settleChain(coupon: ChainCoupon): Settlement {
  if (coupon.legs.length === 0) {
    throw new RangeError(COUPON_ERRORS.noLegs('a chain'));
  }
  const fullUnit = ratioFromMoney(coupon.stake);
  let bank = RATIO_ZERO;
  let unit = fullUnit;
  for (const [i, leg] of coupon.legs.entries()) {
    const factor = legFactor(leg);
    if (factor === undefined) {
      return OPEN;
    }
    bank = addRatios(bank, multiplyRatios(unit, factor));
    if (i === coupon.legs.length - 1) {
      break;
    }
    unit = minRatio(fullUnit, bank);
    bank = subtractRatios(bank, unit);
    if (unit.numerator === 0n) {
      // Funds ran out: later legs were never staked, pending or not.
      break;
    }
  }
  return settled(roundPayout(bank));
}
