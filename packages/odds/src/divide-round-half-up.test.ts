import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { divideRoundHalfUp } from './divide-round-half-up';

describe('round-half-up: exact integer division, halves round away from zero', () => {
  it.each([
    [5, 10, 1],
    [4, 10, 0],
    [15, 10, 2],
    [1005, 10, 101],
    [100_000, 1600, 63], // 62.5
    [100_000, 64, 1563], // 1562.5
    [100_000, 999, 100],
    [0, 7, 0],
  ])('%d / %d → %d', (dividend, divisor, expected) => {
    expect(divideRoundHalfUp(dividend, divisor)).toBe(expected);
  });

  it('stays exact at the safe-integer limit', () => {
    expect(divideRoundHalfUp(Number.MAX_SAFE_INTEGER, 1)).toBe(Number.MAX_SAFE_INTEGER);
    expect(divideRoundHalfUp(Number.MAX_SAFE_INTEGER, 2)).toBe(4_503_599_627_370_496);
  });

  it.each([
    [-1, 1],
    [1, 0],
    [1.5, 1],
    [1, -1],
  ])('rejects %d / %d', (dividend, divisor) => {
    expect(() => divideRoundHalfUp(dividend, divisor)).toThrow(RangeError);
  });

  it('property: result is the nearest integer, halves up', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 1, max: 1e6 }), (a, b) => {
        const q = divideRoundHalfUp(a, b);
        // |a/b − q| ≤ 1/2, and exactly 1/2 only when rounding up
        expect(Math.abs(2 * a - 2 * q * b)).toBeLessThanOrEqual(b);
        if (Math.abs(2 * a - 2 * q * b) === b) {
          expect(q * b).toBeGreaterThan(a);
        }
      }),
    );
  });
});
