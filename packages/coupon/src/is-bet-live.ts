import { GAME_STATUS } from './constants';

export interface BetLiveInput {
  readonly gameStatusId: number;
  /** The game clock is running (the game has a game time). */
  readonly hasGameTime: boolean;
  readonly isLiveInLive: boolean;
  /** Coupon bet market.isLive. */
  readonly isMarketLive: boolean;
}

const LIVE_STATUSES: readonly number[] = GAME_STATUS.live;

/**
 * §4 Coupon: a bet is live when the game is not finished (status 4) and it has
 * a game time, is live-in-live, has status 2 or 3, or its market is live.
 */
export function isBetLive(input: BetLiveInput): boolean {
  return (
    input.gameStatusId !== GAME_STATUS.finished &&
    (input.hasGameTime || input.isLiveInLive || LIVE_STATUSES.includes(input.gameStatusId) || input.isMarketLive)
  );
}
