export type * from './types';
export { Schedule, ROUND_ID_BASE, SCHEDULE_EPOCH, type ScheduledRoundRef } from './schedule';
export { DRAW_FORMULA, RoundChains, type RoundProof } from './chain';
export { ScheduledFeed, champIdOf, type RoundInfo, type ScheduledFeedOptions } from './feed';
export { composeFeeds, settleAnyOutcome } from './compose';
export { SCHEDULED_DEFS } from './defs';
