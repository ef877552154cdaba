import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { and, eq, like, sql } from 'drizzle-orm';
import { HYPER_BONUS_DEFAULTS, type BetLimits, type CouponView } from '@sb/contracts';
import { hyperBonusPercentFor } from '@sb/coupon';
import { betCoupons, ledgerEntries, ledgerTransactions } from '../../db/schema';
import { DEFAULT_CONFIG } from '../config';
import { fund } from '../../test/betting-support';
import {
  app,
  bet,
  betting,
  booksClean,
  couponOf,
  line,
  place,
  player,
  tdb,
  useBettingTestApp,
  type Player,
} from './betting-test-helpers';

useBettingTestApp();

/** `n` games priced [coef, 3, 4]; the express bets the home win (typeId 1) of each. */
const games = (n: number, coef = 2) => Array.from({ length: n }, () => line.game([coef, 3, 4]));
const express = (p: Player, gs: number[], body: Record<string, unknown> = {}) =>
  place(p, { typeId: 1, amount: 1000, bets: gs.map((g) => bet(g)), ...body });
const view = async (p: Player, id: string) => couponOf(await p.get(`/bets-api/v1/coupons/${id}`));
/** Home win 1:0, away win 0:1, or the game cancelled (legs forced returns, status 3). */
type Result = 'win' | 'lose' | 'void';
const finish = async (g: number, r: Result, version = 1) => {
  const res =
    r === 'void'
      ? await line.finish(g, 0, 0, { statusId: 5, version })
      : await line.finish(g, r === 'win' ? 1 : 0, r === 'win' ? 0 : 1, { version });
  await betting.enqueue(res);
};
/** What the ledger moved to the player under the coupon's hyper bonus keys. */
const hyperLedger = async (c: CouponView, accountId: number) => {
  const [row] = await tdb.database.db
    .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::text` })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.txnId))
    .where(
      and(
        like(ledgerTransactions.idempotencyKey, `hyper\\_bonus:${c.id}:%`),
        eq(ledgerTransactions.kind, 'bet_hyper_bonus'),
        eq(ledgerEntries.accountId, accountId),
      ),
    );
  return BigInt(row?.sum ?? '0');
};

describe('issue 16 hyper bonus at placement (spec §3 hyperBonusPercent stored with the coupon)', () => {
  it('a 4-leg express at 2.00 carries 5 % instead of the §5 coefficient (750 > 640) and shows the possible boost', async () => {
    const p = await player();
    const c = couponOf(await express(p, games(4)));
    // possible win 16 000; §5 would add 4 % = 640, the hyper bonus 5 % of 15 000 net = 750.
    expect(c).toMatchObject({ hyperBonusPercent: 5, bonusCoef: null, possibleWin: '16000', possibleHyperBonus: '750' });
    expect(c.hyperBonus).toBe('0');
    const [row] = await tdb.database.db
      .select()
      .from(betCoupons)
      .where(eq(betCoupons.id, Number(c.id)));
    expect(row?.hyperBonusPercent).toBe(5);
    expect(row?.hyperBonusRules).toMatchObject({ minLegs: 4, minLegCoef: 1200, maxLimit: '100000' });
  });

  it('never both: where the §5 coefficient gains more (4 legs at 1.25: 97 vs 72) it stays and no hyper bonus', async () => {
    const p = await player();
    const c = couponOf(await express(p, games(4, 1.25)));
    expect(c).toMatchObject({ hyperBonusPercent: null, possibleHyperBonus: null, bonusCoef: 1.04 });
  });

  it.each<[string, (p: Player) => Promise<CouponView>]>([
    ['3 selections (below minHyperBonusBetLimit 4)', async (p) => couponOf(await express(p, games(3)))],
    ['a selection below 1.20', async (p) => couponOf(await express(p, [...games(3), ...games(1, 1.15)]))],
    ['a promo code on the coupon', async (p) => couponOf(await express(p, games(4), { promoCode: 'SPRING' }))],
    [
      'a system',
      async (p) =>
        couponOf(await place(p, { typeId: 2, systemValue: 2, amount: 1000, bets: games(4).map((g) => bet(g)) })),
    ],
    [
      'many singles',
      async (p) => couponOf(await place(p, { typeId: 9, amount: 1000, bets: games(4).map((g) => bet(g)) })),
    ],
  ])('none on %s', async (_why, make) => {
    const p = await player();
    expect((await make(p)).hyperBonusPercent).toBeNull();
  });

  it('none on a bonus-account stake', async () => {
    const p = await player();
    await fund(app, p.bonus, 10_000n);
    const c = couponOf(await express(p, games(4), { accountId: p.bonus }));
    expect(c.hyperBonusPercent).toBeNull();
  });

  it('none when the operator switched it off; GET /limits carries the table and the currency cap', async () => {
    const p = await player();
    const limits = (await p.get('/bets-api/v1/limits?currency=EUR')).json<BetLimits>();
    expect(limits.hyperBonus).toMatchObject({ minLegs: 4, minLegCoef: 1200, maxLimit: '100000' });
    expect(limits.hyperBonus?.steps).toEqual(HYPER_BONUS_DEFAULTS.steps);
    const off = { ...DEFAULT_CONFIG.betting.hyperBonus, enabled: false };
    await app.config.setGroup('betting', { ...DEFAULT_CONFIG.betting, hyperBonus: off }, 'test');
    expect((await p.get('/bets-api/v1/limits?currency=EUR')).json<BetLimits>().hyperBonus).toBeNull();
    expect(couponOf(await express(p, games(4))).hyperBonusPercent).toBeNull();
  });

  it('a table with a falling percentage is refused by the config schema (4xx), the stored one unchanged', async () => {
    const bad = {
      ...DEFAULT_CONFIG.betting.hyperBonus,
      steps: [
        { legs: 4, percent: 9 },
        { legs: 5, percent: 3 },
      ],
    };
    await expect(app.config.setGroup('betting', { ...DEFAULT_CONFIG.betting, hyperBonus: bad }, 't')).rejects.toThrow();
  });
});

describe('issue 16 hyper bonus at settlement: paid once, from the house, as its own ledger transfer', () => {
  it('a won 4-leg express pays 16 000 + 750 (hyper_bonus:{id}:1, kind bet_hyper_bonus); a repeat result pays nothing more', async () => {
    const p = await player();
    const gs = games(4);
    const c = couponOf(await express(p, gs));
    for (const g of gs) await finish(g, 'win');
    await finish(gs[0] ?? 0, 'win');
    const after = await view(p, c.id);
    expect(after).toMatchObject({
      status: 'settled',
      statusId: 1,
      payout: '16000',
      hyperBonus: '750',
      hyperBonusPercent: 5,
    });
    expect(await p.balance()).toBe(100_000n - 1000n + 16_000n + 750n);
    const [txn] = await tdb.database.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, `hyper_bonus:${c.id}:1`));
    expect(txn?.kind).toBe('bet_hyper_bonus');
    expect(await hyperLedger(c, p.main)).toBe(750n);
    const h = (await p.get('/bets-api/v1/coupons?status=settled')).json<{ totals: { won: string }[] }>();
    expect(h.totals[0]?.won).toBe('16750');
    expect(await booksClean()).toBe(true);
  });

  it('a voided leg drops out: 5 legs, one cancelled → 4 counted, 5 % of 15 000 = 750', async () => {
    const p = await player();
    const gs = games(5);
    const c = couponOf(await express(p, gs));
    expect(c.hyperBonusPercent).toBe(7);
    await finish(gs[0] ?? 0, 'void');
    for (const g of gs.slice(1)) await finish(g, 'win');
    expect(await view(p, c.id)).toMatchObject({ payout: '16000', hyperBonus: '750', hyperBonusPercent: 5 });
  });

  it('voids leaving 3 legs, or a lost leg: no boost', async () => {
    const p = await player();
    const a = games(4);
    const b = games(4);
    const ca = couponOf(await express(p, a));
    const cb = couponOf(await express(p, b));
    await finish(a[0] ?? 0, 'void');
    for (const g of a.slice(1)) await finish(g, 'win');
    await finish(b[0] ?? 0, 'lose');
    for (const g of b.slice(1)) await finish(g, 'win');
    expect(await view(p, ca.id)).toMatchObject({ payout: '8000', hyperBonus: '0', hyperBonusPercent: 0 });
    expect(await view(p, cb.id)).toMatchObject({ payout: '0', hyperBonus: '0' });
    expect(await hyperLedger(ca, p.main)).toBe(0n);
  });

  it('capped at maxHyperBonusLimit: EUR 100 000 minor units per coupon', async () => {
    const p = await player('EUR', 1_000_000n);
    const gs = games(6, 3);
    // 729 × 300 000 reaches the max payout 10 000 000; 9 % of the net is far above the cap.
    const c = couponOf(await express(p, gs, { amount: 300_000 }));
    for (const g of gs) await finish(g, 'win');
    expect(await view(p, c.id)).toMatchObject({ payout: '10000000', hyperBonus: '100000' });
  });

  it('a correction to a loss takes the boost back with hyper_bonus:{id}:2', async () => {
    const p = await player();
    const gs = games(4);
    const c = couponOf(await express(p, gs));
    for (const g of gs) await finish(g, 'win');
    expect(await p.balance()).toBe(99_000n + 16_750n);
    await finish(gs[0] ?? 0, 'lose', 2);
    expect(await view(p, c.id)).toMatchObject({ payout: '0', hyperBonus: '0' });
    expect(await p.balance()).toBe(99_000n);
    expect(await hyperLedger(c, p.main)).toBe(0n);
    expect(await booksClean()).toBe(true);
  });

  it('property: whatever the results, corrections and repeats, total paid = payout + boost exactly, each once', async () => {
    const result = fc.constantFrom<Result>('win', 'win', 'lose', 'void');
    await fc.assert(
      fc.asyncProperty(
        fc.array(result, { minLength: 5, maxLength: 5 }),
        fc.array(fc.option(result, { nil: undefined }), { minLength: 5, maxLength: 5 }),
        fc.array(fc.nat(4), { maxLength: 3 }),
        async (first, corrections, repeats) => {
          const p = await player();
          const gs = games(5);
          const c = couponOf(await express(p, gs));
          for (const [i, g] of gs.entries()) await finish(g, first[i] ?? 'win');
          for (const i of repeats) await finish(gs[i] ?? 0, first[i] ?? 'win');
          const final = first.map((r, i) => corrections[i] ?? r);
          for (const [i, g] of gs.entries()) if (corrections[i] !== undefined) await finish(g, final[i] ?? 'win', 2);
          const payout = final.includes('lose') ? 0n : 1000n * 2n ** BigInt(final.filter((r) => r === 'win').length);
          const counted = final.filter((r) => r !== 'void').length;
          const pct = BigInt(hyperBonusPercentFor(HYPER_BONUS_DEFAULTS, counted));
          const boost = payout > 1000n ? ((payout - 1000n) * pct) / 100n : 0n;
          const after = await view(p, c.id);
          expect([after.payout, after.hyperBonus]).toEqual([String(payout), String(boost)]);
          expect(await hyperLedger(c, p.main)).toBe(boost);
          expect(await p.balance()).toBe(100_000n - 1000n + payout + boost);
          expect(await booksClean()).toBe(true);
        },
      ),
      { numRuns: 10 },
    );
  });
});
