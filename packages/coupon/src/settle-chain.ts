import type { ChainCoupon } from './coupon';
import { COUPON_ERRORS } from './coupon-errors';
import { legFactor } from './leg-factor';
import { mintMoney } from './money';
import { payout } from './payout';
import { OPEN, settled, type Settlement } from './settlement';

const min = (a: bigint, b: bigint): bigint => (a < b ? a : b);

/**
 * Ordered singles with a unit stake (reference "chain"): the unit goes on
 * leg 1; every return goes to the chain bank, from which the next leg takes
 * the unit — or all that is left when the bank holds less. The chain ends when
 * the legs run out or the bank is empty; the payout is the bank.
 * Example (unit 3): 2.0 won, 1.5 won, 2.0 lost, 3.0 won, 1.5 lost → 7.50.
 */
export function settleChain(coupon: ChainCoupon): Settlement {
  if (coupon.legs.length === 0) {
    throw new RangeError(COUPON_ERRORS.noLegs('a chain'));
  }
  let bank = 0n;
  let unit: bigint = coupon.stake;
  for (const [i, leg] of coupon.legs.entries()) {
    const factor = legFactor(leg);
    if (factor === undefined) {
      return OPEN;
    }
    bank += payout(mintMoney(unit), factor);
    if (i === coupon.legs.length - 1) {
      break;
    }
    unit = min(coupon.stake, bank);
    bank -= unit;
    if (unit === 0n) {
      // Funds ran out: later legs were never staked, pending or not.
      break;
    }
  }
  return settled(mintMoney(bank));
}
