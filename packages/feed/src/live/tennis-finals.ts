import type { Score } from '@sb/contracts';
import { setOver } from './tennis-chain';

/** Every final score of a set from (a, b) games. */
function completions(a: number, b: number): [number, number][] {
  if (setOver(a, b)) return [[a, b]];
  if (a === 6 && b === 6)
    return [
      [7, 6],
      [6, 7],
    ];
  const out = new Map<number, [number, number]>();
  for (const s of [...completions(a + 1, b), ...completions(a, b + 1)]) out.set(s[0] * 100 + s[1], s);
  return [...out.values()];
}

/** Of a side's set wins, the ones with the fewest and the most games (the extremes of every count). */
function extremes(sets: readonly [number, number][], homeWins: boolean): [number, number][] {
  const mine = sets.filter(([a, b]) => a > b === homeWins);
  if (mine.length === 0) return [];
  const games = ([a, b]: [number, number]): number => a + b;
  const least = mine.reduce((x, y) => (games(y) < games(x) ? y : x));
  const most = mine.reduce((x, y) => (games(y) > games(x) ? y : x));
  return least === most ? [least] : [least, most];
}

const FRESH: readonly [number, number][] = [
  [6, 0],
  [7, 6],
  [0, 6],
  [6, 7],
];

/**
 * Issue 14, decided tennis outcomes: final scores still reachable from `score`, enough of them to
 * tell whether an outcome can still go either way. Every tennis outcome settles on one count
 * (sets won, a set's winner or games, the match's games or games difference), monotone in its
 * sets' games: so for each order of set winners, the finals made of each set's fewest- and
 * most-games wins reach the extremes of every count, and an outcome all of them settle alike
 * cannot change.
 */
export function tennisFinals(bestOf: number, score: Score): Score[] {
  const toWin = (bestOf + 1) / 2;
  const finals: Score[] = [];
  const index = score.home + score.away;
  const done = score.periods.slice(0, index).map(([a, b]) => [a, b] as [number, number]);
  if (score.home >= toWin || score.away >= toWin) return [{ home: score.home, away: score.away, periods: done }];
  const [g1, g2] = score.periods[index] ?? [0, 0];
  const current = completions(g1, g2);
  const walk = (home: number, away: number, periods: [number, number][]): void => {
    if (home === toWin || away === toWin) {
      finals.push({ home, away, periods });
      return;
    }
    const first = periods.length === index;
    for (const homeWins of [true, false]) {
      const choices = first ? extremes(current, homeWins) : extremes(FRESH, homeWins);
      for (const set of choices) walk(home + (homeWins ? 1 : 0), away + (homeWins ? 0 : 1), [...periods, set]);
    }
  };
  walk(score.home, score.away, done);
  return finals;
}
