import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyMargin } from './apply-margin';
import { applyMultiplicativeMargin } from './apply-multiplicative-margin';
import { applyPowerMargin } from './apply-power-margin';
import { applyShinMargin } from './apply-shin-margin';
import { dixonColesGrid } from './dixon-coles-grid';
import { goalRates } from './goal-rates';
import { MARGIN_METHODS } from './margin-method';
import { matchResult } from './match-result';
import { removeMargin } from './remove-margin';
import { removeShinMargin } from './remove-shin-margin';
import { fairMarketArbitrary, ratingsArbitrary, rhoArbitrary, sumOf } from './test-support';

const marginArbitrary = fc.double({ min: 0, max: 0.15, noNaN: true });
const methodArbitrary = fc.constantFrom(...MARGIN_METHODS);

describe('after a margin the implied probabilities sum to 1 + margin', () => {
  it('property: ±1e-6 before rounding, for every method and any market', () => {
    fc.assert(
      fc.property(fairMarketArbitrary, marginArbitrary, methodArbitrary, (fair, margin, method) => {
        expect(Math.abs(sumOf(applyMargin(fair, margin, method)) - (1 + margin))).toBeLessThanOrEqual(1e-6);
      }),
    );
  });

  it('property: the same for 1X2 markets read from a Dixon-Coles grid', () => {
    fc.assert(
      fc.property(ratingsArbitrary, rhoArbitrary, marginArbitrary, methodArbitrary, (ratings, rho, margin, method) => {
        const { home, draw, away } = matchResult(dixonColesGrid({ rates: goalRates(ratings), rho }));
        expect(Math.abs(sumOf(applyMargin([home, draw, away], margin, method)) - (1 + margin))).toBeLessThanOrEqual(
          1e-6,
        );
      }),
      { numRuns: 50 },
    );
  });

  it('property: a zero margin leaves the fair probabilities as they are', () => {
    fc.assert(
      fc.property(fairMarketArbitrary, methodArbitrary, (fair, method) => {
        applyMargin(fair, 0, method).forEach((p, i) => expect(p).toBeCloseTo(fair[i] ?? Number.NaN, 12));
      }),
    );
  });

  it('multiplicative: every selection is scaled by 1 + margin (0.5/0.3/0.2 at 5% → 0.525/0.315/0.21)', () => {
    const implied = applyMultiplicativeMargin([0.5, 0.3, 0.2], 0.05);
    [0.525, 0.315, 0.21].forEach((p, i) => expect(implied[i]).toBeCloseTo(p, 15));
  });

  it('property: power and Shin load more margin on longshots (implied/fair falls as fair rises)', () => {
    fc.assert(
      fc.property(fairMarketArbitrary, fc.double({ min: 0.01, max: 0.15, noNaN: true }), (fair, margin) => {
        for (const apply of [applyPowerMargin, applyShinMargin]) {
          const implied = apply(fair, margin);
          const order = fair.map((_, i) => i).sort((a, b) => (fair[a] ?? 0) - (fair[b] ?? 0));
          for (let k = 1; k < order.length; k++) {
            const longer = order[k - 1] ?? 0;
            const shorter = order[k] ?? 0;
            const ratio = (i: number): number => (implied[i] ?? 0) / (fair[i] ?? 1);
            expect(ratio(longer)).toBeGreaterThanOrEqual(ratio(shorter) - 1e-12);
          }
        }
      }),
    );
  });
});

describe('removing the margin is the inverse of applying it', () => {
  it('property: remove(apply(fair)) = fair for every method', () => {
    fc.assert(
      fc.property(fairMarketArbitrary, marginArbitrary, methodArbitrary, (fair, margin, method) => {
        const back = removeMargin(applyMargin(fair, margin, method), method);
        back.forEach((p, i) => expect(p).toBeCloseTo(fair[i] ?? Number.NaN, 9));
        expect(sumOf(back)).toBeCloseTo(1, 12);
      }),
    );
  });

  it('Shin on odds 2.6 / 2.4 / 4.3 gives 0.37299 / 0.40478 / 0.22223 (the `shin` Python package’s example)', () => {
    const fair = removeShinMargin([1 / 2.6, 1 / 2.4, 1 / 4.3]);
    [0.37299406033208965, 0.4047794109200184, 0.2222265287474275].forEach((p, i) => expect(fair[i]).toBeCloseTo(p, 10));
  });

  it('multiplicative removal divides by the book total', () => {
    const fair = removeMargin([0.55, 0.5], 'multiplicative');
    expect(fair[0]).toBeCloseTo(0.55 / 1.05, 15);
    expect(fair[1]).toBeCloseTo(0.5 / 1.05, 15);
  });
});

describe('inputs a margin cannot be applied to are rejected', () => {
  it.each([
    ['probabilities that do not sum to 1', [0.5, 0.4], 0.05],
    ['a zero probability', [1, 0], 0.05],
    ['a single selection', [1], 0.05],
    ['a negative margin', [0.5, 0.5], -0.01],
    ['a margin that is not finite', [0.5, 0.5], Number.NaN],
  ])('%s', (_reason, fair, margin) => {
    for (const method of MARGIN_METHODS) {
      expect(() => applyMargin(fair, margin, method)).toThrow(RangeError);
    }
  });

  it('power cannot reach a margin of n − 1 or more: Σ fair^c < n', () => {
    expect(() => applyPowerMargin([0.5, 0.5], 1)).toThrow(RangeError);
  });

  it('Shin cannot reach (Σ √p)² − 1 or more: 0.99 / 0.01 tops out near 0.199', () => {
    expect(() => applyShinMargin([0.99, 0.01], 0.2)).toThrow(RangeError);
    expect(sumOf(applyShinMargin([0.99, 0.01], 0.19))).toBeCloseTo(1.19, 9);
  });

  it('removal needs two or more implied probabilities > 0; power needs each below 1; Shin a book of at least 1', () => {
    expect(() => removeMargin([0.5], 'multiplicative')).toThrow(RangeError);
    expect(() => removeMargin([0.5, 0], 'shin')).toThrow(RangeError);
    expect(() => removeMargin([0.5, 1.2], 'power')).toThrow(RangeError);
    expect(() => removeMargin([0.45, 0.45], 'shin')).toThrow(RangeError);
  });

  it('a multiplicative margin can push a heavy favourite to 1 or past it, and still comes back off', () => {
    const implied = applyMultiplicativeMargin([0.9, 0.1], 0.15);
    expect(implied[0]).toBeGreaterThan(1);
    const back = removeMargin(implied, 'multiplicative');
    expect(back[0]).toBeCloseTo(0.9, 15);
  });
});
