import { describe, expect, it } from 'vitest';
import { COUPON_TYPE } from '@sb/coupon';
import type { CouponBet } from '../../../lib/coupon-store';
import type { LiveOutcome } from '../../../lib/live-socket';
import { applyLiveOutcomes, isLiveLeg } from './live-legs';
import { placementRequest } from './placement';

function bet(id: string, coef: number, extra: Partial<CouponBet> = {}, isLive = true): CouponBet {
  return {
    market: { id, coef, sportId: 1, typeId: 1, kind: 1, isLive, champId: 1, gameId: 1, groupId: 1, param: null },
    blockId: 0,
    statusId: -1,
    gameStatusId: 2,
    scores: null,
    isBlocked: false,
    isDepend: false,
    isBannedExpress: false,
    gameName: 'Game',
    champName: 'League',
    startAt: 0,
    ...extra,
  };
}

const outcome = (id: string, coef: number, over: Partial<LiveOutcome> = {}): LiveOutcome => ({
  id,
  gameId: 1,
  sportId: 1,
  champId: 1,
  groupId: 1,
  typeId: 1,
  param: null,
  kind: 1,
  coef,
  isLive: true,
  isBlocked: false,
  gameStatusId: 2,
  ...over,
});

describe('§4 Coupon: live legs', () => {
  it('§4 a bet is live when its game plays (status 2 or 3) or its market is live, never once finished', () => {
    expect(isLiveLeg(bet('a', 2, { gameStatusId: 3 }, false))).toBe(true);
    expect(isLiveLeg(bet('a', 2, { gameStatusId: 1 }, true))).toBe(true);
    expect(isLiveLeg(bet('a', 2, { gameStatusId: 1 }, false))).toBe(false);
    expect(isLiveLeg(bet('a', 2, { gameStatusId: 4 }, true))).toBe(false);
  });

  it('Real-time delivery: an outcome topic moves the price (old kept for the indication) and locks a suspended leg', () => {
    const bets = [bet('a', 2), bet('b', 3)];
    const next = applyLiveOutcomes(
      bets,
      new Map([
        ['a', outcome('a', 2.2)],
        ['b', outcome('b', 3, { isBlocked: true })],
      ]),
      new Set(),
    );
    expect(next[0]).toMatchObject({ market: { coef: 2.2 }, prevCoef: 2, isBlocked: false });
    expect(next[1]).toMatchObject({ market: { coef: 3 }, isBlocked: true });
    expect(next[1]?.prevCoef).toBeUndefined();
  });

  it('a removed outcome locks its leg; legs a topic does not name are left alone; nothing new: same array', () => {
    const bets = [bet('a', 2), bet('b', 3)];
    const next = applyLiveOutcomes(bets, new Map(), new Set(['a']));
    expect(next.map((b) => b.isBlocked)).toEqual([true, false]);
    expect(applyLiveOutcomes(bets, new Map([['a', outcome('a', 2)]]), new Set())).toBe(bets);
  });

  it('§3 drop on score change goes to placement with a live leg only', () => {
    const input = (bets: CouponBet[]) => ({
      typeId: COUPON_TYPE.single,
      bets,
      accountId: 1,
      amount: 100n,
      systemValue: null,
      amountByBlockId: {},
      amountByBetId: {},
      settings: { changeCoefAction: 1 as const, exactCoef: 0 as const, isDropOnScoreChange: true },
      isVipBet: false,
      promoCode: '',
      antiExpressCoef: null,
      idempotencyKey: 'k-12345678',
    });
    expect(placementRequest(input([bet('a', 2)])).isDropOnScoreChange).toBe(true);
    expect(placementRequest(input([bet('a', 2, { gameStatusId: 1 }, false)])).isDropOnScoreChange).toBeUndefined();
  });
});
