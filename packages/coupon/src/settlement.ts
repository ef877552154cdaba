import type { Money } from './money';

/**
 * A coupon (or one line of it) is open until every leg that can still change
 * its payout is settled; then it has one payout (0 when lost).
 */
export type Settlement = { readonly state: 'open' } | { readonly state: 'settled'; readonly payout: Money };

export const OPEN: Settlement = { state: 'open' };

export function settled(payout: Money): Settlement {
  return { state: 'settled', payout };
}
