import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  cashbackPeriod,
  levelAtPeriodEnd,
  levelWindow,
  PREMIUM_CASHBACK,
  premiumCashbackAmount,
  premiumPointsNeeded,
  VIP_LEVELS,
  vipCashbackAmount,
  vipCashbackTerms,
} from './index';

const levels = VIP_LEVELS.map((l) => l.id);
const base = fc.record({
  percent: fc.integer({ min: 0, max: 10_000 }).map((h) => h / 100),
  cap: fc.option(fc.bigInt({ min: 1n, max: 10n ** 10n }), { nil: null }),
});

describe('issue 16 cashback by VIP level (pure rules)', () => {
  it('Bronze pays the definition terms; Silver ×1.25, Gold ×1.5, Platinum ×2 (percent and cap)', () => {
    expect(vipCashbackTerms({ percent: 10, cap: 1_000n }, 'bronze')).toEqual({ percent: 10, cap: 1_000n });
    expect(vipCashbackTerms({ percent: 10, cap: 1_000n }, 'silver')).toEqual({ percent: 12.5, cap: 1_250n });
    expect(vipCashbackTerms({ percent: 10, cap: 1_000n }, 'platinum')).toEqual({ percent: 20, cap: 2_000n });
    expect(vipCashbackTerms({ percent: 60, cap: null }, 'platinum')).toEqual({ percent: 100, cap: null });
  });

  it('premium: nothing below Gold; Gold 5 %, Platinum 8 %; points needed to reach Gold', () => {
    expect(premiumCashbackAmount('silver', 10_000n)).toBe(0n);
    expect(premiumCashbackAmount('gold', 10_000n)).toBe(500n);
    expect(premiumCashbackAmount('platinum', 10_000n)).toBe(800n);
    expect(premiumPointsNeeded(0)).toBe(2_500);
    expect(premiumPointsNeeded(2_499)).toBe(1);
    expect(premiumPointsNeeded(9_000)).toBe(0);
  });

  it("the level counts the 90 days before the period's end", () => {
    const p = cashbackPeriod(Date.UTC(2026, 10, 18));
    expect(levelWindow(p)).toEqual({ from: p.end - 90 * 86_400_000, to: p.end });
    expect(levelAtPeriodEnd(499)).toBe('bronze');
    expect(levelAtPeriodEnd(2_500)).toBe('gold');
  });

  it('property: the rate and the payment never fall as the level rises; never above the cap nor the loss', () => {
    fc.assert(
      fc.property(base, fc.bigInt({ min: -(10n ** 9n), max: 10n ** 12n }), (terms, loss) => {
        let prevPct = -1;
        let prevPaid = -1n;
        let prevPremium = -1n;
        for (const level of levels) {
          const t = vipCashbackTerms(terms, level);
          const paid = vipCashbackAmount(terms, level, loss);
          const premium = premiumCashbackAmount(level, loss);
          expect(t.percent >= prevPct).toBe(true);
          expect(paid >= prevPaid).toBe(true);
          expect(premium >= prevPremium).toBe(true);
          expect(paid >= 0n && premium >= 0n).toBe(true);
          if (loss <= 0n) expect(paid + premium).toBe(0n);
          else expect(paid <= loss && premium <= loss).toBe(true);
          if (t.cap !== null) expect(paid <= t.cap).toBe(true);
          const pc = PREMIUM_CASHBACK[level]?.cap;
          if (pc != null) expect(premium <= pc).toBe(true);
          prevPct = t.percent;
          prevPaid = paid;
          prevPremium = premium;
        }
      }),
    );
  });
});
