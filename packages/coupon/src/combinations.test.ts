import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { binomial } from './binomial';
import { combinations } from './combinations';
import { splitStake } from './split-stake';
import { money } from './test-support';

describe('combinations: C(n, k) distinct subsets in index order', () => {
  it('abc choose 2 → ab, ac, bc', () => {
    expect(combinations(['a', 'b', 'c'], 2)).toEqual([
      ['a', 'b'],
      ['a', 'c'],
      ['b', 'c'],
    ]);
  });

  it.each([
    [0, 0, 1],
    [5, 0, 1],
    [5, 5, 1],
    [5, 2, 10],
    [10, 3, 120],
    [3, 4, 0],
    [3, -1, 0],
  ])('C(%d, %d) = %d', (n, k, expected) => {
    expect(binomial(n, k)).toBe(expected);
    expect(
      combinations(
        Array.from({ length: Math.max(n, 0) }, (_, i) => i),
        k,
      ),
    ).toHaveLength(expected);
  });

  it('property: Pascal — C(n, k) = C(n − 1, k − 1) + C(n − 1, k)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.integer({ min: 1, max: 50 }), (n, k) => {
        expect(binomial(n, k)).toBe(binomial(n - 1, k - 1) + binomial(n - 1, k));
      }),
    );
  });
});

describe('an equal split rounds each line down; the remainder stays with the player', () => {
  it('10.00 over 3 lines: 3.33 each, 9.99 taken, 0.01 left', () => {
    expect(splitStake(money(1000), 3)).toEqual({ perLine: 333n, taken: 999n, remainder: 1n });
  });

  it('refuses a split that leaves a line without a minor unit, or no lines', () => {
    expect(splitStake(money(2), 3)).toBeUndefined();
    expect(splitStake(money(2), 0)).toBeUndefined();
  });

  it('property: taken + remainder = total, remainder < lines', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 15n }), fc.integer({ min: 1, max: 1000 }), (total, lines) => {
        const split = splitStake(money(total), lines);
        if (split === undefined) {
          expect(total).toBeLessThan(BigInt(lines));
          return;
        }
        expect(split.taken + split.remainder).toBe(total);
        expect(split.remainder).toBeLessThan(BigInt(lines));
        expect(split.taken).toBe(split.perLine * BigInt(lines));
      }),
    );
  });
});
