import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { binomial } from './binomial';
import { BET_STATUS } from './bet-status';
import type { SystemCoupon } from './coupon';
import { couponLines } from './coupon-lines';
import { COUPON_TYPE } from './coupon-types';
import type { Leg } from './leg';
import { settleCoupon } from './settle-coupon';
import { systemLineCount } from './system-line-count';
import {
  ALL_STATUSES,
  leg,
  legArbitrary,
  money,
  paid,
  permutedLegs,
  SETTLED_STATUSES,
  systemArbitrary,
} from './test-support';

const system = (
  stake: number,
  systemValue: number,
  legs: readonly Leg[],
  bankers: readonly Leg[] = [],
): SystemCoupon => ({
  typeId: COUPON_TYPE.system,
  stake: money(stake),
  legs,
  bankers,
  systemValue,
});

describe('system k/n: C(n − b, k − b) equal-stake expresses, each holding every banker', () => {
  it.each([
    [3, 0, 2, 3],
    [4, 0, 2, 6],
    [4, 0, 3, 4],
    [5, 0, 3, 10],
    [5, 1, 3, 6], // C(4, 2)
    [6, 2, 4, 6], // C(4, 2)
    [8, 0, 4, 70],
  ])('%d legs, %d bankers, system %d → %d lines', (n, b, k, lines) => {
    expect(systemLineCount(n, b, k)).toBe(lines);
    const legs = Array.from({ length: n - b }, (_, i) => leg(1100 + i));
    const bankers = Array.from({ length: b }, (_, i) => leg(3000 + i));
    expect(couponLines(system(10_000, k, legs, bankers))).toHaveLength(lines);
  });

  it('2/3 on 2.00, 3.50, 2.40 for 300.00: three 100.00 expresses paying 700 + 480 + 840', () => {
    const legs = [leg(2000), leg(3500), leg(2400)];
    const lines = couponLines(system(30_000, 2, legs));
    expect(lines.map((l) => l.stake)).toEqual([10_000n, 10_000n, 10_000n]);
    expect(paid(settleCoupon(system(30_000, 2, legs)))).toBe(202_000n);
    const thirdLost = [leg(2000), leg(3500), leg(2400, BET_STATUS.lose)];
    expect(paid(settleCoupon(system(30_000, 2, thirdLost)))).toBe(70_000n);
  });

  it('a lost banker loses every line', () => {
    const coupon = system(30_000, 2, [leg(2000), leg(3500), leg(2400)], [leg(1500, BET_STATUS.lose)]);
    expect(couponLines(coupon)).toHaveLength(3);
    expect(paid(settleCoupon(coupon))).toBe(0n);
  });

  it('is open while any line is open, settled once every line is', () => {
    const open = system(30_000, 2, [leg(2000), leg(3500), leg(2400, BET_STATUS.gameNotStarted)]);
    expect(settleCoupon(open).state).toBe('open');
    // Two losers leave no line open: every line has a lost leg.
    const lost = system(30_000, 2, [leg(2000, BET_STATUS.lose), leg(3500, BET_STATUS.lose), leg(2400, -1)]);
    expect(paid(settleCoupon(lost))).toBe(0n);
  });

  it('a stake that does not divide evenly leaves the remainder with the player', () => {
    const lines = couponLines(system(10_000, 2, [leg(2000), leg(3500), leg(2400)]));
    expect(lines.map((l) => l.stake)).toEqual([3333n, 3333n, 3333n]);
  });

  it.each([
    ['system value 1', 1, 4, 0],
    ['system value n (an express)', 4, 4, 0],
    ['bankers fill the line', 2, 4, 2],
  ])('rejects %s', (_why, k, n, b) => {
    const legs = Array.from({ length: n - b }, () => leg(2000));
    const bankers = Array.from({ length: b }, () => leg(2000));
    expect(() => couponLines(system(10_000, k, legs, bankers))).toThrow(RangeError);
  });

  it('rejects a stake below one minor unit per line', () => {
    expect(() => couponLines(system(2, 2, [leg(2000), leg(3500), leg(2400)]))).toThrow(RangeError);
  });

  it('property: lines are the distinct k-subsets that contain every banker', () => {
    fc.assert(
      fc.property(systemArbitrary(SETTLED_STATUSES), (coupon) => {
        const lines = couponLines(coupon);
        const n = coupon.legs.length + coupon.bankers.length;
        expect(lines).toHaveLength(binomial(n - coupon.bankers.length, coupon.systemValue - coupon.bankers.length));
        const keys = new Set<string>();
        for (const line of lines) {
          expect(line.legs).toHaveLength(coupon.systemValue);
          for (const banker of coupon.bankers) expect(line.legs).toContain(banker);
          keys.add(line.legs.map((l) => [...coupon.bankers, ...coupon.legs].indexOf(l)).join(','));
        }
        expect(keys.size).toBe(lines.length);
      }),
    );
  });

  it("property: a system's return equals the sum of its expresses", () => {
    fc.assert(
      fc.property(systemArbitrary(ALL_STATUSES), (coupon) => {
        const expresses = couponLines(coupon).map((line) =>
          settleCoupon({ typeId: COUPON_TYPE.express, stake: line.stake, legs: line.legs }),
        );
        const result = settleCoupon(coupon);
        if (expresses.some((e) => e.state === 'open')) {
          expect(result.state).toBe('open');
        } else {
          expect(paid(result)).toBe(expresses.reduce((sum, e) => sum + paid(e), 0n));
        }
      }),
    );
  });

  it('property: settlement does not depend on the order of legs or bankers', () => {
    fc.assert(
      fc.property(
        permutedLegs(legArbitrary(ALL_STATUSES), 4, 7),
        fc.integer({ min: 1000, max: 1e9 }),
        fc.integer({ min: 0, max: 1 }),
        ([legs, shuffled], stake, bankerCount) => {
          const k = 3;
          const a = system(stake, k, legs.slice(bankerCount), legs.slice(0, bankerCount));
          const banker = legs.slice(0, bankerCount);
          const b = system(
            stake,
            k,
            shuffled.filter((l) => !banker.includes(l)),
            [...banker].reverse(),
          );
          expect(settleCoupon(b)).toEqual(settleCoupon(a));
        },
      ),
    );
  });
});
