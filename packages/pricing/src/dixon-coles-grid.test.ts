import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { correctScore } from './correct-score';
import { dixonColesGrid } from './dixon-coles-grid';
import { goalRates } from './goal-rates';
import { HALF_TIME_RATE_SHARE, halfTimeRates } from './half-time-rates';
import { matchResult } from './match-result';
import { poissonProbabilities } from './poisson-probabilities';
import { ratingsArbitrary, rhoArbitrary, sumOf } from './test-support';

describe('λ = exp(hfa + att_home + def_away), μ = exp(att_away + def_home)', () => {
  it('combines home advantage, the home attack and the away defence into λ; the reverse into μ', () => {
    const rates = goalRates({
      homeAdvantage: 0.25,
      home: { attack: 0.3, defence: -0.2 },
      away: { attack: 0.1, defence: 0.05 },
    });
    expect(rates.home).toBeCloseTo(Math.exp(0.25 + 0.3 + 0.05), 15);
    expect(rates.away).toBeCloseTo(Math.exp(0.1 - 0.2), 15);
  });

  it('rejects a rating that is not a finite number', () => {
    expect(() =>
      goalRates({ homeAdvantage: Number.NaN, home: { attack: 0, defence: 0 }, away: { attack: 0, defence: 0 } }),
    ).toThrow(RangeError);
  });
});

describe('P(x, y) = τ(x, y)·Pois(x; λ)·Pois(y; μ), truncated and renormalised to sum to 1', () => {
  it('property: the grid sums to 1 (±1e-9) for any ratings, ρ and truncation', () => {
    fc.assert(
      fc.property(ratingsArbitrary, rhoArbitrary, fc.integer({ min: 1, max: 15 }), (ratings, rho, maxGoals) => {
        const grid = dixonColesGrid({ rates: goalRates(ratings), rho, maxGoals });
        expect(grid.probabilities).toHaveLength((maxGoals + 1) ** 2);
        expect(Math.abs(sumOf(grid.probabilities) - 1)).toBeLessThanOrEqual(1e-9);
        expect(grid.probabilities.every((p) => p >= 0)).toBe(true);
      }),
    );
  });

  it('a cell is τ·Pois·Pois divided by the truncated total (λ = 1.4, μ = 1.2, ρ = −0.08)', () => {
    const rates = { home: 1.4, away: 1.2 };
    const grid = dixonColesGrid({ rates, rho: -0.08, maxGoals: 10 });
    const home = poissonProbabilities(1.4, 10);
    const away = poissonProbabilities(1.2, 10);
    const truncatedTotal = sumOf(home) * sumOf(away); // τ adds nothing to the total (see the τ tests)
    expect(correctScore(grid, 2, 1)).toBeCloseTo(((home[2] ?? 0) * (away[1] ?? 0)) / truncatedTotal, 14);
    expect(correctScore(grid, 0, 0)).toBeCloseTo(
      ((1 + 1.4 * 1.2 * 0.08) * (home[0] ?? 0) * (away[0] ?? 0)) / truncatedTotal,
      14,
    );
  });

  it('Pois(k; 2) matches e^−2·2^k/k!', () => {
    const p = poissonProbabilities(2, 4);
    [1, 2, 2, 4 / 3, 2 / 3].forEach((factor, k) => {
      expect(p[k]).toBeCloseTo(Math.exp(-2) * factor, 15);
    });
  });

  it('correct score outside the grid is 0, not undefined', () => {
    const grid = dixonColesGrid({ rates: { home: 1.3, away: 1 }, rho: 0, maxGoals: 10 });
    expect(correctScore(grid, 11, 0)).toBe(0);
    expect(correctScore(grid, -1, 0)).toBe(0);
    expect(correctScore(grid, 1.5, 0)).toBe(0);
  });

  it.each([
    ['a negative τ(0,0): ρ > 1/(λμ)', { home: 3, away: 2 }, 0.2],
    ['a negative τ(0,1): ρ < −1/λ', { home: 3, away: 0.5 }, -0.4],
    ['a negative τ(1,0): ρ < −1/μ', { home: 0.5, away: 3 }, -0.4],
    ['a negative τ(1,1): ρ > 1', { home: 0.3, away: 0.3 }, 1.5],
    ['ρ not finite', { home: 1, away: 1 }, Number.NaN],
  ])('rejects ρ that gives %s', (_reason, rates, rho) => {
    expect(() => dixonColesGrid({ rates, rho })).toThrow(RangeError);
  });

  it.each([
    ['a zero rate', { home: 0, away: 1 }, 10],
    ['an infinite rate', { home: Infinity, away: 1 }, 10],
    ['maxGoals 0', { home: 1, away: 1 }, 0],
    ['fractional maxGoals', { home: 1, away: 1 }, 5.5],
  ])('rejects %s', (_reason, rates, maxGoals) => {
    expect(() => dixonColesGrid({ rates, rho: 0, maxGoals })).toThrow(RangeError);
  });
});

describe('monotone in team strength', () => {
  it('property: raising att_home raises P(home win) and lowers P(away win)', () => {
    fc.assert(
      fc.property(
        ratingsArbitrary,
        rhoArbitrary,
        // Up to +0.3 keeps λ ≤ 5.5, where ρ ≥ −0.15 is still a valid Dixon-Coles ρ.
        fc.double({ min: 0.01, max: 0.3, noNaN: true }),
        (ratings, rho, raise) => {
          const before = matchResult(dixonColesGrid({ rates: goalRates(ratings), rho }));
          const stronger = { ...ratings, home: { ...ratings.home, attack: ratings.home.attack + raise } };
          const after = matchResult(dixonColesGrid({ rates: goalRates(stronger), rho }));
          expect(after.home).toBeGreaterThan(before.home);
          expect(after.away).toBeLessThan(before.away);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('half time uses ~45% of the full-time rates', () => {
  it('HALF_TIME_RATE_SHARE is 0.45 and scales both rates', () => {
    expect(HALF_TIME_RATE_SHARE).toBe(0.45);
    expect(halfTimeRates({ home: 2, away: 1 })).toEqual({ home: 0.9, away: 0.45 });
  });

  it.each([0, -0.1, 1.2, Number.NaN])('rejects a share of %d', (share) => {
    expect(() => halfTimeRates({ home: 2, away: 1 }, share)).toThrow(RangeError);
  });

  it('property: a half-time draw is likelier than a full-time draw (fewer goals, fewer ways to differ)', () => {
    fc.assert(
      fc.property(ratingsArbitrary, rhoArbitrary, (ratings, rho) => {
        const fullTime = goalRates(ratings);
        const ht = matchResult(dixonColesGrid({ rates: halfTimeRates(fullTime), rho }));
        const ft = matchResult(dixonColesGrid({ rates: fullTime, rho }));
        expect(ht.home + ht.draw + ht.away).toBeCloseTo(1, 12);
        expect(ht.draw).toBeGreaterThan(ft.draw);
      }),
    );
  });
});
