/** Exact combinatorics of balls drawn without replacement (number games). */

/** n choose k as an exact float (all uses here stay far below 2⁵³). */
export function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let r = 1;
  for (let i = 1; i <= Math.min(k, n - k); i++) r = (r * (n - i + 1)) / i;
  return Math.round(r);
}

/**
 * Chance of each sum of k distinct balls of 1 … n (index = sum): the number of k-subsets with
 * that sum over C(n, k). Counted by dynamic programming over the balls (subsets by size and sum).
 */
export function sumDistribution(k: number, n: number): number[] {
  const maxSum = (k * (2 * n - k + 1)) / 2;
  // ways[j][s]: subsets of size j of the balls seen so far with sum s.
  const ways = Array.from({ length: k + 1 }, () => new Float64Array(maxSum + 1));
  const first = ways[0];
  if (first === undefined) throw new RangeError('no subsets');
  first[0] = 1;
  for (let ball = 1; ball <= n; ball++) {
    for (let j = Math.min(k, ball); j >= 1; j--) {
      const into = ways[j];
      const from = ways[j - 1];
      if (into === undefined || from === undefined) continue;
      for (let s = maxSum; s >= ball; s--) into[s] = (into[s] ?? 0) + (from[s - ball] ?? 0);
    }
  }
  const total = choose(n, k);
  return Array.from(ways[k] ?? [], (w) => w / total);
}

/** P(value > line) for a distribution indexed by value. */
export function chanceOver(distribution: readonly number[], line: number): number {
  return distribution.reduce((p, q, value) => (value > line ? p + q : p), 0);
}

/** P(value odd) for a distribution indexed by value. */
export function chanceOdd(distribution: readonly number[]): number {
  return distribution.reduce((p, q, value) => (value % 2 === 1 ? p + q : p), 0);
}

/** The ball numbers of a draw when it is exactly `count` distinct balls of 1 … n, else null. */
export function ballsOf(draw: readonly (readonly [number, number])[], count: number, n: number): number[] | null {
  if (draw.length !== count) return null;
  const balls = draw.map(([ball]) => ball);
  const valid = balls.every((b) => Number.isInteger(b) && b >= 1 && b <= n) && new Set(balls).size === count;
  return valid ? balls : null;
}
