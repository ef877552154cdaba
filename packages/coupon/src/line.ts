import type { Leg } from './leg';
import type { Money } from './money';

/** One express inside a coupon (a single is a one-leg line) with its own stake. */
export interface Line {
  readonly legs: readonly Leg[];
  readonly stake: Money;
}
