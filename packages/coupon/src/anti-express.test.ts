import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { antiExpressFairOdds } from './anti-express-fair-odds';
import { antiExpressOdds } from './anti-express-odds';
import { BET_STATUS } from './bet-status';
import type { AntiExpressCoupon } from './coupon';
import { COUPON_TYPE } from './coupon-types';
import { expressOdds } from './express-odds';
import type { Leg } from './leg';
import { settleCoupon } from './settle-coupon';
import { leg, legArbitrary, money, odds, oddsArbitrary, paid, WIN_OR_LOSE } from './test-support';

const anti = (stake: number, coef: number, legs: readonly Leg[]): AntiExpressCoupon => ({
  typeId: COUPON_TYPE.antiExpress,
  stake: money(stake),
  legs,
  coef: odds(coef),
});
const { win, lose } = BET_STATUS;
const REFERENCE = [odds(1250), odds(1650), odds(1850)];

describe('anti-express: wins if at least one leg loses; void legs drop out and the odds are recomputed', () => {
  it('reference: legs 1.25, 1.65, 1.85 → express 3.81; fair anti-express 1.355; offered 1.17 (a 15.8 % margin)', () => {
    expect(expressOdds(REFERENCE) / 10n).toBe(381n);
    const fair = antiExpressFairOdds(REFERENCE);
    expect((fair.numerator * 1000n) / fair.denominator).toBe(1355n);
    expect(antiExpressOdds(REFERENCE, 0)).toBe(1355);
    expect(antiExpressOdds(REFERENCE, 158)).toBe(1170);
  });

  it('one lost leg wins the coupon at the quote: 100.00 × 1.17 = 117.00', () => {
    const coupon = anti(10_000, 1170, [leg(1250, win), leg(1650, lose), leg(1850, win)]);
    expect(paid(settleCoupon(coupon))).toBe(11_700n);
  });

  it('every leg won loses the coupon', () => {
    expect(paid(settleCoupon(anti(10_000, 1170, [leg(1250), leg(1650), leg(1850)])))).toBe(0n);
  });

  it('a void leg drops out and the quote is rescaled by the fair price: 1.17 × 1.941/1.355 → 1.675', () => {
    const coupon = anti(10_000, 1170, [leg(1250, lose), leg(1650, win), leg(1850, BET_STATUS.return)]);
    expect(paid(settleCoupon(coupon))).toBe(16_750n);
  });

  it('every leg void returns the stake', () => {
    const coupon = anti(10_000, 1170, [leg(1250, BET_STATUS.return), leg(1650, BET_STATUS.forcedReturn)]);
    expect(paid(settleCoupon(coupon))).toBe(10_000n);
  });

  it('a half-lost leg splits the stake: half wins at the quote, half is priced without the leg', () => {
    // 50.00 × 1.17 (leg lost) + 50.00 with the leg void and the others won → lost = 58.50
    const coupon = anti(10_000, 1170, [leg(1250), leg(1650), leg(1850, BET_STATUS.halfLoseHalfReturn)]);
    expect(paid(settleCoupon(coupon))).toBe(5_850n);
  });

  it('is open while a leg is pending, even after another leg lost (a void would change the price)', () => {
    const coupon = anti(10_000, 1170, [leg(1250, lose), leg(1650, BET_STATUS.gameNotStarted)]);
    expect(settleCoupon(coupon).state).toBe('open');
  });

  it('property: a void leg never lowers the price (dropping a leg lowers the express, so raises the anti-express)', () => {
    fc.assert(
      fc.property(
        fc.array(oddsArbitrary(1001, 10_000), { minLength: 2, maxLength: 6 }),
        fc.integer({ min: 1001, max: 3000 }),
        fc.nat(),
        (legOdds, coef, which) => {
          const legs: Leg[] = legOdds.map((o, i) => ({ odds: o, statusId: i === 0 ? lose : win }));
          const voided = 1 + (which % (legs.length - 1));
          const withVoid = legs.map((l, i) => (i === voided ? { ...l, statusId: BET_STATUS.return } : l));
          const full = paid(settleCoupon(anti(100_000, coef, legs)));
          expect(paid(settleCoupon(anti(100_000, coef, withVoid)))).toBeGreaterThanOrEqual(full);
        },
      ),
    );
  });

  it('property: with only wins and losses it pays the quote or nothing', () => {
    fc.assert(
      fc.property(fc.array(legArbitrary(WIN_OR_LOSE), { minLength: 2, maxLength: 6 }), (legs) => {
        const result = paid(settleCoupon(anti(10_000, 1170, legs)));
        expect(result).toBe(legs.some((l) => l.statusId === lose) ? 11_700n : 0n);
      }),
    );
  });
});
