import { assertImpliedProbabilities } from './assert-implied-probabilities';
import { bisect } from './bisect';
import { PRICING_ERRORS } from './errors';
import { sum } from './sum';

/**
 * Inverse of the power margin: fair = implied^k with the one k > 0 for which
 * the fair probabilities sum to 1 (k = 1/c of `applyPowerMargin`).
 */
export function removePowerMargin(implied: readonly number[]): number[] {
  assertImpliedProbabilities(implied);
  // 1^k stays 1 for every k, so a selection at or past 1 can never be scaled down to a fair share.
  if (implied.some((p) => p >= 1)) {
    throw new RangeError(PRICING_ERRORS.powerImpliedBelowOne(implied));
  }
  const total = (k: number): number => sum(implied.map((p) => p ** k));
  // Σ implied^k falls from n at k = 0; double the upper end until it is below 1.
  let upper = 1;
  while (total(upper) > 1) upper *= 2;
  const exponent = bisect((k) => 1 - total(k), 0, upper);
  const fair = implied.map((p) => p ** exponent);
  const fairTotal = sum(fair);
  return fair.map((p) => p / fairTotal);
}
