import { COUPON_TYPE, type CouponTypeId } from './coupon-types';
import type { Money } from './money';

export interface VipBetInput {
  /** The site option for VIP bets. */
  readonly siteAllowsVipBet: boolean;
  /** Coupon state maxBetAmount; undefined when there is no finite maximum. */
  readonly maxBetAmount: Money | undefined;
  readonly bets: readonly { readonly isLive: boolean }[];
  readonly typeId: CouponTypeId;
}

/**
 * §5: site option on, max bet amount finite, every bet a line (pre-match)
 * bet, the coupon has bets, and the type is not 9 (many singles).
 */
export function isVipBetAvailable(input: VipBetInput): boolean {
  return (
    input.siteAllowsVipBet &&
    input.maxBetAmount !== undefined &&
    input.bets.length > 0 &&
    input.bets.every((b) => !b.isLive) &&
    input.typeId !== COUPON_TYPE.manySingles
  );
}
