// Test-only helpers; deliberately not re-exported from index.ts.
import fc from 'fast-check';
import { oddsFromThousandths, type Odds } from './odds';

/** Odds from thousandths in a test table, failing loudly on a typo. */
export function odds(thousandths: number): Odds {
  const result = oddsFromThousandths(thousandths);
  if (result === undefined) {
    throw new Error(`invalid test odds: ${thousandths}`);
  }
  return result;
}

/** Valid odds with thousandths in [min, max]. */
export function oddsArbitrary(min = 1001, max = 2_000_000): fc.Arbitrary<Odds> {
  return fc.integer({ min, max }).map(odds);
}
