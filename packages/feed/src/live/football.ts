import type { Score } from '@sb/contracts';
import type { Random } from '../random';
import {
  addScore,
  addStat,
  buildTimeline,
  emptyFrame,
  instantIn,
  type DraftIncident,
  type Segment,
  type Side,
  type Timeline,
  type TrackerEvent,
} from './timeline';

const MIN = 60_000;
const SEC = 1_000;
/** Bet stop after a goal (the goal being confirmed), and around a dangerous attack. */
export const GOAL_STOP_MS = 10 * SEC;
export const DANGER_STOP_MS = 8 * SEC;

export interface GameWindow {
  readonly gameId: number;
  readonly startAt: number;
  readonly endAt: number;
}

/** Team 1 attacks towards x = 1. */
function attackX(team: Side, depth: number): number {
  return team === 1 ? depth : 1 - depth;
}

function periodStarts(segments: readonly Segment[]): DraftIncident[] {
  const drafts: DraftIncident[] = [];
  segments.forEach((s, i) => {
    if (!s.play) return;
    drafts.push({
      at: s.from,
      kind: 'period_start',
      team: null,
      points: 0,
      effect: (f) => {
        while (f.score.periods.length < s.period) f.score.periods.push([0, 0]);
      },
    });
    const next = segments[i + 1];
    if (next !== undefined) drafts.push({ at: s.to - 1, kind: 'period_end', team: null, points: 0 });
  });
  return drafts;
}

/** Sides of `home` and `away` goals in a random order. */
function shuffledSides(home: number, away: number, rng: Random): Side[] {
  return rng.shuffle([...Array<Side>(home).fill(1), ...Array<Side>(away).fill(2)]);
}

interface GoalSportOptions {
  /** Chance a side has the ball at a tracker move: the stronger side more often. */
  readonly homeShare: number;
  /** Mean seconds between tracker moves. */
  readonly trackerEverySec: number;
  /** Football: cards and corners; hockey: minor penalties. */
  readonly extras: 'football' | 'hockey';
}

/**
 * Goals of each period at uniform instants of its play: a Poisson process conditioned on its
 * count, so the final score (drawn from the closing model) and the live goal model agree.
 */
