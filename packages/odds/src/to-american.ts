import { divideRoundHalfUp } from './divide-round-half-up';
import type { Odds } from './odds';
import { profitThousandths } from './scaled-profit';

/**
 * American (moneyline) price as a signed whole number:
 * d ≥ 2 → +100·(d − 1), d < 2 → −100 / (d − 1), magnitudes rounded half up.
 *
 * d = 2 is +100 (the d ≥ 2 branch), not −100 and not a division by zero.
 * Working in thousandths keeps long odds exact: d = 1001 → +100000.
 */
export function toAmerican(odds: Odds): number {
  const profit = profitThousandths(odds);
  if (odds >= 2000) {
    // 100 · profit / 1000
    return divideRoundHalfUp(profit, 10);
  }
  // 100 / (profit / 1000)
  return -divideRoundHalfUp(100_000, profit);
}
