import { mintMoney, type Money } from './money';
import type { Ratio } from './ratio';

/**
 * stake × factor, rounded down to the minor unit (`COUPON_ROUNDING.payoutRounding`).
 * bigint division of non-negative values truncates, which is floor here.
 */
export function payout(stake: Money, factor: Ratio): Money {
  return mintMoney((stake * factor.numerator) / factor.denominator);
}
