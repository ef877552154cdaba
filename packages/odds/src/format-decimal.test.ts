import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatDecimal } from './format-decimal';
import { oddsFromDecimalString } from './odds-from-decimal-string';
import { odds, oddsArbitrary } from './test-support';

describe('decimal display: at least 2 decimals, 3 when the third is non-zero', () => {
  it.each([
    [2500, '2.50'],
    [2000, '2.00'],
    [1875, '1.875'],
    [1001, '1.001'],
    [1010, '1.01'],
    [1_001_000, '1001.00'],
    [12_345, '12.345'],
  ])('%d thousandths → %s', (t, expected) => {
    expect(formatDecimal(odds(t))).toBe(expected);
  });

  it('property: display parses back to the same odds (never rounded to 2 places)', () => {
    fc.assert(
      fc.property(oddsArbitrary(1001, 10_000_000), (o) => {
        expect(oddsFromDecimalString(formatDecimal(o))).toBe(o);
      }),
    );
  });
});
