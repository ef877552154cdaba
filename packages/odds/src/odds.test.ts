import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MIN_ODDS_THOUSANDTHS, oddsFromThousandths } from './odds';
import { oddsFromDecimalString } from './odds-from-decimal-string';
import { odds } from './test-support';
import { toDecimalNumber } from './to-decimal-number';

describe('odds are integer thousandths of d, validated integer >= 1001', () => {
  it.each([1001, 1500, 2000, 2500, 1_001_000, Number.MAX_SAFE_INTEGER])('accepts %d', (n) => {
    expect(oddsFromThousandths(n)).toBe(n);
  });

  it.each([1000, 999, 0, -2000, 1500.5, Number.NaN, Infinity, Number.MAX_SAFE_INTEGER + 1])('rejects %d', (n) => {
    expect(oddsFromThousandths(n)).toBeUndefined();
  });

  it('the minimum is d = 1.001', () => {
    expect(MIN_ODDS_THOUSANDTHS).toBe(1001);
  });
});

describe('decimal odds are exact decimals with 3 places (no rounding to 2 places)', () => {
  it.each([
    ['2.50', 2500],
    ['2.5', 2500],
    ['2', 2000],
    ['2.500', 2500],
    ['1.875', 1875],
    ['1.005', 1005],
    ['1.001', 1001],
    ['1001', 1_001_000],
    ['1001.00', 1_001_000],
  ])('parses %s as %d thousandths', (text, expected) => {
    expect(oddsFromDecimalString(text)).toBe(expected);
  });

  it.each([
    ['more than 3 decimals', '2.5000'],
    ['more than 3 decimals', '1.0015'],
    ['below 1.001', '1.000'],
    ['below 1.001', '1'],
    ['below 1.001', '0.5'],
    ['malformed', ''],
    ['malformed', '2.'],
    ['malformed', '.5'],
    ['malformed', '-2.5'],
    ['malformed', '+2.5'],
    ['malformed', ' 2.5'],
    ['malformed', '2,5'],
    ['malformed', '2e3'],
    ['malformed', '02.50'],
    ['malformed', 'abc'],
    ['beyond safe integers', '99999999999999999.999'],
  ])('rejects %s: %j', (_reason, text) => {
    expect(oddsFromDecimalString(text)).toBeUndefined();
  });

  it('toDecimalNumber returns d', () => {
    expect(toDecimalNumber(odds(2500))).toBe(2.5);
    expect(toDecimalNumber(odds(1875))).toBe(1.875);
  });

  it('property: a 3-decimal string parses to exactly its thousandths', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1001, max: 10_000_000 }), (t) => {
        const text = `${Math.floor(t / 1000)}.${String(t % 1000).padStart(3, '0')}`;
        expect(oddsFromDecimalString(text)).toBe(t);
      }),
    );
  });
});
