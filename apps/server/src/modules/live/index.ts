/**
 * Issue 14 real-time delivery: the live topics of `/ws` (docs/live.md "Real-time delivery").
 * The app makes one LiveHub per node (attached to /ws sockets) and one LiveTicker (runs on the
 * leader) over a LiveSource the line module answers.
 */
export { LiveHub, type LiveHubDeps, type LiveSocket, type LiveClientHandle } from './hub';
export { LiveTicker, LIVE_TICK_MS, type LiveTickerDeps } from './ticker';
export { lineLiveSource, type LineLiveReads, type LiveOutcome, type LiveSource } from './source';
export { TopicStore, type LiveTopicUpdate, type LiveUpdateBatch } from './store';
