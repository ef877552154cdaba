import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BET_STATUS } from './bet-status';
import type { ExpressCoupon } from './coupon';
import { COUPON_TYPE } from './coupon-types';
import { expressOdds } from './express-odds';
import type { Leg } from './leg';
import { settleCoupon } from './settle-coupon';
import { ALL_STATUSES, leg, legArbitrary, money, odds, oddsArbitrary, paid, permutedLegs } from './test-support';

const express = (stake: number, legs: readonly Leg[], bonusCoef?: number): ExpressCoupon => ({
  typeId: COUPON_TYPE.express,
  stake: money(stake),
  legs,
  ...(bonusCoef === undefined ? {} : { bonusCoef: odds(bonusCoef) }),
});

describe('express: every leg must win and the odds multiply', () => {
  it('reference: 1.25 × 1.65 × 1.85 = 3.815625, shown 3.815 (3.81 at two decimals)', () => {
    const total = expressOdds([odds(1250), odds(1650), odds(1850)]);
    expect(total).toBe(3815n);
    expect(total / 10n).toBe(381n); // the reference's "3.81"
  });

  it('pays from the exact product, floored once: 100.00 → 381.56, not 381.50', () => {
    const coupon = express(10_000, [leg(1250), leg(1650), leg(1850)]);
    expect(paid(settleCoupon(coupon))).toBe(38_156n);
  });

  it('a lost leg loses the express, even with other legs still pending', () => {
    const coupon = express(10_000, [leg(2000), leg(1500, BET_STATUS.lose), leg(3000, BET_STATUS.gameNotStarted)]);
    expect(paid(settleCoupon(coupon))).toBe(0n);
  });

  it('a pending leg keeps it open', () => {
    for (const pending of [BET_STATUS.notCalculated, BET_STATUS.gameNotStarted]) {
      expect(settleCoupon(express(10_000, [leg(2000), leg(1500, pending)])).state).toBe('open');
    }
  });

  it('reference: a returned leg counts 1.00 (2.00 × 1.00 × 1.50 = 3.00)', () => {
    const coupon = express(10_000, [leg(2000), leg(5000, BET_STATUS.return), leg(1500)]);
    expect(paid(settleCoupon(coupon))).toBe(30_000n);
  });

  it('reference: half won counts (d + 1)/2 and half lost 0.5 — 2.00 × 1.50 × (1.90 + 1)/2 × 0.5', () => {
    const coupon = express(10_000, [
      leg(2000),
      leg(1500),
      leg(1900, BET_STATUS.halfWinHalfReturn),
      leg(1700, BET_STATUS.halfLoseHalfReturn),
    ]);
    expect(paid(settleCoupon(coupon))).toBe(21_750n); // 100 × 3 × 1.45 × 0.5
  });

  it('pays the bonus coefficient only when every leg won', () => {
    const legs = [leg(2000), leg(1500), leg(1200)];
    expect(paid(settleCoupon(express(10_000, legs, 1030)))).toBe(37_080n); // 360.00 × 1.03
    const withReturn = [...legs.slice(0, 2), leg(1200, BET_STATUS.return)];
    expect(paid(settleCoupon(express(10_000, withReturn, 1030)))).toBe(30_000n);
  });

  it('property: shown odds are the product of the leg odds truncated to thousandths', () => {
    fc.assert(
      fc.property(fc.array(oddsArbitrary(), { minLength: 1, maxLength: 12 }), (legOdds) => {
        const product = legOdds.reduce((acc, o) => acc * BigInt(o), 1n);
        const scale = 1000n ** BigInt(legOdds.length - 1);
        const shown = expressOdds(legOdds);
        expect(shown * scale).toBeLessThanOrEqual(product);
        expect((shown + 1n) * scale).toBeGreaterThan(product);
      }),
    );
  });

  it('property: an all-win express pays ⌊stake × product⌋, never less than stake × shown odds', () => {
    fc.assert(
      fc.property(
        fc.array(oddsArbitrary(), { minLength: 2, maxLength: 8 }),
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        (legOdds, stake) => {
          const coupon = express(
            0,
            legOdds.map((o) => ({ odds: o, statusId: BET_STATUS.win })),
          );
          const paidOut = paid(settleCoupon({ ...coupon, stake: money(stake) }));
          const product = legOdds.reduce((acc, o) => acc * BigInt(o), 1n);
          const scale = 1000n ** BigInt(legOdds.length);
          expect(paidOut).toBe((stake * product) / scale);
          expect(paidOut).toBeGreaterThanOrEqual((stake * expressOdds(legOdds)) / 1000n);
        },
      ),
    );
  });

  it('property: settlement does not depend on the order of the legs', () => {
    fc.assert(
      fc.property(
        permutedLegs(legArbitrary(ALL_STATUSES), 2, 8),
        fc.integer({ min: 1, max: 1e12 }),
        ([legs, shuffled], stake) => {
          expect(settleCoupon(express(stake, shuffled, 1050))).toEqual(settleCoupon(express(stake, legs, 1050)));
        },
      ),
    );
  });
});
