import type { Money } from './money';

/**
 * The coupon's max payout (Coupon state maxPayout) bounds everything it pays,
 * a refund included; the placement rules keep the stake within it.
 */
export function capPayout(amount: Money, maxPayout: Money | undefined): Money {
  return maxPayout !== undefined && amount > maxPayout ? maxPayout : amount;
}
