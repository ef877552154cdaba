import { PRICING_ERRORS } from './errors';

/** Rounding in a grid or a de-margined book leaves sums off by ~1e-15; a real mistake is far bigger. */
const SUM_TOLERANCE = 1e-9;

/**
 * A market's fair probabilities: at least two selections, each > 0, summing
 * to 1. A zero would have no finite price, and a margin is only meaningful
 * over a complete set of outcomes.
 */
export function assertFairProbabilities(fair: readonly number[]): void {
  const sum = fair.reduce((total, p) => total + p, 0);
  if (fair.length < 2 || !fair.every((p) => Number.isFinite(p) && p > 0) || !(Math.abs(sum - 1) <= SUM_TOLERANCE)) {
    throw new RangeError(PRICING_ERRORS.fairProbabilities(fair));
  }
}
