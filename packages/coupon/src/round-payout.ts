import { mintMoney, type Money } from './money';
import type { Ratio } from './ratio';

/**
 * An exact amount of minor units, rounded down once (`COUPON_ROUNDING.payoutRounding`).
 * bigint division of non-negative values truncates, which is floor here.
 */
export function roundPayout(amount: Ratio): Money {
  return mintMoney(amount.numerator / amount.denominator);
}
