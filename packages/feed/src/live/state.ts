import { GAME_STATUS_ID, type LiveState } from '@sb/contracts';
import { bump, clockAt, countUpTo, segmentAt, type Frame, type Timeline, type TrackerEvent } from './timeline';

/** Incidents a state carries (the newest). */
export const STATE_INCIDENTS = 30;
/** No bet-stop window is longer than this: the search looks back this far. */
const LONGEST_STOP_MS = 120_000;

export function frameAt(timeline: Timeline, now: number): Frame {
  return timeline.frames[countUpTo(timeline.incidents, now, (i) => i.at)] as Frame;
}

export function betStopAt(timeline: Timeline, now: number): boolean {
  const { stops } = timeline;
  for (let i = countUpTo(stops, now, (s) => s[0]) - 1; i >= 0; i--) {
    const stop = stops[i] as readonly [number, number];
    if (now < stop[1]) return true;
    if (stop[0] < now - LONGEST_STOP_MS) break;
  }
  return false;
}

/** Who has the ball: the last tracker move, drifting towards the next one. */
function possessionAt(tracker: readonly TrackerEvent[], now: number): LiveState['possession'] {
  if (tracker.length === 0) return null;
  const index = countUpTo(tracker, now, (e) => e.at);
  const previous = tracker[index - 1];
  const next = tracker[index];
  if (previous === undefined) return { team: 1, level: 'safe', x: 0.5, y: 0.5 };
  let { x, y } = previous;
  if (next !== undefined && next.at > previous.at) {
    const share = 0.6 * Math.min(1, (now - previous.at) / (next.at - previous.at));
    x += (next.x - x) * share;
    y += (next.y - y) * share;
  }
  const clamp = (v: number): number => Math.round(Math.min(1, Math.max(0, v)) * 1000) / 1000;
  return { team: previous.team, level: previous.level, x: clamp(x), y: clamp(y) };
}

/** Attacks and dangerous attacks by side, counted from the tracker moves up to `now`. */
function trackerStats(tracker: readonly TrackerEvent[], now: number): Record<string, [number, number]> {
  const attacks: [number, number] = [0, 0];
  const dangerous: [number, number] = [0, 0];
  const count = countUpTo(tracker, now, (e) => e.at);
  for (let i = 0; i < count; i++) {
    const event = tracker[i] as TrackerEvent;
    if (event.level === 'attack') bump(attacks, event.team);
    if (event.level === 'dangerous_attack') bump(dangerous, event.team);
  }
  return { attacks, dangerous_attacks: dangerous };
}

/** The state at `now` (startAt ≤ now): replayed from the timeline by binary search. */
export function stateAt(timeline: Timeline, sportId: number, now: number): LiveState {
  const finished = now >= timeline.endAt;
  const at = finished ? timeline.endAt - 1 : now;
  const segment = segmentAt(timeline.segments, at);
  const count = countUpTo(timeline.incidents, at, (i) => i.at);
  const frame = timeline.frames[count] as Frame;
  const stats: Record<string, [number, number]> = {};
  for (const [key, [a, b]] of Object.entries(frame.stats)) stats[key] = [a, b];
  if (timeline.tracker.length > 0) Object.assign(stats, trackerStats(timeline.tracker, at));
  const playing = !finished && segment.play;
  return {
    gameId: timeline.gameId,
    sportId,
    statusId: finished ? GAME_STATUS_ID.finished : playing ? GAME_STATUS_ID.live : GAME_STATUS_ID.break,
    period: segment.period,
    periodsTotal: timeline.periodsTotal,
    clockSec: finished ? segment.clockTo : clockAt(segment, at),
    clockRunning: playing,
    score: { home: frame.score.home, away: frame.score.away, periods: frame.score.periods.map(([a, b]) => [a, b]) },
    points: frame.points === null ? null : [frame.points[0], frame.points[1]],
    serving: finished ? null : frame.serving,
    stats,
    // Read at the second, as the prices' lock (create-feed.ts livePriced): the state never says
    // stop while the prices are open, whatever instant within the second a stop begins.
    betStop: playing && betStopAt(timeline, Math.floor(now / 1000) * 1000),
    possession: playing ? possessionAt(timeline.tracker, now) : null,
    incidents: timeline.incidents.slice(Math.max(0, count - STATE_INCIDENTS), count),
    zoneId: `z${timeline.gameId}`,
    updatedAt: now,
  };
}
