import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkCoupon, combinationsOf } from './coupon';
import { TOTO_15 } from './rules';
import { PICKS, type Pick } from './types';

const single = (p: Pick = '1'): Pick[][] => Array.from({ length: 15 }, () => [p]);

describe('issue 19 toto: a coupon buys the product of its picks per event as combinations', () => {
  it('one pick per event is one combination; two events with 1X and one with 1X2 are 2 · 2 · 3 = 12', () => {
    expect(combinationsOf(single())).toBe(1);
    const several = single();
    several[0] = ['1', 'X'];
    several[4] = ['X', '2'];
    several[14] = ['2', '1', 'X'];
    const checked = checkCoupon(TOTO_15, several, 30n);
    expect(checked).toMatchObject({ ok: true, combinations: 12, stake: 360n });
    // Picks come back in 1, X, 2 order whatever the order sent.
    if (checked.ok) expect(checked.predictions[14]).toEqual(['1', 'X', '2']);
  });

  it('refuses a wrong number of events, an event with no pick, a pick twice, too many combinations', () => {
    expect(checkCoupon(TOTO_15, single().slice(1), 10n)).toEqual({ ok: false, code: 'wrong_event_count' });
    const none = single();
    none[3] = [];
    expect(checkCoupon(TOTO_15, none, 10n)).toEqual({ ok: false, code: 'no_pick', event: 3 });
    const twice = single();
    twice[7] = ['X', 'X'];
    expect(checkCoupon(TOTO_15, twice, 10n)).toEqual({ ok: false, code: 'duplicate_pick', event: 7 });
    // 3^7 = 2187 > 1296 combinations.
    const wide = single().map((p, i) => (i < 7 ? [...PICKS] : p));
    expect(checkCoupon(TOTO_15, wide, 10n)).toEqual({ ok: false, code: 'too_many_combinations' });
  });

  it('the stake per combination is a positive multiple of 0.10 up to 100.00', () => {
    for (const bad of [0n, 5n, 15n, 10_010n, -10n])
      expect(checkCoupon(TOTO_15, single(), bad).ok, String(bad)).toBe(false);
    for (const good of [10n, 20n, 10_000n]) expect(checkCoupon(TOTO_15, single(), good).ok, String(good)).toBe(true);
  });

  it('stake = combinations × stake per combination, combinations = ∏ picks per event (property)', () => {
    const picks = fc.subarray([...PICKS], { minLength: 1 });
    fc.assert(
      fc.property(fc.array(picks, { minLength: 15, maxLength: 15 }), fc.integer({ min: 1, max: 1_000 }), (p, units) => {
        const n = p.reduce((a, x) => a * x.length, 1);
        const checked = checkCoupon(TOTO_15, p, BigInt(units) * 10n);
        if (n > TOTO_15.maxCombinations) expect(checked).toEqual({ ok: false, code: 'too_many_combinations' });
        else expect(checked).toMatchObject({ ok: true, combinations: n, stake: BigInt(n * units) * 10n });
      }),
    );
  });
});
