import type { Odds } from '@sb/odds';
import type { Money } from './money';

/**
 * An exact non-negative fraction. Leg factors such as (d + 1)/2 are not whole
 * thousandths (1.875 half won is 1.4375), so settlement multiplies fractions
 * exactly and rounds once, at the payout.
 */
export interface Ratio {
  readonly numerator: bigint;
  readonly denominator: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  let [x, y] = [a, b];
  while (y !== 0n) {
    [x, y] = [y, x % y];
  }
  return x;
}

/** A reduced fraction; reducing keeps long products and sums small. */
export function ratio(numerator: bigint, denominator: bigint): Ratio {
  if (numerator < 0n || denominator <= 0n) {
    throw new RangeError(`ratio needs numerator >= 0 and denominator > 0, got ${numerator}/${denominator}`);
  }
  const divisor = numerator === 0n ? denominator : gcd(numerator, denominator);
  return { numerator: numerator / divisor, denominator: denominator / divisor };
}

export const RATIO_ZERO = ratio(0n, 1n);
export const RATIO_ONE = ratio(1n, 1n);
export const RATIO_HALF = ratio(1n, 2n);

/** d as a fraction: thousandths over 1000. */
export function ratioFromOdds(odds: Odds | bigint): Ratio {
  return ratio(BigInt(odds), 1000n);
}

/** An amount of minor units as a fraction, for sums that must stay exact until the payout. */
export function ratioFromMoney(amount: Money): Ratio {
  return ratio(amount, 1n);
}
