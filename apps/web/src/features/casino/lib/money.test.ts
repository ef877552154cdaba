import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatMinor, formatMultiplier, parseMajor } from './money';

describe('issue 15: casino stake amounts', () => {
  it('formats minor units with two decimals', () => {
    expect(formatMinor('1234')).toBe('12.34');
    expect(formatMinor('5')).toBe('0.05');
    expect(formatMinor(-250n)).toBe('-2.50');
  });

  it('parses major amounts; refuses zero, three decimals and text', () => {
    expect(parseMajor('12.3')).toBe(1230n);
    expect(parseMajor('0,10')).toBe(10n);
    expect(parseMajor('7')).toBe(700n);
    expect(parseMajor('0')).toBeNull();
    expect(parseMajor('1.234')).toBeNull();
    expect(parseMajor('abc')).toBeNull();
  });

  it('parse(format(x)) is x for every positive amount', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 11n - 1n }), (minor) => {
        expect(parseMajor(formatMinor(minor))).toBe(minor);
      }),
    );
  });

  it('multipliers in ten-thousandths', () => {
    expect(formatMultiplier(19_800)).toBe('1.98×');
    expect(formatMultiplier(0)).toBe('0.00×');
    expect(formatMultiplier(null)).toBe('—');
  });
});
