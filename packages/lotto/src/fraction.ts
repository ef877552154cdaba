/**
 * Exact probabilities (issue 19 "Money, limits, proofs"): hit chances are ratios of binomial
 * coefficients, kept as BigInt fractions so a published RTP is checked against the exact value,
 * never against a float sum that drifts.
 */
export interface Fraction {
  readonly num: bigint;
  readonly den: bigint;
}

const gcd = (a: bigint, b: bigint): bigint => {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
};

export function fraction(num: bigint, den: bigint): Fraction {
  if (den === 0n) throw new RangeError('a fraction needs a non-zero denominator');
  const g = gcd(num, den) || 1n;
  const sign = den < 0n ? -1n : 1n;
  return { num: (sign * num) / g, den: (sign * den) / g };
}

export const ZERO: Fraction = { num: 0n, den: 1n };

export const add = (a: Fraction, b: Fraction): Fraction => fraction(a.num * b.den + b.num * a.den, a.den * b.den);
export const mul = (a: Fraction, b: Fraction): Fraction => fraction(a.num * b.num, a.den * b.den);
export const sum = (xs: readonly Fraction[]): Fraction => xs.reduce(add, ZERO);

/** Nearest double (for display and the published rounded RTP). */
export const toNumber = (f: Fraction): number => Number(f.num) / Number(f.den);

/** C(n, k), exact; 0 outside 0 ≤ k ≤ n. */
export function binomial(n: number, k: number): bigint {
  if (!Number.isInteger(n) || !Number.isInteger(k) || k < 0 || k > n) return 0n;
  const kk = BigInt(Math.min(k, n - k));
  let r = 1n;
  for (let i = 0n; i < kk; i++) r = (r * (BigInt(n) - i)) / (i + 1n);
  return r;
}

/**
 * Hypergeometric: a line of `picked` numbers of `n`, `drawn` numbers drawn; the chance that
 * exactly `hits` of the line are drawn = C(picked, hits)·C(n − picked, drawn − hits) / C(n, drawn).
 */
export function hitProbability(n: number, drawn: number, picked: number, hits: number): Fraction {
  return fraction(binomial(picked, hits) * binomial(n - picked, drawn - hits), binomial(n, drawn));
}
