import { MMA_FINISH, SPORT_IDS, type Score } from '@sb/contracts';
import { fightEnd, FINISH_FROM_MS, FINISH_TO_MS, ROUND_MS } from '../models/mma';
import type { Random } from '../random';
import type { GameWindow } from './football';
import {
  addScore,
  addStat,
  buildTimeline,
  bump,
  emptyFrame,
  instantIn,
  layout,
  type DraftIncident,
  type Segment,
  type Side,
  type Timeline,
} from './timeline';

const MIN = 60_000;
const SEC = 1_000;
export const BASKET_STOP_MS = 4 * SEC;
export const POINT_STOP_MS = 10 * SEC;

function starts(segments: readonly Segment[]): DraftIncident[] {
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
    if (segments[i + 1] !== undefined) drafts.push({ at: s.to - 1, kind: 'period_end', team: null, points: 0 });
  });
  return drafts;
}

/** A quarter's points as made shots: mostly twos, some threes and free throws. */
function shots(points: number, rng: Random): (1 | 2 | 3)[] {
  const made: (1 | 2 | 3)[] = [];
  let left = points;
  while (left > 0) {
    const roll = rng.next();
    const value: 1 | 2 | 3 = roll < 0.15 || left === 1 ? 1 : roll < 0.45 && left >= 3 ? 3 : 2;
    made.push(value);
    left -= value;
  }
  return made;
}

/** Basketball: four 12-minute quarters (and a 5-minute overtime) stretched over the window. */
export function basketballTimeline(window: GameWindow, final: Score, rng: Random): Timeline {
  const plays = final.periods.map((_, i) => ({
    period: i + 1,
    clockFrom: i < 4 ? i * 720 : 2880 + (i - 4) * 300,
    clockTo: i < 4 ? (i + 1) * 720 : 2880 + (i - 3) * 300,
  }));
  const breaks = plays.map((_, i) => (i === 1 ? 15 * MIN : 2 * MIN));
  const segments = layout(window.startAt, window.endAt, plays, breaks);
  const drafts = starts(segments);
  const stops: [number, number][] = [];
  segments
    .filter((s) => s.play)
    .forEach((segment, i) => {
      const pair = final.periods[i] ?? [0, 0];
      for (const team of [1, 2] as const) {
        for (const value of shots(team === 1 ? pair[0] : pair[1], rng)) {
          const at = instantIn(segment, rng.next(), 5 * SEC);
          stops.push([at, at + BASKET_STOP_MS]);
          drafts.push({
            at,
            kind: 'basket',
            team,
            points: value,
            x: team === 1 ? 0.9 : 0.1,
            y: 0.5,
            effect: (f) => {
              addScore(f, segment.period, team, value);
              if (value === 3) addStat(f, 'three_pointers', team);
              if (value === 1) addStat(f, 'free_throws', team);
            },
          });
        }
        if (rng.next() < 0.6) {
          drafts.push({
            at: instantIn(segment, rng.next(), 30 * SEC),
            kind: 'timeout',
            team,
            points: 0,
            effect: (f) => addStat(f, 'timeouts', team),
          });
        }
      }
    });
  const initial = emptyFrame();
  initial.stats = { three_pointers: [0, 0], free_throws: [0, 0], timeouts: [0, 0] };
  return buildTimeline({ ...window, periodsTotal: 4, segments, drafts, stops, initial });
}

/** The order points of a set were won in, ending with the winner's last point. */
export function pointOrder(winner: number, loser: number, target: number, rng: Random): boolean[] {
  if (loser <= target - 2) {
    return [...rng.shuffle([...Array<boolean>(winner - 1).fill(true), ...Array<boolean>(loser).fill(false)]), true];
  }
  // Past deuce: level at target − 1, then one point each until the winner takes two in a row.
  const order = rng.shuffle([...Array<boolean>(target - 1).fill(true), ...Array<boolean>(target - 1).fill(false)]);
  for (let k = target - 1; k < loser; k++) order.push(...(rng.next() < 0.5 ? [true, false] : [false, true]));
  order.push(true, true);
  return order;
}

function targetOf(sportId: number, decider: boolean): number {
  if (sportId === SPORT_IDS.volleyball) return decider ? 15 : 25;
  if (sportId === SPORT_IDS.tableTennis) return 11;
  return 13;
}

const SET_BREAK_MS: Readonly<Record<number, number>> = {
  [SPORT_IDS.volleyball]: 3 * MIN,
  [SPORT_IDS.tableTennis]: MIN,
};

/**
 * Volleyball, table tennis and esports maps: a set (map) after another, points (rounds,
 * kills) spread over the window so the last one falls just before endAt.
 */
