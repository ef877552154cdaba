import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { effectiveProbability } from './effective-probability';
import { handicap } from './handicap';
import { normalCdf } from './normal-cdf';
import { normalPoints } from './normal-points';
import { overUnder } from './over-under';
import { sumOf } from './test-support';

const meanArbitrary = fc.double({ min: 150, max: 260, noNaN: true });
const sdArbitrary = fc.double({ min: 8, max: 25, noNaN: true });

describe('Φ, the standard normal CDF, to ~1e-14', () => {
  it.each([
    [0, 0.5],
    [1, 0.8413447460685429],
    [-1, 0.15865525393145707],
    [1.96, 0.9750021048517795],
    [-2, 0.022750131948179195],
    [-3, 0.0013498980316301035],
    [-4, 3.167124183311998e-5],
    [-5, 2.866515718791939e-7],
    [-8, 6.22096057427178e-16],
  ])('Φ(%d) = %d', (z, expected) => {
    expect(Math.abs(normalCdf(z) - expected)).toBeLessThanOrEqual(1e-14 + 1e-12 * expected);
  });

  it('property: Φ is non-decreasing and Φ(−z) = 1 − Φ(z)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -9, max: 9, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (z, step) => {
          expect(normalCdf(z + step)).toBeGreaterThanOrEqual(normalCdf(z));
          expect(normalCdf(-z)).toBeCloseTo(1 - normalCdf(z), 14);
        },
      ),
    );
  });
});

describe('normal approximation of points, discretised with a continuity correction', () => {
  it('property: masses are non-negative and sum to 1', () => {
    fc.assert(
      fc.property(meanArbitrary, sdArbitrary, (mean, sd) => {
        const { masses } = normalPoints({ mean, sd });
        expect(masses.every((mass) => mass >= 0)).toBe(true);
        expect(sumOf(masses)).toBeCloseTo(1, 12);
      }),
    );
  });

  it('over L.5 is 1 − Φ((L.5 − mean)/sd): the plain normal tail on half lines', () => {
    const { over, under } = overUnder(normalPoints({ mean: 212, sd: 18 }), 220.5);
    expect(over.win).toBeCloseTo(1 - normalCdf((220.5 - 212) / 18), 12);
    expect(under.win).toBeCloseTo(normalCdf((220.5 - 212) / 18), 12);
  });

  it('a whole line pushes when the total lands on it: P(total = 212) ≈ pdf/sd at the mean', () => {
    const { over } = overUnder(normalPoints({ mean: 212, sd: 18 }), 212);
    expect(over.push).toBeCloseTo(normalCdf(0.5 / 18) - normalCdf(-0.5 / 18), 12);
    expect(over.push).toBeCloseTo(1 / (18 * Math.sqrt(2 * Math.PI)), 4);
    expect(effectiveProbability(over)).toBeCloseTo(0.5, 12);
  });

  it('property: P(over) decreases as the line rises', () => {
    fc.assert(
      fc.property(
        meanArbitrary,
        sdArbitrary,
        fc.integer({ min: -40, max: 40 }),
        fc.integer({ min: 1, max: 20 }),
        (mean, sd, offset, gap) => {
          const points = normalPoints({ mean, sd });
          const lower = Math.round(mean) + offset + 0.5;
          expect(overUnder(points, lower + gap).over.win).toBeLessThan(overUnder(points, lower).over.win);
        },
      ),
    );
  });

  it('property: the book is balanced at the mean — over and under a half-line mean are 50/50', () => {
    fc.assert(
      fc.property(fc.integer({ min: 150, max: 260 }), sdArbitrary, (whole, sd) => {
        const mean = whole + 0.5;
        expect(overUnder(normalPoints({ mean, sd }), mean).over.win).toBeCloseTo(0.5, 12);
      }),
    );
  });

  it('handicaps use the distribution of home − away: home −5.5 with an expected margin of 5.5 is 50/50', () => {
    const margins = normalPoints({ mean: 5.5, sd: 12 });
    expect(effectiveProbability(handicap(margins, -5.5).home)).toBeCloseTo(0.5, 12);
    expect(effectiveProbability(handicap(margins, -2.5).home)).toBeCloseTo(1 - normalCdf(-3 / 12), 12);
  });

  it.each([
    [Number.NaN, 10],
    [200, 0],
    [200, -3],
    [200, Infinity],
  ])('rejects mean %d, sd %d', (mean, sd) => {
    expect(() => normalPoints({ mean, sd })).toThrow(RangeError);
  });
});
