import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BET_STATUS } from './bet-status';
import type { MultiBetCoupon } from './coupon';
import { couponLines } from './coupon-lines';
import { COUPON_TYPE } from './coupon-types';
import type { Leg } from './leg';
import { settleCoupon } from './settle-coupon';
import { ALL_STATUSES, leg, legArbitrary, money, paid } from './test-support';

const multiBet = (stake: number, systemValue: number, legs: readonly Leg[], lobby: readonly Leg[]): MultiBetCoupon => ({
  typeId: COUPON_TYPE.multiBet,
  stake: money(stake),
  legs,
  systemValue,
  lobby,
});
const SYSTEM_LEGS = [leg(1500), leg(2000), leg(3000)];

describe('multi-bet: a system whose every line also carries the lobby (a single or an express)', () => {
  it('without a lobby it settles as the system on the same legs', () => {
    fc.assert(
      fc.property(fc.array(legArbitrary(ALL_STATUSES), { minLength: 3, maxLength: 6 }), (legs) => {
        const asSystem = settleCoupon({
          typeId: COUPON_TYPE.system,
          stake: money(60_000),
          legs,
          bankers: [],
          systemValue: 2,
        });
        expect(settleCoupon(multiBet(60_000, 2, legs, []))).toEqual(asSystem);
      }),
    );
  });

  it('lobby 2.0 won, system 2/3 won: lobby odds × system return (2 × (300 + 450 + 600) = 2700)', () => {
    const coupon = multiBet(300, 2, SYSTEM_LEGS, [leg(2000)]);
    expect(couponLines(coupon).map((l) => l.legs.length)).toEqual([3, 3, 3]);
    expect(paid(settleCoupon(coupon))).toBe(2_700n);
  });

  it('lobby lost → all lost', () => {
    expect(paid(settleCoupon(multiBet(300, 2, SYSTEM_LEGS, [leg(2000, BET_STATUS.lose)])))).toBe(0n);
  });

  it('system lost → all lost', () => {
    const lost = [leg(1500, BET_STATUS.lose), leg(2000, BET_STATUS.lose), leg(3000)];
    expect(paid(settleCoupon(multiBet(300, 2, lost, [leg(2000)])))).toBe(0n);
  });

  it('an express lobby multiplies in as its product; a returned lobby counts 1.00', () => {
    expect(paid(settleCoupon(multiBet(300, 2, SYSTEM_LEGS, [leg(2000), leg(1500)])))).toBe(4_050n);
    expect(paid(settleCoupon(multiBet(300, 2, SYSTEM_LEGS, [leg(2000, BET_STATUS.return)])))).toBe(1_350n);
  });

  it('needs 3 events besides the lobby and a system value from 2 below their count', () => {
    expect(() => couponLines(multiBet(300, 2, SYSTEM_LEGS.slice(0, 2), [leg(2000)]))).toThrow(RangeError);
    expect(() => couponLines(multiBet(300, 3, SYSTEM_LEGS, [leg(2000)]))).toThrow(RangeError);
  });
});