export function setsTimeline(window: GameWindow, sportId: number, bestOf: number, final: Score, rng: Random): Timeline {
  const moba = sportId === SPORT_IDS.dota2 || sportId === SPORT_IDS.lol;
  const toWin = (bestOf + 1) / 2;
  // Each set's points in order, true when team 1 won the point.
  const orders = final.periods.map(([home, away], i) => {
    const homeWon = home > away;
    const decider = i === bestOf - 1;
    if (moba) return [homeWon];
    const order = pointOrder(Math.max(home, away), Math.min(home, away), targetOf(sportId, decider), rng);
    return homeWon ? order : order.map((p) => !p);
  });
  const plays = orders.map((order, i) => ({ period: i + 1, clockFrom: 0, clockTo: moba ? 1 : order.length }));
  let clock = 0;
  const clocked = plays.map((p) => {
    const span = moba
      ? 35 * 60
      : p.clockTo * (sportId === SPORT_IDS.volleyball ? 40 : sportId === SPORT_IDS.tableTennis ? 20 : 110);
    const entry = { period: p.period, clockFrom: clock, clockTo: clock + span };
    clock += span;
    return entry;
  });
  const segments = layout(
    window.startAt,
    window.endAt,
    clocked,
    plays.map(() => SET_BREAK_MS[sportId] ?? 5 * MIN),
  );
  const drafts = starts(segments);
  const stops: [number, number][] = [];
  let server: Side = rng.next() < 0.5 ? 1 : 2;
  const initial = emptyFrame();
  initial.points = moba ? null : ['0', '0'];
  initial.serving = moba || sportId === SPORT_IDS.cs2 ? null : server;
  if (moba) initial.stats = { kills: [0, 0] };
  segments
    .filter((s) => s.play)
    .forEach((segment, i) => {
      const order = orders[i] ?? [];
      const set = segment.period;
      const span = segment.to - segment.from;
      const lastAt = segment.to - 2 * SEC;
      if (moba) {
        const homeWon = order[0] === true;
        const kills = 25 + rng.int(0, 30);
        for (let k = 0; k < kills; k++) {
          const team: Side = rng.next() < 0.62 === homeWon ? 1 : 2;
          const at = segment.from + 30 * SEC + Math.floor(rng.next() * (span - 60 * SEC));
          drafts.push({ at, kind: 'kill', team, points: 0, effect: (f) => addStat(f, 'kills', team) });
        }
      } else {
        let home = 0;
        let away = 0;
        order.forEach((homePoint, k) => {
          const team: Side = homePoint ? 1 : 2;
          if (homePoint) home++;
          else away++;
          const shown: [string, string] = [String(home), String(away)];
          const at =
            k === order.length - 1
              ? lastAt
              : segment.from +
                Math.floor(((k + 0.5 + 0.4 * (rng.next() - 0.5)) * (lastAt - segment.from)) / order.length);
          // Table tennis: the serve changes every two points (every point from 10–10).
          const points = home + away;
          const nextServer: Side =
            sportId === SPORT_IDS.volleyball
              ? team
              : sportId === SPORT_IDS.tableTennis && (points % 2 === 0 || (home >= 10 && away >= 10))
                ? server === 1
                  ? 2
                  : 1
                : server;
          server = nextServer;
          stops.push([at, at + POINT_STOP_MS]);
          drafts.push({
            at,
            kind: sportId === SPORT_IDS.cs2 ? 'round' : 'point',
            team,
            points: 1,
            effect: (f) => {
              addScore(f, set, team, 0);
              bump(f.score.periods[set - 1] as [number, number], team);
              f.points = shown;
              if (f.serving !== null) f.serving = nextServer;
            },
          });
        });
      }
      const homeWon = (final.periods[i]?.[0] ?? 0) > (final.periods[i]?.[1] ?? 0);
      const winner: Side = homeWon ? 1 : 2;
      drafts.push({
        at: lastAt + 1,
        kind: sportId === SPORT_IDS.volleyball || sportId === SPORT_IDS.tableTennis ? 'set' : 'goal',
        team: winner,
        points: 1,
        effect: (f) => {
          if (winner === 1) f.score.home += 1;
          else f.score.away += 1;
          if (moba) f.score.periods[set - 1] = winner === 1 ? [1, 0] : [0, 1];
          if (f.points !== null && set < final.periods.length) f.points = ['0', '0'];
        },
      });
    });
  return buildTimeline({ ...window, periodsTotal: Math.max(toWin, bestOf), segments, drafts, stops, initial });
}

/**
 * MMA: 5-minute rounds and 1-minute breaks; the walkouts fill the start so the fight ends at endAt.
 * How it ends comes from the final score (MMA_FINISH in its last round): a decision goes the full
 * third round, a finish falls uniformly in [FINISH_FROM_MS, FINISH_TO_MS) of its round, as the
 * live prices assume (mma-price.ts).
 */
export function mmaTimeline(window: GameWindow, final: Score, rng: Random): Timeline {
  const fought = Math.max(1, final.periods.length);
  const decision = fightEnd(final)?.finish === MMA_FINISH.decision;
  const lastRoundMs = decision ? ROUND_MS : Math.round(FINISH_FROM_MS + (FINISH_TO_MS - FINISH_FROM_MS) * rng.next());
  const fightStart = window.endAt - (fought - 1) * (ROUND_MS + MIN) - lastRoundMs;
  const segments: Segment[] = [
    { period: 1, from: window.startAt, to: fightStart, play: false, clockFrom: 0, clockTo: 0 },
  ];
  for (let r = 0; r < fought; r++) {
    const from = fightStart + r * (ROUND_MS + MIN);
    const to = r === fought - 1 ? window.endAt : from + ROUND_MS;
    const clockTo = r * 300 + Math.round((to - from) / SEC);
    segments.push({ period: r + 1, from, to, play: true, clockFrom: r * 300, clockTo });
    if (r < fought - 1)
      segments.push({ period: r + 1, from: to, to: to + MIN, play: false, clockFrom: clockTo, clockTo });
  }
  const drafts = starts(segments.filter((s) => s.play));
  const winner: Side = final.home > final.away ? 1 : 2;
  const last = segments[segments.length - 1] as Segment;
  const ending = final.periods[fought - 1] ?? [0, 0];
  drafts.push({
    at: last.to - SEC,
    kind: 'point',
    team: winner,
    points: 1,
    effect: (f) => {
      if (winner === 1) f.score.home = 1;
      else f.score.away = 1;
      // The finish is part of what happened: the last round carries it, as in the result.
      while (f.score.periods.length < fought) f.score.periods.push([0, 0]);
      f.score.periods[fought - 1] = [ending[0], ending[1]];
    },
  });
  return buildTimeline({ ...window, periodsTotal: 3, segments, drafts, initial: emptyFrame() });
}