function goalSportTimeline(
  window: GameWindow,
  final: Score,
  segments: Segment[],
  periodsTotal: number,
  rng: Random,
  options: GoalSportOptions,
): Timeline {
  const plays = segments.filter((s) => s.play);
  const drafts: DraftIncident[] = periodStarts(segments);
  const tracker: TrackerEvent[] = [];
  const stops: [number, number][] = [];
  plays.forEach((segment, i) => {
    const [home, away] = final.periods[i] ?? [0, 0];
    for (const team of shuffledSides(home, away, rng)) {
      const at = instantIn(segment, rng.next(), 60 * SEC);
      const y = 0.35 + 0.3 * rng.next();
      const penalty = options.extras === 'football' && rng.next() < 0.1;
      if (penalty) {
        drafts.push({ at: at - 50 * SEC, kind: 'penalty', team, points: 0, x: attackX(team, 0.89), y: 0.5 });
        stops.push([at - 50 * SEC, at + GOAL_STOP_MS]);
      } else {
        tracker.push({ at: at - 20 * SEC, team, level: 'dangerous_attack', x: attackX(team, 0.85), y });
        stops.push([at - 20 * SEC, at + GOAL_STOP_MS]);
      }
      drafts.push({
        at,
        kind: 'goal',
        team,
        points: 1,
        x: attackX(team, 0.97),
        y: 0.5,
        effect: (f) => addScore(f, segment.period, team, 1),
      });
      tracker.push({ at: at + GOAL_STOP_MS, team: team === 1 ? 2 : 1, level: 'safe', x: 0.5, y: 0.5 });
    }
    // Tracker moves between the goals: possession swings, attacks, dangerous attacks.
    for (
      let at = segment.from + 5 * SEC;
      at < segment.to - 5 * SEC;
      at += (0.4 + 1.2 * rng.next()) * options.trackerEverySec * SEC
    ) {
      const team: Side = rng.next() < options.homeShare ? 1 : 2;
      const roll = rng.next();
      const level = roll < 0.5 ? 'safe' : roll < 0.85 ? 'attack' : 'dangerous_attack';
      const depth =
        level === 'safe'
          ? 0.25 + 0.3 * rng.next()
          : level === 'attack'
            ? 0.6 + 0.15 * rng.next()
            : 0.8 + 0.12 * rng.next();
      const event: TrackerEvent = { at, team, level, x: attackX(team, depth), y: 0.1 + 0.8 * rng.next() };
      tracker.push(event);
      if (level === 'dangerous_attack') stops.push([at, at + DANGER_STOP_MS]);
    }
    const extra = (count: number, make: (at: number, team: Side) => DraftIncident): void => {
      for (let k = 0; k < count; k++) {
        const team: Side = rng.next() < options.homeShare ? 1 : 2;
        drafts.push(make(instantIn(segment, rng.next(), 20 * SEC), team));
      }
    };
    if (options.extras === 'football') {
      extra(Math.round(1.2 + 2.2 * rng.next()), (at, team) => ({
        at,
        kind: 'yellow_card',
        team,
        points: 0,
        x: rng.next(),
        y: rng.next(),
        effect: (f) => addStat(f, 'yellow_cards', team),
      }));
      extra(rng.next() < 0.06 ? 1 : 0, (at, team) => ({
        at,
        kind: 'red_card',
        team,
        points: 0,
        x: rng.next(),
        y: rng.next(),
        effect: (f) => addStat(f, 'red_cards', team),
      }));
      extra(Math.round(3 + 4 * rng.next()), (at, team) => ({
        at,
        kind: 'corner',
        team,
        points: 0,
        x: attackX(team, 0.99),
        y: rng.next() < 0.5 ? 0.01 : 0.99,
        effect: (f) => addStat(f, 'corners', team),
      }));
    } else {
      extra(Math.round(1 + 3 * rng.next()), (at, team) => ({
        at,
        kind: 'penalty',
        team,
        points: 0,
        effect: (f) => addStat(f, 'penalties', team),
      }));
    }
  });
  const initial = emptyFrame();
  initial.stats =
    options.extras === 'football'
      ? { corners: [0, 0], yellow_cards: [0, 0], red_cards: [0, 0] }
      : { penalties: [0, 0] };
  // Stats counted from the tracker moves are added as frames do not carry them: attacks live in `tracker`.
  return buildTimeline({ ...window, periodsTotal, segments, drafts, tracker, stops, initial });
}

/** Football: two halves of 45 minutes plus stoppage, a half-time break, ending exactly at endAt. */
export function footballTimeline(window: GameWindow, final: Score, homeShare: number, rng: Random): Timeline {
  const stoppage1 = 1 + rng.int(0, 3);
  const stoppage2 = 2 + rng.int(0, 4);
  const second = (45 + stoppage2) * MIN;
  const firstEnd = window.startAt + (45 + stoppage1) * MIN;
  const segments: Segment[] = [
    { period: 1, from: window.startAt, to: firstEnd, play: true, clockFrom: 0, clockTo: (45 + stoppage1) * 60 },
    { period: 1, from: firstEnd, to: window.endAt - second, play: false, clockFrom: 2700, clockTo: 2700 },
    {
      period: 2,
      from: window.endAt - second,
      to: window.endAt,
      play: true,
      clockFrom: 2700,
      clockTo: 2700 + (45 + stoppage2) * 60,
    },
  ];
  return goalSportTimeline(window, final, segments, 2, rng, { homeShare, trackerEverySec: 45, extras: 'football' });
}

/** Ice hockey: three 20-minute periods stretched over the window, two breaks of 18 minutes. */
export function hockeyTimeline(window: GameWindow, final: Score, homeShare: number, rng: Random): Timeline {
  const breakMs = 18 * MIN;
  const playMs = (window.endAt - window.startAt - 2 * breakMs) / 3;
  const segments: Segment[] = [];
  let from = window.startAt;
  for (let p = 0; p < 3; p++) {
    const to = p === 2 ? window.endAt : Math.round(from + playMs);
    segments.push({ period: p + 1, from, to, play: true, clockFrom: p * 1200, clockTo: (p + 1) * 1200 });
    if (p < 2)
      segments.push({
        period: p + 1,
        from: to,
        to: to + breakMs,
        play: false,
        clockFrom: (p + 1) * 1200,
        clockTo: (p + 1) * 1200,
      });
    from = to + breakMs;
  }
  return goalSportTimeline(window, final, segments, 3, rng, { homeShare, trackerEverySec: 60, extras: 'hockey' });
}
