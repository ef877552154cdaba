import { capPayout } from './cap-payout';
import type { Coupon } from './coupon';
import { couponLines } from './coupon-lines';
import { COUPON_TYPE } from './coupon-types';
import type { Money } from './money';
import { settleAntiExpress } from './settle-anti-express';
import { settleChain } from './settle-chain';
import { settleConditional } from './settle-conditional';
import { settleExpress } from './settle-express';
import { settleLines } from './settle-lines';
import { settled, type Settlement } from './settlement';

export interface SettleOptions {
  /** Coupon state maxPayout; no cap when absent. */
  readonly maxPayout?: Money;
}

function settleUncapped(coupon: Coupon): Settlement {
  switch (coupon.typeId) {
    case COUPON_TYPE.express:
      return settleExpress(coupon);
    case COUPON_TYPE.chain:
      return settleChain(coupon);
    case COUPON_TYPE.conditional:
      return settleConditional(coupon);
    case COUPON_TYPE.antiExpress:
      return settleAntiExpress(coupon);
    case COUPON_TYPE.single:
    case COUPON_TYPE.system:
    case COUPON_TYPE.multiBet:
    case COUPON_TYPE.lucky:
    case COUPON_TYPE.patent:
    case COUPON_TYPE.manySingles:
      // A system is the sum of its expresses; a multi-bet's lines carry the
      // lobby, so a lost lobby loses every line and a won one multiplies each.
      return settleLines(couponLines(coupon));
  }
}

/** The whole coupon from its legs' statuses: open, or settled with one capped payout. */
export function settleCoupon(coupon: Coupon, options: SettleOptions = {}): Settlement {
  const result = settleUncapped(coupon);
  return result.state === 'open' ? result : settled(capPayout(result.payout, options.maxPayout));
}
