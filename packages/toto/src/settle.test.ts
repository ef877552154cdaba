import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TOTO_15 } from './rules';
import { couponStake, settleDraw, type CouponToSettle } from './settle';
import { PICKS, type EventOutcome, type TotoRules } from './types';

/** A three-event toto to work by hand: 80 % pool, 3 correct 60 % (jackpot), 2 correct 40 %. */
const MINI: TotoRules = {
  id: 'mini',
  events: 3,
  unit: 10n,
  maxStakePerCombination: 1_000n,
  maxCombinations: 27,
  poolShareBp: 8_000,
  tiers: [
    { hits: 3, shareBp: 6_000, jackpot: true },
    { hits: 2, shareBp: 4_000, jackpot: false },
  ],
};

describe('issue 19 toto: settling a draw', () => {
  it('worked example: stakes, pool, tiers in stake units, the cancelled event correct for everyone', () => {
    const a: CouponToSettle = { predictions: [['1'], ['X'], ['2']], perCombination: 10n };
    const b: CouponToSettle = { predictions: [['1', 'X'], ['X'], ['2']], perCombination: 20n };
    const s = settleDraw(MINI, [a, b], ['1', 'X', 'cancelled'], 5n);
    expect(s.stakes).toBe(50n);
    expect(s.split.pool).toBe(40n);
    expect(s.split.commission).toBe(10n);
    // 3 correct: A's one unit and B's (1, X, ·) at two units share 24 + the jackpot 5 = 29 → 9 each, 2 carried.
    expect(s.winners).toEqual({ 3: 3n, 2: 2n });
    expect(s.split.perUnit).toEqual({ 3: 9n, 2: 8n });
    expect(s.coupons.map((c) => c.prize)).toEqual([9n, 18n + 16n]);
    expect(s.coupons[1]?.distribution).toEqual([0, 0, 1, 1]);
    expect(s.coupons[1]?.best).toBe(3);
    expect(s.split.carriedOut).toBe(2n);
  });

  it('a draw nobody wins rolls the whole pool and the jackpot over (less the commission)', () => {
    const s = settleDraw(MINI, [{ predictions: [['2'], ['2'], ['2']], perCombination: 100n }], ['1', '1', '1'], 7n);
    expect(s.coupons[0]?.prize).toBe(0n);
    expect(s.split.carriedOut).toBe(80n + 7n);
  });

  it('refuses a stake per combination that is not a multiple of the unit, and a wrong number of outcomes', () => {
    expect(() =>
      settleDraw(MINI, [{ predictions: [['1'], ['1'], ['1']], perCombination: 15n }], ['1', '1', '1'], 0n),
    ).toThrow(RangeError);
    expect(() => settleDraw(MINI, [], ['1'], 0n)).toThrow(RangeError);
  });

  const outcome = fc.constantFrom<EventOutcome>('1', 'X', '2', 'cancelled');
  const coupon = fc.record({
    predictions: fc.array(fc.subarray([...PICKS], { minLength: 1, maxLength: 2 }), { minLength: 15, maxLength: 15 }),
    perCombination: fc.integer({ min: 1, max: 50 }).map((u) => BigInt(u) * 10n),
  });
  // Outcomes mostly copy the first coupon's first picks (null), so the high tiers are often won.
  const draw = fc
    .record({
      coupons: fc.array(coupon, { maxLength: 12 }),
      outcomes: fc.array(fc.option(outcome, { freq: 4 }), { minLength: 15, maxLength: 15 }),
      jackpotIn: fc.bigInt({ min: 0n, max: 10n ** 9n }),
    })
    .map(({ coupons, outcomes, jackpotIn }) => ({
      coupons,
      jackpotIn,
      outcomes: outcomes.map((o, i): EventOutcome => o ?? coupons[0]?.predictions[i]?.[0] ?? '1'),
    }));

  it('payouts + rollover + commission = stakes + jackpot in; the coupons’ prizes are the payouts (property)', () => {
    fc.assert(
      fc.property(draw, ({ coupons, outcomes, jackpotIn }) => {
        const s = settleDraw(TOTO_15, coupons, outcomes, jackpotIn);
        expect(s.stakes).toBe(coupons.reduce((a, c) => a + couponStake(c), 0n));
        expect(s.split.payouts + s.split.carriedOut + s.split.commission).toBe(s.stakes + jackpotIn);
        expect(s.coupons.reduce((a, c) => a + c.prize, 0n)).toBe(s.split.payouts);
        expect(s.split.payouts).toBeLessThanOrEqual(s.split.pool + jackpotIn);
      }),
    );
  });

  it('idempotent and order-free: settling again, or the coupons in another order, gives the same prizes (property)', () => {
    fc.assert(
      fc.property(draw, ({ coupons, outcomes, jackpotIn }) => {
        const once = settleDraw(TOTO_15, coupons, outcomes, jackpotIn);
        expect(settleDraw(TOTO_15, coupons, outcomes, jackpotIn)).toEqual(once);
        const reversed = settleDraw(TOTO_15, [...coupons].reverse(), outcomes, jackpotIn);
        expect(reversed.coupons.map((c) => c.prize).reverse()).toEqual(once.coupons.map((c) => c.prize));
        expect(reversed.split).toEqual(once.split);
      }),
    );
  });

  it('a coupon that copies the outcomes wins the jackpot tier; with cancelled events every coupon gains them', () => {
    const outcomes: EventOutcome[] = Array.from({ length: 15 }, (_, i) => (i === 0 ? 'cancelled' : '1'));
    const exact: CouponToSettle = {
      predictions: outcomes.map((o) => [o === 'cancelled' ? '2' : o]),
      perCombination: 10n,
    };
    const s = settleDraw(TOTO_15, [exact], outcomes, 1_000n);
    expect(s.coupons[0]?.best).toBe(15);
    expect(s.coupons[0]?.tierPrizes[15]).toBe((((10n * 8_500n) / 10_000n) * 3_000n) / 10_000n + 1_000n);
  });
});
