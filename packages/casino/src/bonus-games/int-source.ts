import type { FloatStream } from '../types';

/**
 * What a bonus game reads: uniform whole numbers. In play they come from the provably fair
 * floats, one float each (`⌊float · n⌋`, as `pickIndex` and the Fisher–Yates draws of fair.ts);
 * a test can pass a source that walks every branch instead, and so compute the exact
 * distribution of the game's own code (bonus-games.test.ts).
 */
export interface IntSource {
  /** A whole number in [0, n), 1 ≤ n ≤ 2²¹ (the product with a 2⁻³² float stays exact). */
  int(n: number): number;
}

/** The provably fair source: one float per number, in order. */
export function intSource(floats: FloatStream): IntSource {
  return { int: (n) => Math.floor(floats.next() * n) };
}

/**
 * k distinct numbers of 0 … n−1 in draw order: Fisher–Yates, step i swaps position i with
 * i + int(n − i) — the same draws as fair.ts `drawWithoutReplacement` on the same floats.
 */
export function drawDistinct(k: number, n: number, ints: IntSource): number[] {
  const moved = new Map<number, number>();
  const drawn: number[] = [];
  for (let i = 0; i < k; i++) {
    const j = i + ints.int(n - i);
    drawn.push(moved.get(j) ?? j);
    moved.set(j, moved.get(i) ?? i);
  }
  return drawn;
}
