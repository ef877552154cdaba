import type { LiveIncident, LiveIncidentKind, Score } from '@sb/contracts';

/**
 * Issue 14, in-play simulation: a game's whole story, generated once from (seed, game id) and
 * replayed at any instant. Time is cut into segments that cover [startAt, endAt) exactly: play
 * (the clock runs) and breaks (half-time, between periods, sets and maps; statusId 3).
 */
export interface Segment {
  readonly period: number;
  readonly from: number;
  readonly to: number;
  readonly play: boolean;
  /** Match clock (seconds) at `from` and `to`; equal in a break. */
  readonly clockFrom: number;
  readonly clockTo: number;
}

export type Side = 1 | 2;
export type TrackerLevel = 'safe' | 'attack' | 'dangerous_attack';

/** A match-tracker move: who has the ball, how dangerous, where. */
export interface TrackerEvent {
  readonly at: number;
  readonly team: Side;
  readonly level: TrackerLevel;
  readonly x: number;
  readonly y: number;
}

/** What the state looks like after an incident. */
export interface Frame {
  readonly score: Score;
  readonly stats: Readonly<Record<string, readonly [number, number]>>;
  readonly points: readonly [string, string] | null;
  readonly serving: Side | null;
}

export interface MutableFrame {
  score: { home: number; away: number; periods: [number, number][] };
  stats: Record<string, [number, number]>;
  points: [string, string] | null;
  serving: Side | null;
}

export interface Timeline {
  readonly gameId: number;
  readonly startAt: number;
  readonly endAt: number;
  readonly periodsTotal: number;
  readonly segments: readonly Segment[];
  /** Incidents in time order (seq 1, 2, …). */
  readonly incidents: readonly LiveIncident[];
  /** frames[0] is kick-off; frames[i] the state after incidents[i - 1]. */
  readonly frames: readonly Frame[];
  readonly tracker: readonly TrackerEvent[];
  /** Bet-stop windows [from, to), sorted by `from`. */
  readonly stops: readonly (readonly [number, number])[];
  readonly final: Score;
}

export interface DraftIncident {
  readonly at: number;
  readonly kind: LiveIncidentKind;
  readonly team: Side | null;
  readonly points: number;
  readonly x?: number | null;
  readonly y?: number | null;
  /** How the incident changes the state (score, stats, points shown, server). */
  readonly effect?: (frame: MutableFrame) => void;
}

/** Adds `by` to the team's side of a pair. */
export function bump(pair: [number, number], team: Side, by = 1): void {
  if (team === 1) pair[0] += by;
  else pair[1] += by;
}

export function addStat(frame: MutableFrame, name: string, team: Side, by = 1): void {
  const pair = frame.stats[name] ?? [0, 0];
  bump(pair, team, by);
  frame.stats[name] = pair;
}

/** Adds to the team's score and to the current period's (goals, baskets). */
export function addScore(frame: MutableFrame, period: number, team: Side, points: number): void {
  if (team === 1) frame.score.home += points;
  else frame.score.away += points;
  while (frame.score.periods.length < period) frame.score.periods.push([0, 0]);
  bump(frame.score.periods[period - 1] as [number, number], team, points);
}

function clone(frame: MutableFrame): MutableFrame {
  const stats: Record<string, [number, number]> = {};
  for (const [key, [a, b]] of Object.entries(frame.stats)) stats[key] = [a, b];
  return {
    score: {
      home: frame.score.home,
      away: frame.score.away,
      periods: frame.score.periods.map(([a, b]) => [a, b] as [number, number]),
    },
    stats,
    points: frame.points === null ? null : [frame.points[0], frame.points[1]],
    serving: frame.serving,
  };
}

/** The segment holding `at` (the last one at or after its end). */
export function segmentAt(segments: readonly Segment[], at: number): Segment {
  let lo = 0;
  let hi = segments.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((segments[mid] as Segment).from <= at) lo = mid;
    else hi = mid - 1;
  }
  return segments[lo] as Segment;
}

