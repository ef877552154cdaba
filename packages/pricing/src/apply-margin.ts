import { applyMultiplicativeMargin } from './apply-multiplicative-margin';
import { applyPowerMargin } from './apply-power-margin';
import { applyShinMargin } from './apply-shin-margin';
import type { MarginMethod } from './margin-method';

/**
 * Implied probabilities for a market's fair probabilities (summing to 1),
 * summing to 1 + margin, with the margin spread by `method`.
 */
export function applyMargin(fair: readonly number[], margin: number, method: MarginMethod): number[] {
  switch (method) {
    case 'multiplicative':
      return applyMultiplicativeMargin(fair, margin);
    case 'power':
      return applyPowerMargin(fair, margin);
    case 'shin':
      return applyShinMargin(fair, margin);
  }
}
