import type { MarginMethod } from './margin-method';
import { removeMultiplicativeMargin } from './remove-multiplicative-margin';
import { removePowerMargin } from './remove-power-margin';
import { removeShinMargin } from './remove-shin-margin';

/** Fair probabilities (summing to 1) from a book's implied probabilities, undoing `method`. */
export function removeMargin(implied: readonly number[], method: MarginMethod): number[] {
  switch (method) {
    case 'multiplicative':
      return removeMultiplicativeMargin(implied);
    case 'power':
      return removePowerMargin(implied);
    case 'shin':
      return removeShinMargin(implied);
  }
}
