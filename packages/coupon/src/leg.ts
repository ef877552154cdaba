import type { Odds } from '@sb/odds';
import type { BetStatusId } from './bet-status';

/** One selection as the coupon math needs it: the accepted price and the result so far. */
export interface Leg {
  readonly odds: Odds;
  readonly statusId: BetStatusId;
}
