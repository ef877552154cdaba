import { tennisHoldProbability, tennisTiebreakProbability } from '@sb/pricing';

/**
 * Issue 19 virtual tennis: best of three tiebreak sets played point by point, each point won by
 * its server with that player's serve chance (the pricing engine's point → game → set model).
 * The exact distribution below walks the same Markov chain game by game — a game is held with
 * tennisHoldProbability, a tiebreak won with tennisTiebreakProbability — so the winner, set
 * scores and total games it gives are the true chances of what `playMatch` does.
 *
 * Service: A serves the first game, servers alternate every game (the tiebreak counts as one),
 * so a set's first server is the previous set's when it had an even number of games. In a
 * tiebreak the first server serves one point, then two each (point n is his when ⌈n/2⌉ is even).
 */

export const SETS_TO_WIN = 2;
const RATING_EDGE = 0.003;

/** Serve-point chances of two ratings (about 0.63 each when level). */
export function serveChances(ratingA: number, ratingB: number): { serveA: number; serveB: number } {
  const edge = RATING_EDGE * (ratingA - ratingB);
  const clamp = (x: number): number => Math.min(0.78, Math.max(0.5, x));
  return { serveA: clamp(0.63 + edge), serveB: clamp(0.63 - edge) };
}

/** A set is over at 6 with a two-game lead, at 7–5 or after the tiebreak at 6–6 (7–6). */
const setOver = (a: number, b: number): boolean => (Math.max(a, b) >= 6 && Math.abs(a - b) >= 2) || a + b === 13;

interface SetEnd {
  readonly a: number;
  readonly b: number;
  readonly probability: number;
}

/** Final game scores of a set and their chances, A serving its first game or not. */
export function setEnds(serveA: number, serveB: number, aServesFirst: boolean): SetEnd[] {
  const holdA = tennisHoldProbability(serveA);
  const holdB = tennisHoldProbability(serveB);
  const tiebreakA = aServesFirst
    ? tennisTiebreakProbability(serveA, serveB)
    : 1 - tennisTiebreakProbability(serveB, serveA);
  const ends: SetEnd[] = [];
  const reach = new Map<number, number>([[0, 1]]);
  // Scores in order of games played, so every score is complete before it is spread on.
  for (let played = 0; played <= 12; played++) {
    for (let a = Math.max(0, played - 7); a <= Math.min(7, played); a++) {
      const b = played - a;
      const here = reach.get(a * 8 + b) ?? 0;
      if (here === 0) continue;
      if (setOver(a, b)) {
        ends.push({ a, b, probability: here });
        continue;
      }
      const aServes = aServesFirst === (played % 2 === 0);
      const aWins = a === 6 && b === 6 ? tiebreakA : aServes ? holdA : 1 - holdB;
      reach.set((a + 1) * 8 + b, (reach.get((a + 1) * 8 + b) ?? 0) + here * aWins);
      reach.set(a * 8 + b + 1, (reach.get(a * 8 + b + 1) ?? 0) + here * (1 - aWins));
    }
  }
  for (const [key, probability] of reach) {
    const a = Math.floor(key / 8);
    const b = key % 8;
    if (a + b === 13) ends.push({ a, b, probability });
  }
  return ends;
}

export interface MatchDistribution {
  /** P(A wins the match). */
  readonly winA: number;
  /** Final set scores `a·100 + b` (2–0, 2–1, 1–2, 0–2) and their chances. */
  readonly sets: ReadonlyMap<number, number>;
  /** Total games of the match: masses[k] = P(total = minGames + k). */
  readonly minGames: number;
  readonly games: readonly number[];
}

/** The exact distribution of a best-of-three match, A serving first. */
export function matchDistribution(serveA: number, serveB: number): MatchDistribution {
  const ends = [true, false].map((aFirst) => setEnds(serveA, serveB, aFirst));
  // State: sets A, sets B, A serves the next set's first game, games so far.
  type State = { sa: number; sb: number; aFirst: boolean; games: number; probability: number };
  let open: State[] = [{ sa: 0, sb: 0, aFirst: true, games: 0, probability: 1 }];
  const sets = new Map<number, number>();
  const minGames = 12;
  const games = new Array<number>(3 * 13 - minGames + 1).fill(0);
  while (open.length > 0) {
    const following: State[] = [];
    for (const s of open) {
      for (const end of ends[s.aFirst ? 0 : 1] ?? []) {
        const sa = s.sa + (end.a > end.b ? 1 : 0);
        const sb = s.sb + (end.a > end.b ? 0 : 1);
        const played = s.games + end.a + end.b;
        const probability = s.probability * end.probability;
        if (sa === SETS_TO_WIN || sb === SETS_TO_WIN) {
          sets.set(sa * 100 + sb, (sets.get(sa * 100 + sb) ?? 0) + probability);
          games[played - minGames] = (games[played - minGames] ?? 0) + probability;
        } else {
          following.push({ sa, sb, aFirst: s.aFirst === ((end.a + end.b) % 2 === 0), games: played, probability });
        }
      }
    }
    open = following;
  }
  const winA = [...sets].reduce((sum, [key, p]) => sum + (Math.floor(key / 100) === SETS_TO_WIN ? p : 0), 0);
  return { winA, sets, minGames, games };
}

/** One game of the match as it was played. */
export interface PlayedGame {
  /** 1 when A won it, 2 when B did. */
  readonly winner: 1 | 2;
  readonly server: 1 | 2;
  /** Set number (1-based) and the points played before the game ended (for its time). */
  readonly set: number;
  readonly pointsAfter: number;
}

export interface PlayedMatch {
  readonly periods: [number, number][];
  readonly games: PlayedGame[];
  readonly points: number;
}

/** A match point by point: one float per point, a point to the server when float < serve chance. */
export function playMatch(serveA: number, serveB: number, next: () => number): PlayedMatch {
  const periods: [number, number][] = [];
  const played: PlayedGame[] = [];
  let points = 0;
  let aServes = true;
  const setsWon = [0, 0];
  const pointTo = (aServing: boolean): boolean => (next() < (aServing ? serveA : serveB) ? aServing : !aServing);
  while ((setsWon[0] ?? 0) < SETS_TO_WIN && (setsWon[1] ?? 0) < SETS_TO_WIN) {
    let a = 0;
    let b = 0;
    while (!setOver(a, b)) {
      const tiebreak = a === 6 && b === 6;
      let pa = 0;
      let pb = 0;
      const target = tiebreak ? 7 : 4;
      while (!(Math.max(pa, pb) >= target && Math.abs(pa - pb) >= 2)) {
        const n = pa + pb;
        const aServesPoint = tiebreak ? aServes === (Math.ceil(n / 2) % 2 === 0) : aServes;
        if (pointTo(aServesPoint)) pa++;
        else pb++;
        points++;
      }
      const aWon = pa > pb;
      if (aWon) a++;
      else b++;
      played.push({ winner: aWon ? 1 : 2, server: aServes ? 1 : 2, set: periods.length + 1, pointsAfter: points });
      aServes = !aServes;
    }
    periods.push([a, b]);
    const setIndex = a > b ? 0 : 1;
    setsWon[setIndex] = (setsWon[setIndex] ?? 0) + 1;
  }
  return { periods, games: played, points };
}
