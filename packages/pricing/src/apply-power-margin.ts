import { assertFairProbabilities } from './assert-fair-probabilities';
import { assertMargin } from './assert-margin';
import { bisect } from './bisect';
import { PRICING_ERRORS } from './errors';
import { sum } from './sum';

/**
 * Power margin: implied = fair^c with the one c in (0, 1] for which the
 * implied probabilities sum to 1 + margin. Raising to c < 1 lifts small
 * probabilities proportionally more, so longshots carry more of the margin,
 * the favourite-longshot bias books price in.
 *
 * Σ fair^c falls from n (c → 0) to 1 (c = 1), so the margin must be below
 * n − 1 for n selections.
 */
export function applyPowerMargin(fair: readonly number[], margin: number): number[] {
  assertFairProbabilities(fair);
  assertMargin(margin);
  if (margin >= fair.length - 1) {
    throw new RangeError(PRICING_ERRORS.marginOutOfReach('power', margin));
  }
  const target = 1 + margin;
  // Σ fair^c is decreasing in c; bisect wants increasing, hence the sign.
  const exponent = margin === 0 ? 1 : bisect((c) => target - sum(fair.map((p) => p ** c)), 0, 1);
  return fair.map((p) => p ** exponent);
}
