import type { ConditionalCoupon } from './coupon';
import { COUPON_ERRORS } from './coupon-errors';
import { mintMoney } from './money';
import { settleLine } from './settle-line';
import { OPEN, settled, type Settlement } from './settlement';

const min = (a: bigint, b: bigint): bigint => (a < b ? a : b);

/**
 * Blocks settle in order. Block 1 is staked from the balance; each later block
 * gets the stake the player set for it, but never more than the previous
 * block's actual return (a return or a half loss can leave less than was
 * planned). What the next block does not use is paid out. A lost block leaves
 * nothing to stake, so the bet ends there — and a lost first block loses all.
 */
export function settleConditional(coupon: ConditionalCoupon): Settlement {
  const first = coupon.blocks[0];
  if (first === undefined || coupon.blocks.some((block) => block.legs.length === 0)) {
    throw new RangeError(COUPON_ERRORS.noLegs('every conditional block'));
  }
  let paidOut = 0n;
  let carried: bigint = first.stake;
  for (const block of coupon.blocks) {
    const stake = min(block.stake, carried);
    paidOut += carried - stake;
    carried = 0n;
    if (stake === 0n) {
      break;
    }
    const result = settleLine({ legs: block.legs, stake: mintMoney(stake) });
    if (result.state === 'open') {
      return OPEN;
    }
    carried = result.payout;
  }
  return settled(mintMoney(paidOut + carried));
}
