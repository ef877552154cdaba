import { describe, expect, it } from 'vitest';
import { BET_STATUS } from './bet-status';
import type { ChainCoupon } from './coupon';
import { COUPON_TYPE } from './coupon-types';
import type { Leg } from './leg';
import { settleCoupon } from './settle-coupon';
import { leg, money, paid } from './test-support';

const chain = (unit: number, legs: readonly Leg[]): ChainCoupon => ({
  typeId: COUPON_TYPE.chain,
  stake: money(unit),
  legs,
});
const { win, lose } = BET_STATUS;

describe('chain: the unit goes on leg 1; returns go to the bank; each next leg takes the unit from the bank', () => {
  it('worked example, unit 3.00: 2.0 won, 1.5 won, 2.0 lost, 3.0 won, 1.5 lost → 7.50', () => {
    const coupon = chain(300, [leg(2000, win), leg(1500, win), leg(2000, lose), leg(3000, win), leg(1500, lose)]);
    expect(paid(settleCoupon(coupon))).toBe(750n);
  });

  it('every leg won: unit + unit × Σ(d − 1)', () => {
    const coupon = chain(1000, [leg(2000), leg(1500), leg(3000)]);
    expect(paid(settleCoupon(coupon))).toBe(1000n + 1000n + 500n + 2000n);
  });

  it('the first leg lost leaves an empty bank: the whole chain is lost, later legs are never staked', () => {
    const coupon = chain(1000, [leg(2000, lose), leg(5000, win), leg(3000, BET_STATUS.gameNotStarted)]);
    expect(paid(settleCoupon(coupon))).toBe(0n);
  });

  it('a bank below the unit stakes all that is left', () => {
    // 1.00 on 1.5 → bank 1.50; 1.00 goes on leg 2 (lost); the 0.50 left goes on leg 3 at 2.0 → 1.00
    const coupon = chain(100, [leg(1500), leg(1800, lose), leg(2000)]);
    expect(paid(settleCoupon(coupon))).toBe(100n);
  });

  it('a returned leg passes the unit on and banks nothing', () => {
    const coupon = chain(100, [leg(1500, BET_STATUS.return), leg(2000)]);
    expect(paid(settleCoupon(coupon))).toBe(200n);
  });

  it('is open while a staked leg is pending', () => {
    expect(settleCoupon(chain(100, [leg(1500), leg(2000, BET_STATUS.notCalculated), leg(2000)])).state).toBe('open');
  });

  it('depends on the order of the legs', () => {
    const a = chain(100, [leg(3000, win), leg(2000, lose)]);
    const b = chain(100, [leg(2000, lose), leg(3000, win)]);
    expect(paid(settleCoupon(a))).toBe(200n);
    expect(paid(settleCoupon(b))).toBe(0n);
  });

  it('rejects a chain without legs', () => {
    expect(() => settleCoupon(chain(100, []))).toThrow(RangeError);
  });
});
