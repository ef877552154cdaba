import { assertFairProbabilities } from './assert-fair-probabilities';
import { assertMargin } from './assert-margin';

/**
 * Multiplicative (proportional) margin: every implied probability is the
 * fair one times 1 + margin. Simple and exactly invertible, but it loads the
 * margin on favourites and longshots alike, which overprices longshots
 * relative to how books really price (see the power and Shin methods).
 */
export function applyMultiplicativeMargin(fair: readonly number[], margin: number): number[] {
  assertFairProbabilities(fair);
  assertMargin(margin);
  return fair.map((p) => p * (1 + margin));
}
