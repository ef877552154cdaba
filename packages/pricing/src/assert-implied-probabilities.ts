import { PRICING_ERRORS } from './errors';

/**
 * Implied probabilities of a book: at least two, each > 0. One can reach 1
 * or more (a multiplicative margin on a heavy favourite); the methods that
 * cannot cope with that check it themselves.
 */
export function assertImpliedProbabilities(implied: readonly number[]): void {
  if (implied.length < 2 || !implied.every((p) => Number.isFinite(p) && p > 0)) {
    throw new RangeError(PRICING_ERRORS.impliedProbabilities(implied));
  }
}
