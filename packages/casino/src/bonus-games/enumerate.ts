import { frac, add, ZERO, type Fraction } from './fraction';
import type { IntSource } from './int-source';

/**
 * The exact distribution of anything computed from an IntSource: walks every branch of every
 * `int(n)` call (an odometer over the calls' values), each leaf weighing Π 1/n. The tests use it
 * to derive each game's table from its own `play`, independently of the closed forms the tables
 * are written with. Leaves are counted per weight, then summed as fractions once.
 */
export function enumerateOutcomes(run: (ints: IntSource) => string): Map<string, Fraction> {
  /** Per outcome: per product of the n's (the leaf's weight 1/product), how many leaves. */
  const counts = new Map<string, Map<number, number>>();
  let prefix: number[] = [];
  for (;;) {
    const values: number[] = [];
    const sizes: number[] = [];
    const outcome = run({
      int(n) {
        const v = values.length < prefix.length ? (prefix[values.length] ?? 0) : 0;
        values.push(v);
        sizes.push(n);
        return v;
      },
    });
    const weight = sizes.reduce((p, n) => p * n, 1);
    const byWeight = counts.get(outcome) ?? new Map<number, number>();
    byWeight.set(weight, (byWeight.get(weight) ?? 0) + 1);
    counts.set(outcome, byWeight);
    let i = values.length - 1;
    while (i >= 0 && (values[i] ?? 0) + 1 >= (sizes[i] ?? 0)) i--;
    if (i < 0) break;
    prefix = [...values.slice(0, i), (values[i] ?? 0) + 1];
  }
  const out = new Map<string, Fraction>();
  for (const [outcome, byWeight] of counts) {
    let p = ZERO;
    for (const [weight, n] of byWeight) p = add(p, frac(n, weight));
    out.set(outcome, p);
  }
  return out;
}
