import type { Money } from './money';
import type { Ratio } from './ratio';
import { roundPayout } from './round-payout';

/** stake × factor, rounded down to the minor unit (`COUPON_ROUNDING.payoutRounding`). */
export function payout(stake: Money, factor: Ratio): Money {
  // Not reduced: the floor needs no common factors removed, and a system settles many lines.
  return roundPayout({ numerator: stake * factor.numerator, denominator: factor.denominator });
}
