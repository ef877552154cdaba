export { LiveConnection, liveReconnectDelayMs, parseLiveMessage } from './live-connection';
export type { LiveConnectionDeps, LiveSocketLike, LiveStatus, LiveTimers, LiveTopicView } from './live-connection';
export { docFromSnapshot, mergeDelta, sortLiveGames } from './live-doc';
export type { LiveOutcome, LiveTopicDoc, PriceMove } from './live-doc';
export { liveConnection, LiveConnectionProvider, useLiveSelect, useLiveTopic } from './use-live-topic';
export { LIVE_HIDDEN_PAUSE_MS, pauseWhenHidden } from './visibility';
