/**
 * The zod-free constants of the `/ws` live protocol (live.ts re-exports them): the browser's live
 * socket imports these alone (`@sb/contracts/live-protocol`), so following a topic does not bring
 * the schema library into a page's first load.
 */

/** `/ws` topics (live.ts liveTopicSchema checks a topic against this); `casino:*` are issue 15's shared rounds,
 * `tournament:N` issue 16's live leaderboard. */
export const LIVE_TOPIC_PATTERN =
  /^(live|cyber|sport:\d{1,6}|champ:\d{1,9}|game:\d{1,12}|outcome:[0-9A-Za-z_.-]{1,64}|casino:(crash|roulette|bingo75|bingo90)|tournament:\d{1,9})$/;
/** Topics one socket may hold at once (a coupon has at most 50 selections, plus pages). */
export const LIVE_MAX_TOPICS = 80;
/** Heartbeat: the server pings every socket this often and drops one silent for 2 intervals. */
export const LIVE_HEARTBEAT_MS = 25_000;
/** Bus channel of live topic deltas (payload: { topic, seq, data }). */
export const LIVE_UPDATES_CHANNEL = 'live.updates';
