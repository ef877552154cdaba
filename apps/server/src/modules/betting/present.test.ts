import { describe, expect, it } from 'vitest';
import { couponSchema } from '@sb/contracts';
import { presentCoupon } from './present';
import type { CouponWithLegs, LegRow } from './repository';

const START = Date.UTC(2026, 10, 26, 19);

const leg = (idx: number, names: Partial<LegRow['names']>): LegRow => ({
  couponId: 1,
  idx,
  outcomeId: `${100 + idx}_9_2.5`,
  gameId: 100 + idx,
  sportId: 1,
  champId: 5,
  groupId: 3,
  typeId: 9,
  param: 2.5,
  kind: 1,
  coef: 1_850,
  blockId: null,
  isBanker: false,
  isLobby: false,
  amount: null,
  statusId: -1,
  resultVersion: 0,
  names: { champName: 'League', team1: 'Home', team2: 'Away', title: null, startAt: START, ...names },
});

const coupon = (legs: LegRow[], placedAt: number): CouponWithLegs => ({
  id: 1,
  userId: 2,
  accountId: 3,
  currency: 'EUR',
  typeId: 2,
  stake: 1_000n,
  blockStakes: null,
  systemValue: null,
  coefPolicy: 1,
  totalCoef: 3_422n,
  antiExpressCoef: null,
  bonusCoef: null,
  hyperBonusPercent: null,
  hyperBonusRules: null,
  hyperBonusPaid: 0n,
  promoBoostCodeId: null,
  promoBoostPercent: null,
  promoBoostCap: null,
  promoBoostPaid: 0n,
  possibleWin: 3_422n,
  possibleWinMin: null,
  maxPayout: 1_000_000n,
  isVip: false,
  promoCode: null,
  status: 'open',
  betStatusId: -1,
  sharePpm: 1_000_000,
  payout: 0n,
  shortfall: 0n,
  cashedOut: 0n,
  cashoutCount: 0,
  idempotencyKey: 'key-12345',
  requestHash: 'hash',
  placedAt: new Date(placedAt),
  settledAt: null,
  settleVersion: 0,
  legs,
});

describe('issue 14 live legs in the coupon view (§4 "a bet is live")', () => {
  it('a leg shows the live flag the placement stored, and the names stay names', () => {
    const view = presentCoupon(
      coupon([leg(0, { isLive: true }), leg(1, { isLive: false, startAt: START - 60_000 })], START),
    );
    expect(view.legs.map((l) => l.isLive)).toEqual([true, false]);
    expect(view.legs[0]?.names).toEqual({
      champName: 'League',
      team1: 'Home',
      team2: 'Away',
      title: null,
      startAt: START,
    });
    expect(couponSchema.parse(view)).toEqual(view);
  });

  it('a leg stored before the flag was kept is live when placed once its game had started', () => {
    const legs = [leg(0, { startAt: START }), leg(1, { startAt: START + 1 }), leg(2, { startAt: START - 1 })];
    expect(presentCoupon(coupon(legs, START)).legs.map((l) => l.isLive)).toEqual([true, false, true]);
  });
});
