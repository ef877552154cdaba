import { assertImpliedProbabilities } from './assert-implied-probabilities';
import { sum } from './sum';

/** Inverse of the multiplicative margin: divide each implied probability by the book's total. */
export function removeMultiplicativeMargin(implied: readonly number[]): number[] {
  assertImpliedProbabilities(implied);
  const total = sum(implied);
  return implied.map((p) => p / total);
}
