/**
 * Exact probabilities and expected values of the bonus games: a fraction of two whole numbers,
 * always reduced, denominator positive. Floats would make "the EV equals the table" a tolerance;
 * fractions make it an equality.
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

/** num/den reduced (den ≠ 0). */
export function frac(num: bigint | number, den: bigint | number = 1n): Fraction {
  let n = BigInt(num);
  let d = BigInt(den);
  if (d === 0n) throw new RangeError('a fraction needs a non-zero denominator');
  if (d < 0n) [n, d] = [-n, -d];
  const g = gcd(n, d) || 1n;
  return { num: n / g, den: d / g };
}

export const ZERO: Fraction = { num: 0n, den: 1n };
export const ONE: Fraction = { num: 1n, den: 1n };

export const add = (a: Fraction, b: Fraction): Fraction => frac(a.num * b.den + b.num * a.den, a.den * b.den);
export const mul = (a: Fraction, b: Fraction): Fraction => frac(a.num * b.num, a.den * b.den);
export const sub = (a: Fraction, b: Fraction): Fraction => frac(a.num * b.den - b.num * a.den, a.den * b.den);
export const sum = (xs: readonly Fraction[]): Fraction => xs.reduce(add, ZERO);
export const equals = (a: Fraction, b: Fraction): boolean => a.num === b.num && a.den === b.den;
/** For display only: the nearest double. */
export const toNumber = (a: Fraction): number => Number(a.num) / Number(a.den);
/** "num/den" (JSON carries fractions as text: bigints do not survive JSON). */
export const fractionText = (a: Fraction): string => (a.den === 1n ? `${a.num}` : `${a.num}/${a.den}`);
