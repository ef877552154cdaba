import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MIN_ODDS_THOUSANDTHS } from '@sb/odds';
import { applyMargin } from './apply-margin';
import { MARGIN_METHODS } from './margin-method';
import { oddsFromProbability } from './odds-from-probability';
import { priceMarket } from './price-market';
import { fairMarketArbitrary } from './test-support';

describe('odds are 1/p in integer thousandths, rounded to the nearest, never below 1.001', () => {
  it.each([
    [0.5, 2000],
    [0.4, 2500],
    [1 / 3, 3000],
    [0.525, 1905], // 1.90476…
    [0.315, 3175], // 3.17460…
    [0.21, 4762], // 4.76190…
    [0.999, 1001],
    [0.9995, 1001], // 1.00050025 → 1.001
    [1, 1001], // d = 1 would pay back only the stake
    [1.2, 1001], // a margined favourite past 1
    [0.001, 1_000_000],
  ])('p = %d → %d thousandths', (p, expected) => {
    expect(oddsFromProbability(p)).toBe(expected);
  });

  it.each([0, -0.1, Number.NaN, Infinity, 1e-300])('p = %d has no price', (p) => {
    expect(oddsFromProbability(p)).toBeUndefined();
  });

  it('prices a 1X2 market with a 5% multiplicative margin', () => {
    expect(priceMarket([0.5, 0.3, 0.2], 0.05, 'multiplicative')).toEqual([1905, 3175, 4762]);
  });

  it('property: every quoted price is at least 1.001 and within half a thousandth of 1/implied', () => {
    fc.assert(
      fc.property(
        fairMarketArbitrary,
        fc.double({ min: 0, max: 0.15, noNaN: true }),
        fc.constantFrom(...MARGIN_METHODS),
        (fair, margin, method) => {
          const implied = applyMargin(fair, margin, method);
          priceMarket(fair, margin, method).forEach((odds, i) => {
            const exact = 1000 / (implied[i] ?? Number.NaN);
            expect(Number.isInteger(odds)).toBe(true);
            expect(odds).toBeGreaterThanOrEqual(MIN_ODDS_THOUSANDTHS);
            if (exact >= MIN_ODDS_THOUSANDTHS) expect(Math.abs((odds ?? 0) - exact)).toBeLessThanOrEqual(0.5);
          });
        },
      ),
    );
  });
});
