export type { ChampInfo, Feed, FeedGame, FeedOptions, GameStatistics, PastGame, SportInfo, TableRow } from './types';
export { createFeed, DEFAULT_MARGIN, PRICE_TICK_MS } from './create-feed';
export { settleOutcome } from './settle-outcome';
export { parseOutcomeId, outcomeId } from './outcome-id';