export function clockAt(segment: Segment, at: number): number {
  if (!segment.play || segment.to <= segment.from) return segment.clockFrom;
  const share = Math.min(1, Math.max(0, (at - segment.from) / (segment.to - segment.from)));
  return Math.floor(segment.clockFrom + share * (segment.clockTo - segment.clockFrom));
}

export interface TimelineInput {
  readonly gameId: number;
  readonly startAt: number;
  readonly endAt: number;
  readonly periodsTotal: number;
  readonly segments: readonly Segment[];
  readonly drafts: readonly DraftIncident[];
  readonly tracker?: readonly TrackerEvent[];
  readonly stops?: readonly (readonly [number, number])[];
  readonly initial: MutableFrame;
}

/** Orders the drafts, numbers them and records the state after each. */
export function buildTimeline(input: TimelineInput): Timeline {
  const drafts = [...input.drafts].sort((a, b) => a.at - b.at);
  let frame = clone(input.initial);
  const frames: Frame[] = [clone(frame)];
  const incidents: LiveIncident[] = drafts.map((draft, i) => {
    const segment = segmentAt(input.segments, draft.at);
    if (draft.effect) {
      frame = clone(frame);
      draft.effect(frame);
    }
    frames.push(frame);
    return {
      seq: i + 1,
      at: Math.floor(draft.at),
      period: segment.period,
      clockSec: clockAt(segment, draft.at),
      kind: draft.kind,
      team: draft.team,
      points: draft.points,
      x: draft.x === undefined || draft.x === null ? null : Math.round(draft.x * 1000) / 1000,
      y: draft.y === undefined || draft.y === null ? null : Math.round(draft.y * 1000) / 1000,
    };
  });
  const last = frames[frames.length - 1] as Frame;
  return {
    gameId: input.gameId,
    startAt: input.startAt,
    endAt: input.endAt,
    periodsTotal: input.periodsTotal,
    segments: input.segments,
    incidents,
    frames,
    tracker: [...(input.tracker ?? [])].sort((a, b) => a.at - b.at),
    stops: [...(input.stops ?? [])].sort((a, b) => a[0] - b[0]),
    final: last.score,
  };
}

/** Number of items whose time is ≤ `at` (items sorted by time). */
export function countUpTo<T>(items: readonly T[], at: number, timeOf: (item: T) => number): number {
  let lo = 0;
  let hi = items.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (timeOf(items[mid] as T) <= at) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Lays out play segments of the given clock lengths, with breaks, to fill [from, to) exactly. */
export function layout(
  from: number,
  to: number,
  plays: readonly { readonly period: number; readonly clockFrom: number; readonly clockTo: number }[],
  breaksMs: readonly number[],
): Segment[] {
  const breakTotal = breaksMs.reduce((a, b) => a + b, 0);
  const clockTotal = plays.reduce((sum, p) => sum + (p.clockTo - p.clockFrom), 0);
  const playMs = Math.max(plays.length * 60_000, to - from - breakTotal);
  const segments: Segment[] = [];
  let at = from;
  plays.forEach((play, i) => {
    const length =
      i === plays.length - 1 ? to - at : Math.round((playMs * (play.clockTo - play.clockFrom)) / clockTotal);
    segments.push({ from: at, to: at + length, play: true, ...play });
    at += length;
    const pause = breaksMs[i];
    if (pause !== undefined && i < plays.length - 1) {
      segments.push({
        period: play.period,
        from: at,
        to: at + pause,
        play: false,
        clockFrom: play.clockTo,
        clockTo: play.clockTo,
      });
      at += pause;
    }
  });
  return segments;
}

/** A uniform instant inside the play of `segment`, keeping `margin` ms off both ends. */
export function instantIn(segment: Segment, u: number, margin = 1_000): number {
  const span = Math.max(0, segment.to - segment.from - 2 * margin);
  return segment.from + margin + Math.floor(u * span);
}

export function emptyFrame(periods = 0): MutableFrame {
  return {
    score: { home: 0, away: 0, periods: Array.from({ length: periods }, () => [0, 0] as [number, number]) },
    stats: {},
    points: null,
    serving: null,
  };
}
