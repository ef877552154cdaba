import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { amountStep, checkAmount, currencyOf, formatAmount, parseAmountInput, withSymbol } from './money';

describe('amounts in major units become exact minor units (never floats)', () => {
  it.each([
    ['25.50', 2, 2550n],
    ['25,5', 2, 2550n],
    ['0.01', 2, 1n],
    [' 1 000 ', 2, 100_000n],
    ['0.1', 2, 10n],
    ['1.005', 3, 1005n],
    ['7', 0, 7n],
    // 0.1 + 0.2 style float traps stay exact
    ['1234567.89', 2, 123_456_789n],
  ] as const)('%s with exponent %i is %s', (text, exponent, minor) => {
    expect(parseAmountInput(text, exponent)).toBe(minor);
  });

  it.each([['0'], ['0.00'], ['-5'], ['1.001'], ['1e3'], ['abc'], [''], ['1.2.3'], ['.5'], ['7.5']])(
    'refuses %j',
    (text) => {
      expect(parseAmountInput(text, text === '7.5' ? 0 : 2)).toBeNull();
    },
  );

  // parseMajor takes up to 13 integer digits: the largest amount any currency here can hold.
  it('formats minor units back to the text the player typed (round trip)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 12n }), fc.integer({ min: 0, max: 4 }), (minor, exponent) => {
        expect(parseAmountInput(formatAmount(minor, exponent), exponent)).toBe(minor);
      }),
    );
  });

  it('formats API values given as numbers or digit strings', () => {
    expect(formatAmount(100, 2)).toBe('1.00');
    expect(formatAmount('1000000', 2)).toBe('10000.00');
    expect(formatAmount(5n, 0)).toBe('5');
  });
});

describe('amount checks mirror the server (min and max of the method, in minor units)', () => {
  const limits = { min: 100, max: 1_000_000 };
  it('accepts an amount inside the limits, the bounds included', () => {
    expect(checkAmount('1.00', 2, limits)).toEqual({ ok: true, minor: 100n });
    expect(checkAmount('10000', 2, limits)).toEqual({ ok: true, minor: 1_000_000n });
  });
  it('names the broken rule with the server error title', () => {
    expect(checkAmount('0.99', 2, limits)).toEqual({ ok: false, problem: 'wallet_amount_below_min' });
    expect(checkAmount('10000.01', 2, limits)).toEqual({ ok: false, problem: 'wallet_amount_above_max' });
    expect(checkAmount('ten', 2, limits)).toEqual({ ok: false, problem: 'wallet_invalid_amount' });
  });
  it('without a method only the amount itself is checked', () => {
    expect(checkAmount('0.01', 2, undefined)).toEqual({ ok: true, minor: 1n });
  });
});

describe('currency display', () => {
  it('takes symbol and exponent from the config, and falls back to the code with 2 decimals', () => {
    const list = [{ iso: 'KZT', symbol: '₸', exponent: 0 }];
    expect(currencyOf(list, 'KZT')).toEqual({ iso: 'KZT', symbol: '₸', exponent: 0 });
    expect(currencyOf(list, 'XAU')).toEqual({ iso: 'XAU', symbol: 'XAU', exponent: 2 });
  });
  it('steps and symbols', () => {
    expect(amountStep(2)).toBe('0.01');
    expect(amountStep(3)).toBe('0.001');
    expect(amountStep(0)).toBe('1');
    expect(withSymbol('25.00', '€')).toBe('25.00\u00a0€');
  });
});
