import { describe, expect, it } from 'vitest';
import { BET_STATUS } from './bet-status';
import type { ConditionalBlock, ConditionalCoupon } from './coupon';
import { COUPON_TYPE } from './coupon-types';
import type { Leg } from './leg';
import { settleCoupon } from './settle-coupon';
import { leg, money, paid } from './test-support';

const block = (stake: number, legs: readonly Leg[]): ConditionalBlock => ({ stake: money(stake), legs });
const conditional = (...blocks: ConditionalBlock[]): ConditionalCoupon => ({ typeId: COUPON_TYPE.conditional, blocks });
const { lose } = BET_STATUS;

describe('conditional: blocks settle in order, each staked up to the previous return; first block lost → all lost', () => {
  it('single then express: 100 on 2.0 → 200; 150 of it on 1.5 × 2.0 → 450; 50 unused → 500', () => {
    const coupon = conditional(block(100, [leg(2000)]), block(150, [leg(1500), leg(2000)]));
    expect(paid(settleCoupon(coupon))).toBe(500n);
  });

  it('the first block lost loses everything, whatever the later blocks do', () => {
    const coupon = conditional(block(100, [leg(2000, lose)]), block(150, [leg(1500)]));
    expect(paid(settleCoupon(coupon))).toBe(0n);
  });

  it('a later block lost keeps what the earlier blocks did not pass on', () => {
    const coupon = conditional(
      block(100, [leg(2000)]),
      block(150, [leg(1500), leg(2000, lose)]),
      block(10, [leg(9000)]),
    );
    expect(paid(settleCoupon(coupon))).toBe(50n);
  });

  it('the next stake is cut to the actual return (a returned first block carries only 100 of the planned 150)', () => {
    const coupon = conditional(block(100, [leg(2000, BET_STATUS.return)]), block(150, [leg(3000)]));
    expect(paid(settleCoupon(coupon))).toBe(300n);
  });

  it('is open while a staked block is pending, settled when the bet already ended', () => {
    const pending = leg(1500, BET_STATUS.gameNotStarted);
    expect(settleCoupon(conditional(block(100, [leg(2000)]), block(150, [pending]))).state).toBe('open');
    expect(paid(settleCoupon(conditional(block(100, [leg(2000, lose)]), block(150, [pending]))))).toBe(0n);
  });

  it('depends on the order of the blocks', () => {
    const a = block(100, [leg(3000)]);
    const b = block(100, [leg(2000, lose)]);
    expect(paid(settleCoupon(conditional(a, b)))).toBe(200n);
    expect(paid(settleCoupon(conditional(b, a)))).toBe(0n);
  });

  it('rejects no blocks or an empty block', () => {
    expect(() => settleCoupon(conditional())).toThrow(RangeError);
    expect(() => settleCoupon(conditional(block(100, [leg(2000)]), block(100, [])))).toThrow(RangeError);
  });
});
