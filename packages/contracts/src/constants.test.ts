import { describe, expect, it } from 'vitest';
import { ACCOUNT_TYPE, currencyOf, exponentOf, LIMIT_TYPE } from './constants';

describe('issue 12: shared spec constants in the contracts', () => {
  it('spec §3 Account types: main 0, bonus 4, currency 9', () => {
    expect(ACCOUNT_TYPE).toEqual({ main: 0, bonus: 4, currency: 9 });
  });

  it('spec §3 Limit types: self-exclusion 30, timeout 33, deposit 20–22', () => {
    expect(LIMIT_TYPE.selfExclusion).toBe(30);
    expect(LIMIT_TYPE.timeout).toBe(33);
    expect([LIMIT_TYPE.deposit24h, LIMIT_TYPE.deposit7d, LIMIT_TYPE.deposit30d]).toEqual([20, 21, 22]);
  });

  it("exponentOf: the config's exponent, or 2 for a currency the config does not list", () => {
    const currencies = [
      { iso: 'EUR', symbol: '€', exponent: 2 },
      { iso: 'JPY', symbol: '¥', exponent: 0 },
    ];
    expect(exponentOf(currencies, 'JPY')).toBe(0);
    expect(exponentOf(currencies, 'EUR')).toBe(2);
    expect(exponentOf(currencies, 'XXX')).toBe(2);
    expect(exponentOf(undefined, 'EUR')).toBe(2);
    expect(currencyOf(currencies, 'XXX')).toEqual({ iso: 'XXX', symbol: 'XXX', exponent: 2 });
  });
});
