import type { Feed, FeedOptions } from './types';

export const DEFAULT_MARGIN = 0.06;
/** Prices move once per tick: the same tick always gives the same prices. */
export const PRICE_TICK_MS = 60_000;

export function createFeed(options: FeedOptions): Feed {
  void options;
  throw new Error('not implemented');
}
