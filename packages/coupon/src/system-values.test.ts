import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isValidSystemValue } from './is-valid-system-value';
import { systemValues } from './system-values';

describe('system value is at least 2, above the bankers and below the leg count', () => {
  it.each<[number, number, number[]]>([
    [2, 0, []],
    [3, 0, [2]],
    [5, 0, [2, 3, 4]],
    [5, 1, [2, 3, 4]],
    [5, 2, [3, 4]],
    [5, 3, [4]],
    [5, 4, []],
  ])('%d legs, %d bankers → %j', (n, b, expected) => {
    expect(systemValues(n, b)).toEqual(expected);
  });

  it('rejects 1 and n', () => {
    expect(isValidSystemValue(1, 5)).toBe(false);
    expect(isValidSystemValue(5, 5)).toBe(false);
    expect(isValidSystemValue(2, 5)).toBe(true);
  });

  it('property: every offered value is ≥ 2', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30 }), fc.integer({ min: 0, max: 30 }), (n, b) => {
        for (const k of systemValues(n, b)) {
          expect(k).toBeGreaterThanOrEqual(2);
          expect(k).toBeGreaterThan(b);
          expect(k).toBeLessThan(n);
        }
      }),
    );
  });
});
