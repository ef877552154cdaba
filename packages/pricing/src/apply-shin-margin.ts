import { assertFairProbabilities } from './assert-fair-probabilities';
import { assertMargin } from './assert-margin';
import { bisect } from './bisect';
import { PRICING_ERRORS } from './errors';
import { shinImplied } from './shin-implied';
import { sum } from './sum';

/**
 * Shin margin: the bookmaker protects itself against a share z of insiders,
 * implied_i = y_i · Σ y_j with y_i = √(z·p_i + (1 − z)·p_i²), and z chosen so
 * the implied probabilities sum to 1 + margin. Like the power method it puts
 * more of the margin on longshots, with an economic story behind it.
 *
 * The book total (Σ y)² grows from 1 at z = 0 to (Σ √p_i)² at z = 1, so the
 * margin must stay below (Σ √p_i)² − 1.
 */
export function applyShinMargin(fair: readonly number[], margin: number): number[] {
  assertFairProbabilities(fair);
  assertMargin(margin);
  const target = 1 + margin;
  if (margin > 0 && sum(shinImplied(fair, 1)) <= target) {
    throw new RangeError(PRICING_ERRORS.marginOutOfReach('Shin', margin));
  }
  const insiderShare = margin === 0 ? 0 : bisect((z) => sum(shinImplied(fair, z)) - target, 0, 1);
  return shinImplied(fair, insiderShare);
}
