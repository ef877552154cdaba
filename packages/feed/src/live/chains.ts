import type { SetScore } from '../models/sets';

/** Final set scores from the sets won, the current set's chance and every later set's. */
export function liveSetScores(won: [number, number], current: number, later: number, bestOf: number): SetScore[] {
  const toWin = (bestOf + 1) / 2;
  const scores = new Map<number, SetScore>();
  const walk = (a: number, b: number, probability: number, first: boolean): void => {
    if (probability === 0) return;
    if (a === toWin || b === toWin) {
      const key = a * 100 + b;
      const known = scores.get(key);
      scores.set(key, { home: a, away: b, probability: (known?.probability ?? 0) + probability });
      return;
    }
    const p = first ? current : later;
    walk(a + 1, b, probability * p, false);
    walk(a, b + 1, probability * (1 - p), false);
  };
  walk(won[0], won[1], 1, true);
  return [...scores.values()];
}

/** Chance of winning a race to `target` points (win by two) from (a, b) at point chance q. */
export function raceChance(a: number, b: number, target: number, q: number): number {
  const memo = new Map<number, number>();
  const deuce = (q * q) / (q * q + (1 - q) * (1 - q));
  const go = (x: number, y: number): number => {
    if (x >= target && x - y >= 2) return 1;
    if (y >= target && y - x >= 2) return 0;
    if (x >= target - 1 && y >= target - 1) {
      if (x === y) return deuce;
      return x > y ? q + (1 - q) * deuce : q * deuce;
    }
    const key = x * 1000 + y;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const value = q * go(x + 1, y) + (1 - q) * go(x, y + 1);
    memo.set(key, value);
    return value;
  };
  return go(a, b);
}
