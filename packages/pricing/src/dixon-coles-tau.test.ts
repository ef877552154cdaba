import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { correctScore } from './correct-score';
import { dixonColesGrid } from './dixon-coles-grid';
import { dixonColesTau } from './dixon-coles-tau';
import { poissonProbabilities } from './poisson-probabilities';

// λ ≠ μ on purpose: with equal rates a swapped τ(0,1)/τ(1,0) would pass.
const rates = { home: 1.5, away: 1.1 };
const rho = -0.1;

describe('τ(0,0) = 1 − λμρ, τ(0,1) = 1 + λρ, τ(1,0) = 1 + μρ, τ(1,1) = 1 − ρ, else 1', () => {
  it.each([
    [0, 0, 1 - 1.5 * 1.1 * -0.1], // 1.165
    [0, 1, 1 + 1.5 * -0.1], // 0.85: the home rate goes with the 0–1 cell
    [1, 0, 1 + 1.1 * -0.1], // 0.89: the away rate goes with the 1–0 cell
    [1, 1, 1.1],
    [2, 0, 1],
    [0, 2, 1],
    [2, 2, 1],
    [1, 2, 1],
    [5, 3, 1],
  ])('τ(%d,%d) with λ = 1.5, μ = 1.1, ρ = −0.1 is %d', (x, y, expected) => {
    expect(dixonColesTau(x, y, rates, rho)).toBeCloseTo(expected, 15);
  });

  it('ρ = 0 is the independent Poisson model: every τ is 1', () => {
    for (const [x, y] of [
      [0, 0],
      [0, 1],
      [1, 0],
      [1, 1],
    ] as const) {
      expect(dixonColesTau(x, y, rates, 0)).toBe(1);
    }
  });

  it('property: the correction only moves mass between low scores — Σ (τ − 1)·Pois·Pois over the four cells is 0', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.2, max: 4, noNaN: true }),
        fc.double({ min: 0.2, max: 4, noNaN: true }),
        fc.double({ min: -0.2, max: 0.05, noNaN: true }),
        (home, away, r) => {
          const h = poissonProbabilities(home, 1);
          const a = poissonProbabilities(away, 1);
          let moved = 0;
          for (const x of [0, 1]) {
            for (const y of [0, 1]) {
              moved += (dixonColesTau(x, y, { home, away }, r) - 1) * (h[x] ?? 0) * (a[y] ?? 0);
            }
          }
          expect(Math.abs(moved)).toBeLessThan(1e-15);
        },
      ),
    );
  });

  it('the grid applies τ to the right cells: P(0,1)/P(0,2) and P(1,0)/P(2,0) carry τ(0,1) and τ(1,0)', () => {
    const grid = dixonColesGrid({ rates, rho });
    // Pois(1; μ)/Pois(2; μ) = 2/μ, so what is left of the ratio is τ(0,1).
    expect(correctScore(grid, 0, 1) / correctScore(grid, 0, 2)).toBeCloseTo((1 + 1.5 * rho) * (2 / 1.1), 12);
    expect(correctScore(grid, 1, 0) / correctScore(grid, 2, 0)).toBeCloseTo((1 + 1.1 * rho) * (2 / 1.5), 12);
    expect(correctScore(grid, 0, 0) / correctScore(grid, 0, 2)).toBeCloseTo((1 - 1.5 * 1.1 * rho) * (2 / 1.1 ** 2), 12);
    expect(correctScore(grid, 1, 1) / correctScore(grid, 2, 2)).toBeCloseTo((1 - rho) * (4 / (1.5 * 1.1)), 12);
  });
});
