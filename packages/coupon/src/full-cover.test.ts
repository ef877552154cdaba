import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BET_STATUS } from './bet-status';
import type { LuckyCoupon, PatentCoupon } from './coupon';
import { couponLines } from './coupon-lines';
import { COUPON_TYPE } from './coupon-types';
import { fullCoverLineCount } from './full-cover-line-count';
import type { Leg } from './leg';
import { settleCoupon } from './settle-coupon';
import { leg, legArbitrary, money, paid } from './test-support';

const lucky = (stake: number, legs: readonly Leg[]): LuckyCoupon => ({
  typeId: COUPON_TYPE.lucky,
  stake: money(stake),
  legs,
});
const patent = (stake: number, legs: readonly Leg[]): PatentCoupon => ({
  typeId: COUPON_TYPE.patent,
  stake: money(stake),
  legs,
});

describe('lucky and patent: every single and every express of every size, 2ⁿ − 1 equal-stake lines', () => {
  it.each([
    [3, 7],
    [4, 15],
    [5, 31],
    [6, 63],
    [8, 255],
  ])('%d legs → %d lines', (n, lines) => {
    expect(fullCoverLineCount(n)).toBe(lines);
    const legs = Array.from({ length: n }, (_, i) => leg(1500 + i));
    expect(couponLines(lucky(100_000, legs))).toHaveLength(lines);
  });

  it('patent, 3 legs: 3 singles, 3 doubles, 1 treble', () => {
    const legs = [leg(2000), leg(3000), leg(4000)];
    const sizes = couponLines(patent(700, legs)).map((l) => l.legs.length);
    expect(sizes).toEqual([1, 1, 1, 2, 2, 2, 3]);
  });

  it('patent 7.00 on 2, 3, 4: all win pays 2+3+4 + 6+8+12 + 24 = 59.00; one winner pays its single', () => {
    const legs = [leg(2000), leg(3000), leg(4000)];
    expect(paid(settleCoupon(patent(700, legs)))).toBe(5_900n);
    const onlyFirst = [leg(2000), leg(3000, BET_STATUS.lose), leg(4000, BET_STATUS.lose)];
    expect(paid(settleCoupon(patent(700, onlyFirst)))).toBe(200n);
  });

  it('Lucky 15 at 1.00 a line on 2, 3, 4, 5, all won: (3 × 4 × 5 × 6 − 1) × 1.00 = 359.00', () => {
    const legs = [leg(2000), leg(3000), leg(4000), leg(5000)];
    expect(paid(settleCoupon(lucky(1_500, legs)))).toBe(35_900n);
  });

  it('property: lines are every non-empty subset exactly once', () => {
    fc.assert(
      fc.property(fc.array(legArbitrary(), { minLength: 1, maxLength: 8 }), (legs) => {
        const lines = couponLines(lucky(1_000_000, legs));
        expect(lines).toHaveLength(2 ** legs.length - 1);
        const masks = new Set(lines.map((l) => l.legs.reduce((m, x) => m | (1 << legs.indexOf(x)), 0)));
        expect(masks.size).toBe(lines.length);
        expect(masks.has(0)).toBe(false);
      }),
    );
  });

  it('property: all won pays per line × (∏(1 + d) − 1), less at most a minor unit per line', () => {
    fc.assert(
      fc.property(fc.array(legArbitrary([BET_STATUS.win]), { minLength: 4, maxLength: 6 }), (legs) => {
        const lines = 2 ** legs.length - 1;
        const perLine = 1_000n;
        const scale = 1000n ** BigInt(legs.length);
        const exact = legs.reduce((acc, l) => acc * (1000n + BigInt(l.odds)), 1n) - scale; // × perLine / scale
        const result = paid(settleCoupon(lucky(Number(perLine) * lines, legs)));
        expect(result * scale).toBeLessThanOrEqual(exact * perLine);
        expect((result + BigInt(lines)) * scale).toBeGreaterThan(exact * perLine);
      }),
    );
  });
});
