import { describe, expect, it } from 'vitest';
import { COUPON_TYPE, type CouponTypeId } from './coupon-types';
import { expressBonusCoef } from './express-bonus-coef';
import { isBonusExpressEligible, type BonusExpressInput } from './is-bonus-express-eligible';
import { odds } from './test-support';

const bet = (coef: number, kind = 1) => ({ coef: odds(coef), kind });
const eligible: BonusExpressInput = {
  siteAllowsBonusExpress: true,
  typeId: COUPON_TYPE.express,
  bets: [bet(1100), bet(1500), bet(2000)],
};

describe('bonus bet on an express: site option, type express, no market kind 7, every coef ≥ 1.1, ≥ 3 bets, total ≥ 1.01', () => {
  it('accepts the smallest eligible express', () => {
    expect(isBonusExpressEligible(eligible)).toBe(true);
  });

  it.each<[string, Partial<BonusExpressInput>]>([
    ['the site option is off', { siteAllowsBonusExpress: false }],
    ['the type is a system', { typeId: COUPON_TYPE.system as CouponTypeId }],
    ['a market is of kind 7', { bets: [bet(1100), bet(1500), bet(2000, 7)] }],
    ['a coef is below 1.1', { bets: [bet(1099), bet(1500), bet(2000)] }],
    ['there are only 2 bets', { bets: [bet(1500), bet(2000)] }],
  ])('refuses when %s', (_why, change) => {
    expect(isBonusExpressEligible({ ...eligible, ...change })).toBe(false);
  });
});

describe('bonus coefficient: 1 × (1 + n/100) for n = 1 … 9 bets, else 1.1', () => {
  it.each([
    [1, 1010],
    [3, 1030],
    [9, 1090],
    [10, 1100],
    [25, 1100],
  ])('%d bets → %d thousandths', (n, expected) => {
    expect(expressBonusCoef(n)).toBe(expected);
  });

  it.each([0, -1, 2.5])('rejects %d bets', (n) => {
    expect(() => expressBonusCoef(n)).toThrow(RangeError);
  });
});
