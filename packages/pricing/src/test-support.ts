// Test-only helpers; deliberately not re-exported from index.ts.
import fc from 'fast-check';
import type { MatchRatings } from './goal-rates';
import type { IntegerDistribution } from './integer-distribution';

const strength = fc.double({ min: -0.5, max: 0.5, noNaN: true });

/**
 * Ratings of real leagues: rates between about 0.37 and 4 goals. Kept there
 * so ρ in [-0.15, 0.05] stays valid and 10 goals a side truncates almost
 * nothing, which is what the monotonicity properties assume.
 */
export const ratingsArbitrary: fc.Arbitrary<MatchRatings> = fc.record({
  homeAdvantage: fc.double({ min: 0, max: 0.4, noNaN: true }),
  home: fc.record({ attack: strength, defence: strength }),
  away: fc.record({ attack: strength, defence: strength }),
});

export const rhoArbitrary: fc.Arbitrary<number> = fc.double({ min: -0.15, max: 0.05, noNaN: true });

/** Positive probabilities of an n-way market (n in [2, 8]), no selection below ~1%. */
export const fairMarketArbitrary: fc.Arbitrary<number[]> = fc
  .array(fc.double({ min: 1, max: 100, noNaN: true }), { minLength: 2, maxLength: 8 })
  .map((weights) => {
    const total = weights.reduce((sum, w) => sum + w, 0);
    return weights.map((w) => w / total);
  });

/** Any distribution over a short run of integers, to test line rules apart from any sport. */
export const integerDistributionArbitrary: fc.Arbitrary<IntegerDistribution> = fc
  .record({
    min: fc.integer({ min: -8, max: 8 }),
    weights: fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 1, maxLength: 12 }),
  })
  .filter(({ weights }) => weights.some((w) => w > 0))
  .map(({ min, weights }) => {
    const total = weights.reduce((sum, w) => sum + w, 0);
    return { min, masses: weights.map((w) => w / total) };
  });

/** A quarter line (…, −0.75, −0.25, 0.25, …) within ±10. */
export const quarterLineArbitrary: fc.Arbitrary<number> = fc.integer({ min: -20, max: 19 }).map((k) => (2 * k + 1) / 4);

/** Any Asian line, a multiple of 0.25 within ±10. */
export const asianLineArbitrary: fc.Arbitrary<number> = fc.integer({ min: -40, max: 40 }).map((k) => k / 4);

export function sumOf(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}
