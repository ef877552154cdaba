import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { couponSummary } from './coupon-summary';
import { possibleWin } from './possible-win';
import { settleCoupon } from './settle-coupon';
import { ALL_STATUSES, couponArbitrary, money, paid, RETURNS, SETTLED_STATUSES, WIN_OR_LOSE } from './test-support';

describe('every coupon type', () => {
  it('property: all legs returned gives back exactly the stake taken', () => {
    fc.assert(
      fc.property(couponArbitrary(RETURNS), (coupon) => {
        expect(paid(settleCoupon(coupon))).toBe(couponSummary(coupon).stakeTaken);
      }),
    );
  });

  it('property: once no leg is pending the coupon is settled, with a payout ≥ 0', () => {
    fc.assert(
      fc.property(couponArbitrary(SETTLED_STATUSES), (coupon) => {
        expect(paid(settleCoupon(coupon))).toBeGreaterThanOrEqual(0n);
      }),
    );
  });

  it('property: never pays more than the max payout', () => {
    fc.assert(
      fc.property(couponArbitrary(ALL_STATUSES), fc.bigInt({ min: 0n, max: 10n ** 12n }), (coupon, cap) => {
        const maxPayout = money(cap);
        const result = settleCoupon(coupon, { maxPayout });
        if (result.state === 'settled') {
          expect(result.payout).toBeLessThanOrEqual(maxPayout);
          expect(result.payout).toBeGreaterThanOrEqual(0n);
        }
        const win = possibleWin(coupon, { maxPayout });
        expect(win.max).toBeLessThanOrEqual(maxPayout);
        if (win.min !== undefined) expect(win.min).toBeLessThanOrEqual(win.max);
      }),
    );
  });

  it('property: the cap only lowers a payout to the cap', () => {
    fc.assert(
      fc.property(couponArbitrary(SETTLED_STATUSES), fc.bigInt({ min: 0n, max: 10n ** 12n }), (coupon, cap) => {
        const uncapped = paid(settleCoupon(coupon));
        const capped = paid(settleCoupon(coupon, { maxPayout: money(cap) }));
        expect(capped).toBe(uncapped < cap ? uncapped : cap);
      }),
    );
  });

  it('property: possible win brackets every win/lose outcome (max always; min whenever it pays)', () => {
    fc.assert(
      fc.property(couponArbitrary(WIN_OR_LOSE), (coupon) => {
        const result = paid(settleCoupon(coupon));
        const win = possibleWin(coupon);
        expect(result).toBeLessThanOrEqual(win.max);
        if (win.min !== undefined && result > 0n) expect(result).toBeGreaterThanOrEqual(win.min);
      }),
    );
  });
});
