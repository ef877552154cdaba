import { assertImpliedProbabilities } from './assert-implied-probabilities';
import { bisect } from './bisect';
import { PRICING_ERRORS } from './errors';
import { sum } from './sum';

/** A book that sums to 1 up to rounding (a margin-free book, re-read) is still a valid book. */
const BOOK_TOLERANCE = 1e-9;

/**
 * Inverse of the Shin margin (Jullien & Salanié's closed form per selection):
 * p_i = (√(z² + 4(1 − z)·π_i²/S) − z) / (2(1 − z)), S = Σ π, with the insider
 * share z chosen so the p_i sum to 1.
 *
 * Σ p is √S at z = 0 and tends to Σ π²/S < 1 as z → 1, so a root exists
 * whenever S ≥ 1; a book below 1 has no insiders to explain it. Within
 * rounding of 1 the search settles on z = 0 and just normalises.
 */
export function removeShinMargin(implied: readonly number[]): number[] {
  assertImpliedProbabilities(implied);
  const bookTotal = sum(implied);
  if (bookTotal < 1 - BOOK_TOLERANCE) {
    throw new RangeError(PRICING_ERRORS.shinUnderround(bookTotal));
  }
  const fairFor = (z: number): number[] =>
    implied.map((p) => (Math.sqrt(z * z + (4 * (1 - z) * p * p) / bookTotal) - z) / (2 * (1 - z)));
  // Σ p falls as z grows; bisect wants increasing, hence the sign. It never evaluates z = 1 itself.
  const insiderShare = bisect((z) => 1 - sum(fairFor(z)), 0, 1);
  const fair = fairFor(insiderShare);
  const fairTotal = sum(fair);
  return fair.map((p) => p / fairTotal);
}
