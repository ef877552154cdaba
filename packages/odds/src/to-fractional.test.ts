import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatFractional } from './format-fractional';
import { gcd } from './gcd';
import type { Odds } from './odds';
import { STANDARD_FRACTIONS, type Fraction } from './standard-fractions';
import { odds, oddsArbitrary } from './test-support';
import { toFractional } from './to-fractional';

// |a/b − (d − 1)| times 1000·b: integer, so distances compare exactly.
function gapNumerator(fraction: Fraction, o: Odds): number {
  return Math.abs(1000 * fraction.numerator - (o - 1000) * fraction.denominator);
}

describe('fractional a/b with d = a/b + 1', () => {
  it.each([
    [1500, '1/2'],
    [2000, '1/1'],
    [2500, '3/2'],
    [1875, '7/8'],
    [1200, '1/5'],
    [1700, '7/10'],
    [101_000, '100/1'],
  ])('exact reduced fraction with denominator <= 10: %d thousandths → %s', (t, expected) => {
    expect(formatFractional(odds(t))).toBe(expected);
  });

  it('d = 2 is "1/1", never "evens" (callers translate)', () => {
    expect(formatFractional(odds(2000))).toBe('1/1');
  });

  it.each([
    [1910, '10/11'],
    [2490, '3/2'],
    [1303, '3/10'],
    [3333, '9/4'],
    [4333, '10/3'],
    [1667, '2/3'],
    [1011, '1/100'],
  ])('otherwise the nearest standard fraction: %d thousandths → %s', (t, expected) => {
    expect(formatFractional(odds(t))).toBe(expected);
  });

  it('on an exact tie between table entries the shorter price wins (d = 2.05 → 1/1, not 11/10)', () => {
    expect(formatFractional(odds(2050))).toBe('1/1');
  });

  it.each([
    [251_000, '250/1'],
    [1_001_000, '1000/1'],
    [150_123, '149/1'],
    [150_600, '150/1'],
    [101_499, '100/1'],
    [101_500, '101/1'], // 100.5 rounds half up
  ])('above the table top: the rounded whole number over 1: %d thousandths → %s', (t, expected) => {
    expect(formatFractional(odds(t))).toBe(expected);
  });

  it('above the table top the whole-number rule wins over the exact rule (d = 150.5 → 150/1, not 299/2)', () => {
    expect(formatFractional(odds(150_500))).toBe('150/1');
  });

  it.each([
    [1001, '1/1000'],
    [1002, '1/500'],
    [1003, '1/333'],
    [1006, '1/167'],
    [1008, '1/125'],
  ])('below the table bottom: 1 over the rounded reciprocal (long odds-on): %d thousandths → %s', (t, expected) => {
    expect(formatFractional(odds(t))).toBe(expected);
  });

  it('documents the exact-first rule: d = 1.699 snaps to 8/11 while d = 1.7 is exactly 7/10', () => {
    expect(formatFractional(odds(1699))).toBe('8/11');
    expect(formatFractional(odds(1700))).toBe('7/10');
  });

  it('property: fractional value is within the nearest-table distance', () => {
    fc.assert(
      fc.property(oddsArbitrary(1000 + 10, 1000 + 100_000), (o) => {
        const shown = toFractional(o);
        for (const candidate of STANDARD_FRACTIONS) {
          // gap(shown)/shown.den ≤ gap(candidate)/candidate.den, cross-multiplied
          expect(gapNumerator(shown, o) * candidate.denominator).toBeLessThanOrEqual(
            gapNumerator(candidate, o) * shown.denominator,
          );
        }
      }),
    );
  });

  it('property: above the table top the shown value is a whole number within 1/2 of d − 1', () => {
    fc.assert(
      fc.property(oddsArbitrary(101_001, 10_000_000), (o) => {
        const shown = toFractional(o);
        expect(shown.denominator).toBe(1);
        expect(2 * gapNumerator(shown, o)).toBeLessThanOrEqual(1000);
      }),
    );
  });

  it('property: exact when the reduced denominator is <= 10 (up to 100/1), and always in lowest terms', () => {
    fc.assert(
      fc.property(oddsArbitrary(1001, 10_000_000), (o) => {
        const shown = toFractional(o);
        expect(gcd(shown.numerator, shown.denominator)).toBe(1);
        const profit = o - 1000;
        if (profit <= 100_000 && 1000 / gcd(profit, 1000) <= 10) {
          expect(shown.numerator * 1000).toBe(profit * shown.denominator);
        }
      }),
    );
  });
});
