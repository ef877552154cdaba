import { describe, expect, it } from 'vitest';
import { COUPON_TYPE, type CouponTypeId } from '@sb/coupon';
import { HYPER_BONUS_DEFAULTS, type BetLimits } from '@sb/contracts';
import type { CouponBet } from '../../../lib/coupon-store';
import { summaryOf, type CouponInput } from './coupon-math';
import { hyperQuote, hyperRulesOf, type HyperQuoteInput } from './hyper-bonus';

const bet = (coef: number, gameId: number): CouponBet => ({
  market: {
    id: `o${gameId}`,
    coef,
    sportId: 1,
    typeId: 1,
    kind: 1,
    isLive: false,
    champId: 1,
    gameId,
    groupId: 1,
    param: null,
  },
  blockId: 0,
  statusId: -1,
  gameStatusId: 1,
  scores: null,
  isBlocked: false,
  isDepend: false,
  isBannedExpress: false,
  gameName: `Game ${gameId}`,
  champName: 'League',
  startAt: 0,
});
/** EUR max payout: a 20-leg express at 3.00 reaches it with or without the §5 coefficient. */
const MAX_PAYOUT = 10_000_000n;
const legs = (n: number, coef = 2) => Array.from({ length: n }, (_, i) => bet(coef, i + 1));
const limits = {
  hyperBonus: { ...HYPER_BONUS_DEFAULTS, maxLimit: String(HYPER_BONUS_DEFAULTS.maxLimit['EUR']) },
} as unknown as BetLimits;

/** The quote for these selections at a 10.00 stake, with the §5 coefficient on (as the default config). */
function quote(bets: CouponBet[], extra: Partial<HyperQuoteInput> = {}, typeId: CouponTypeId = COUPON_TYPE.express) {
  const input: CouponInput = {
    typeId,
    bets,
    amount: 1000n,
    systemValue: null,
    amountByBlockId: {},
    amountByBetId: {},
    bonusExpressEnabled: true,
    antiExpressCoef: null,
  };
  return hyperQuote({
    rules: hyperRulesOf(limits),
    typeId,
    bets,
    accountType: 0,
    promoCode: '',
    plain: summaryOf({ ...input, bonusExpressEnabled: false }, MAX_PAYOUT),
    withBonus: summaryOf(input, MAX_PAYOUT),
    ...extra,
  });
}

describe('issue 16 hyper bonus on the coupon (spec §3 hyperBonusPercent, minHyperBonusBetLimit, maxHyperBonusLimit)', () => {
  it('4 selections at 2.00: +5 %, boost 750 of the 15 000 net (beats the §5 640), next step 5 selections 7 %', () => {
    expect(quote(legs(4))).toMatchObject({
      percent: 5,
      boost: 750n,
      applies: true,
      next: { legs: 5, percent: 7, more: 1 },
    });
  });

  it('3 selections: no boost yet, the hint says 1 more for +5 %', () => {
    expect(quote(legs(3))).toMatchObject({ percent: 0, applies: false, next: { legs: 4, percent: 5, more: 1 } });
  });

  it('one selection (a single) may still grow into an express: 3 more for +5 %', () => {
    expect(quote(legs(1), {}, COUPON_TYPE.single)?.next).toEqual({ legs: 4, percent: 5, more: 3 });
  });

  it('4 selections at 1.25: the §5 coefficient gains more, so no hyper bonus is applied (never both)', () => {
    expect(quote(legs(4, 1.25))).toMatchObject({ percent: 5, applies: false });
  });

  it('none for a selection below 1.20, a promo code, the bonus account, a system, or when switched off', () => {
    expect(quote([...legs(3), bet(1.15, 9)])).toBeNull();
    expect(quote(legs(4), { promoCode: 'X' })).toBeNull();
    expect(quote(legs(4), { accountType: 4 })).toBeNull();
    expect(quote(legs(4), {}, COUPON_TYPE.system)).toBeNull();
    expect(quote(legs(4), { rules: null })).toBeNull();
  });

  it('at the top of the table there is no next step; the boost stops at the cap', () => {
    const top = quote(legs(20, 3));
    expect(top).toMatchObject({ percent: 50, applies: true, next: null });
    expect(top?.boost).toBe(100_000n);
  });
});
