import { divideRoundHalfUp } from './divide-round-half-up';
import { oddsFromThousandths, type Odds } from './odds';

/**
 * Odds from an American price, rounded half up to three decimals.
 * +A is exact (1000 + 10A thousandths); −A needs rounding (−300 → 1.333).
 * Returns undefined for non-integers, |A| < 100, or prices so short they
 * round below d = 1.001 (e.g. −300000).
 */
export function oddsFromAmerican(american: number): Odds | undefined {
  if (!Number.isSafeInteger(american) || Math.abs(american) < 100) {
    return undefined;
  }
  const profit = american > 0 ? 10 * american : divideRoundHalfUp(100_000, -american);
  return oddsFromThousandths(1000 + profit);
}
