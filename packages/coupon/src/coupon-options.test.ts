import { describe, expect, it } from 'vitest';
import { BONUS_ACCOUNT_TYPE } from './constants';
import { COUPON_TYPE, isCouponTypeId } from './coupon-types';
import { isMaxAmountApplicable } from './is-max-amount-applicable';
import { isOneClickActive } from './is-one-click-active';
import { isVipBetAvailable, type VipBetInput } from './is-vip-bet-available';
import { money } from './test-support';

const vip: VipBetInput = {
  siteAllowsVipBet: true,
  maxBetAmount: money(100_000),
  bets: [{ isLive: false }, { isLive: false }],
  typeId: COUPON_TYPE.express,
};

describe('VIP bet: site option on, max bet amount finite, all bets line, coupon not empty, type ≠ 9', () => {
  it('is available for a pre-match express with a finite maximum', () => {
    expect(isVipBetAvailable(vip)).toBe(true);
  });

  it.each<[string, Partial<VipBetInput>]>([
    ['the site option is off', { siteAllowsVipBet: false }],
    ['the max bet amount is not finite', { maxBetAmount: undefined }],
    ['a bet is live', { bets: [{ isLive: false }, { isLive: true }] }],
    ['the coupon is empty', { bets: [] }],
    ['the type is many singles (9)', { typeId: COUPON_TYPE.manySingles }],
  ])('is not available when %s', (_why, change) => {
    expect(isVipBetAvailable({ ...vip, ...change })).toBe(false);
  });
});

describe('max amount: only for coupon types the site config lists, never for the bonus account', () => {
  const configuredTypeIds = [COUPON_TYPE.single, COUPON_TYPE.express];

  it('applies to a listed type on the main account', () => {
    expect(isMaxAmountApplicable({ typeId: COUPON_TYPE.express, configuredTypeIds, accountType: 0 })).toBe(true);
  });

  it('does not apply to a type the config does not list', () => {
    expect(isMaxAmountApplicable({ typeId: COUPON_TYPE.system, configuredTypeIds, accountType: 0 })).toBe(false);
  });

  it('never applies to the bonus account (type 4)', () => {
    expect(BONUS_ACCOUNT_TYPE).toBe(4);
    expect(isMaxAmountApplicable({ typeId: COUPON_TYPE.express, configuredTypeIds, accountType: 4 })).toBe(false);
  });
});

describe('one-click is active only if show_one_click is on', () => {
  it.each([
    [true, true, true],
    [true, false, false],
    [false, true, false],
    [false, false, false],
  ])('show_one_click %s, switched on %s → %s', (show, on, expected) => {
    expect(isOneClickActive(show, on)).toBe(expected);
  });
});

describe('coupon type ids are exactly the spec list 0 … 9', () => {
  it('knows 0 … 9 and nothing else', () => {
    expect([-1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10].filter(isCouponTypeId)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});
