import { raceChance } from './chains';

/**
 * Issue 14, live tennis: the point → game → set → match Markov chain as distributions of final
 * scores, so every market (winner, sets, games totals and handicaps, the set in play) comes from
 * one chain on the live state. Each side wins its serve points at the closing model's chance;
 * a game is a race to 4 (win by two), a set ends at 6 with a two-game lead or 7, with a
 * tiebreak (a race to 7 at the two sides' mean point chance) at 6–6; the serve alternates by
 * game, the tiebreak counting as one.
 */
export interface TennisChances {
  readonly serveA: number;
  readonly serveB: number;
  readonly holdA: number;
  readonly holdB: number;
  readonly tiebreakPoint: number;
}

export function tennisChances(serveA: number, serveB: number): TennisChances {
  return {
    serveA,
    serveB,
    holdA: raceChance(0, 0, 4, serveA),
    holdB: raceChance(0, 0, 4, serveB),
    tiebreakPoint: (serveA + 1 - serveB) / 2,
  };
}

/** Final set scores (key: home games × 100 + away games) and their chances. */
export type SetDistribution = ReadonlyMap<number, number>;

export const setKey = (a: number, b: number): number => a * 100 + b;

/** True when a set at (a, b) games is over. */
export function setOver(a: number, b: number): boolean {
  return (a >= 6 && a - b >= 2) || (b >= 6 && b - a >= 2) || a === 7 || b === 7;
}

function add(into: Map<number, number>, key: number, p: number): void {
  if (p > 0) into.set(key, (into.get(key) ?? 0) + p);
}

function mix(p: number, first: SetDistribution, second: SetDistribution): SetDistribution {
  const out = new Map<number, number>();
  for (const [k, v] of first) add(out, k, p * v);
  for (const [k, v] of second) add(out, k, (1 - p) * v);
  return out;
}

const setMemo = new Map<string, SetDistribution>();

/** Final scores of a set from (a, b) games, no game under way, `aServes` serving the next game. */
export function setFrom(c: TennisChances, a: number, b: number, aServes: boolean): SetDistribution {
  if (setOver(a, b)) return new Map([[setKey(a, b), 1]]);
  if (a === 6 && b === 6) {
    const t = raceChance(0, 0, 7, c.tiebreakPoint);
    return mix(t, new Map([[setKey(7, 6), 1]]), new Map([[setKey(6, 7), 1]]));
  }
  const key = `${c.holdA}:${c.holdB}:${c.tiebreakPoint}:${a}:${b}:${aServes ? 1 : 0}`;
  const known = setMemo.get(key);
  if (known !== undefined) return known;
  if (setMemo.size > 20_000) setMemo.clear();
  const p = aServes ? c.holdA : 1 - c.holdB;
  const value = mix(p, setFrom(c, a + 1, b, !aServes), setFrom(c, a, b + 1, !aServes));
  setMemo.set(key, value);
  return value;
}

/** The live position inside the set being played. */
export interface SetPosition {
  /** Games of the set so far. */
  readonly games: readonly [number, number];
  /** Points of the game (or tiebreak) under way. */
  readonly points: readonly [number, number];
  /** Who serves the next point. */
  readonly homeServes: boolean;
}

/** Who served the first point of the tiebreak, from the next point's server (serve changes after 1, 3, 5… points). */
export function tiebreakStarterIsHome(points: readonly [number, number], homeServesNext: boolean): boolean {
  const k = points[0] + points[1];
  return Math.floor((k + 1) / 2) % 2 === 0 ? homeServesNext : !homeServesNext;
}

/**
 * The set in play: the distribution of its final score, and for each final who serves first in
 * the next set (the serve keeps alternating by game across sets).
 */
export function currentSet(
  c: TennisChances,
  at: SetPosition,
): { final: SetDistribution; homeServesNext: (key: number) => boolean } {
  const [g1, g2] = at.games;
  const [x, y] = at.points;
  const played = g1 + g2;
  let gameServerHome = at.homeServes;
  let final: SetDistribution;
  if (setOver(g1, g2)) {
    final = new Map([[setKey(g1, g2), 1]]);
  } else if (g1 === 6 && g2 === 6) {
    gameServerHome = tiebreakStarterIsHome(at.points, at.homeServes);
    const t = raceChance(x, y, 7, c.tiebreakPoint);
    final = mix(t, new Map([[setKey(7, 6), 1]]), new Map([[setKey(6, 7), 1]]));
  } else {
    const game = at.homeServes ? raceChance(x, y, 4, c.serveA) : 1 - raceChance(y, x, 4, c.serveB);
    final = mix(game, setFrom(c, g1 + 1, g2, !at.homeServes), setFrom(c, g1, g2 + 1, !at.homeServes));
  }
  // Game number `played` is served by gameServerHome; the next set starts with game number a + b.
  const homeServesNext = (key: number): boolean => {
    const n = Math.floor(key / 100) + (key % 100);
    return (n - played) % 2 === 0 ? gameServerHome : !gameServerHome;
  };
  return { final, homeServesNext };
}

/** A final of the match: sets and games of each side. */
export interface MatchFinal {
  readonly sets: readonly [number, number];
  readonly games: readonly [number, number];
  readonly probability: number;
}

const GAMES = 128;
const pack = (setsH: number, setsA: number, homeServes: boolean, gh: number, ga: number): number =>
  (((setsH * 8 + setsA) * 2 + (homeServes ? 1 : 0)) * GAMES + gh) * GAMES + ga;

/**
 * Every final of the match from the live state: the sets won, the games of the finished sets,
 * the set in play, then fresh sets until a side has (bestOf + 1) / 2.
 */
export function matchFinals(
  c: TennisChances,
  bestOf: number,
  sets: readonly [number, number],
  pastGames: readonly [number, number],
  at: SetPosition,
): MatchFinal[] {
  const toWin = (bestOf + 1) / 2;
  if (sets[0] >= toWin || sets[1] >= toWin) return [{ sets, games: pastGames, probability: 1 }];
  const finals: MatchFinal[] = [];
  let open = new Map<number, number>();
  const place = (sh: number, sa: number, homeServes: boolean, gh: number, ga: number, p: number): void => {
    if (sh === toWin || sa === toWin) finals.push({ sets: [sh, sa], games: [gh, ga], probability: p });
    else add(open, pack(sh, sa, homeServes, gh, ga), p);
  };
  const { final, homeServesNext } = currentSet(c, at);
  for (const [key, p] of final) {
    const a = Math.floor(key / 100);
    const b = key % 100;
    place(
      sets[0] + (a > b ? 1 : 0),
      sets[1] + (a > b ? 0 : 1),
      homeServesNext(key),
      pastGames[0] + a,
      pastGames[1] + b,
      p,
    );
  }
  while (open.size > 0) {
    const states = open;
    open = new Map();
    for (const [packed, p] of states) {
      const ga = packed % GAMES;
      const gh = Math.floor(packed / GAMES) % GAMES;
      const rest = Math.floor(packed / (GAMES * GAMES));
      const homeServes = rest % 2 === 1;
      const sa = Math.floor(rest / 2) % 8;
      const sh = Math.floor(rest / 16);
      for (const [key, q] of setFrom(c, 0, 0, homeServes)) {
        const a = Math.floor(key / 100);
        const b = key % 100;
        const next = (a + b) % 2 === 0 ? homeServes : !homeServes;
        place(sh + (a > b ? 1 : 0), sa + (a > b ? 0 : 1), next, gh + a, ga + b, p * q);
      }
    }
  }
  return finals;
}
