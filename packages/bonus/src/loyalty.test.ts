import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  MAX_POINTS,
  REWARDS,
  REWARD_FREE_SPINS_GAME,
  eurCents,
  pointsForStake,
  redeemPoints,
  validateDefinition,
  vipPeriodStart,
  vipStatus,
} from './index';

describe('issue 16 club points (1 per 1.00 EUR on sport at odds ≥ 1.50, 1 per 5.00 EUR on casino)', () => {
  it('sport earns 1 point per full euro at odds 1.50 or more; lower odds and returned coupons earn nothing', () => {
    expect(pointsForStake({ product: 'sport', eurCents: 1_099n, minOdds: 1.5 })).toBe(10);
    expect(pointsForStake({ product: 'sport', eurCents: 1_099n, minOdds: 1.49 })).toBe(0);
    expect(pointsForStake({ product: 'sport', eurCents: 1_000n, minOdds: 2, returned: true })).toBe(0);
    expect(pointsForStake({ product: 'sport', eurCents: 1_000n })).toBe(0);
  });
  it('casino earns 1 point per full 5.00 EUR', () => {
    expect(pointsForStake({ product: 'casino', eurCents: 1_499n })).toBe(2);
    expect(pointsForStake({ product: 'casino', eurCents: 499n })).toBe(0);
  });
  it('stakes are valued in euro cents at a fixed reference rate; an unknown currency earns nothing', () => {
    expect(eurCents('EUR', 1234n)).toBe(1234n);
    expect(eurCents('HRK', 7_535n)).toBe(1_000n);
    expect(eurCents('USD', 1000n)).toBeNull();
  });
  it('property: points are whole, never negative, never above int4, and monotone in the stake', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('sport' as const, 'casino' as const),
        fc.bigInt({ min: -(10n ** 6n), max: 10n ** 15n }),
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.double({ min: 1, max: 1000, noNaN: true }),
        fc.boolean(),
        (product, a, extra, minOdds, returned) => {
          const p = pointsForStake({ product, eurCents: a, minOdds, returned });
          const q = pointsForStake({ product, eurCents: a + extra, minOdds, returned });
          expect(Number.isInteger(p) && p >= 0 && p <= MAX_POINTS).toBe(true);
          expect(q).toBeGreaterThanOrEqual(p);
        },
      ),
      { seed: 16 },
    );
  });
});

describe('issue 16 VIP levels (points earned over the last 90 days: bronze 0, silver 500, gold 2500, platinum 10000)', () => {
  it('levels by threshold with progress to the next', () => {
    expect(vipStatus(0)).toEqual({ level: 'bronze', rank: 0, next: 'silver', toNext: 500, progressPercent: 0 });
    expect(vipStatus(250)).toMatchObject({ level: 'bronze', progressPercent: 50, toNext: 250 });
    expect(vipStatus(500)).toMatchObject({ level: 'silver', next: 'gold', progressPercent: 0 });
    expect(vipStatus(9_999)).toMatchObject({ level: 'gold', toNext: 1 });
    expect(vipStatus(50_000)).toEqual({ level: 'platinum', rank: 3, next: null, toNext: 0, progressPercent: 100 });
    expect(vipPeriodStart(Date.UTC(2026, 10, 24))).toBe(Date.UTC(2026, 7, 26));
  });
  it('property: the rank never falls as earned points rise; progress stays within 0..100', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 100_000 }), fc.integer({ min: 0, max: 100_000 }), (a, d) => {
        const s = vipStatus(a);
        expect(vipStatus(a + d).rank).toBeGreaterThanOrEqual(s.rank);
        expect(s.progressPercent).toBeGreaterThanOrEqual(0);
        expect(s.progressPercent).toBeLessThanOrEqual(100);
      }),
      { seed: 16 },
    );
  });
});

describe('issue 16 rewards shop', () => {
  it('every reward is a fair bonus of the engine (10 × wagering cap, one product) with a positive price', () => {
    for (const r of REWARDS) {
      expect(validateDefinition(r.definition), r.id).toBeNull();
      expect(r.price).toBeGreaterThan(0);
    }
    expect(new Set(REWARDS.map((r) => r.id)).size).toBe(REWARDS.length);
  });
  it('issue 16: the shop offers free spins on our slot, casino-only, wagering ≤ 10 × the winnings', () => {
    const spins = REWARDS.filter((r) => r.definition.kind === 'free_spins');
    expect(spins.map((r) => r.id)).toEqual(['free-spins-10']);
    for (const r of spins) {
      expect(r.definition.products).toEqual(['casino']);
      expect(r.definition.freeSpins).toEqual({ count: 10, gameId: REWARD_FREE_SPINS_GAME });
      expect(r.definition.fixedAmount).toBe(20n);
      expect(r.definition.wageringMultiplier).toBeLessThanOrEqual(10);
      // The engine itself refuses the same reward made for sport or with too much wagering.
      expect(validateDefinition({ ...r.definition, products: ['sport'] })).toBe('mixed_products');
      expect(validateDefinition({ ...r.definition, wageringMultiplier: 11 })).toBe('wagering_above_cap');
    }
  });
  it('a redemption with too few points is refused', () => {
    expect(redeemPoints(499, 500)).toEqual({ ok: false, error: 'insufficient_points' });
    expect(redeemPoints(500, 500)).toEqual({ ok: true, balance: 0 });
    expect(redeemPoints(500, 0)).toEqual({ ok: false, error: 'invalid_price' });
  });
  it('property: a redemption never spends more points than are held', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 100_000 }), fc.integer({ min: -10, max: 100_000 }), (bal, price) => {
        const r = redeemPoints(bal, price);
        if (r.ok) {
          expect(r.balance).toBeGreaterThanOrEqual(0);
          expect(bal - r.balance).toBe(price);
        } else expect(bal < price || price <= 0 || bal < 0).toBe(true);
      }),
      { seed: 16 },
    );
  });
});
