import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { and, eq, like, sql } from 'drizzle-orm';
import type { CouponBoostView, CouponView } from '@sb/contracts';
import { betCoupons, ledgerEntries, ledgerTransactions, promoBoostUses } from '../../db/schema';
import { ADMIN, XRW } from '../../test/test-app';
import { couponBoostPort } from '../bonuses';
import {
  app,
  bet,
  betting,
  booksClean,
  codeOf,
  couponOf,
  key,
  line,
  place,
  player,
  tdb,
  useBettingTestApp,
  type Player,
} from './betting-test-helpers';
import { promoBoostAmount } from './promo-boost';

// Issue 16 coupon boost: the bonuses module's lookup wired as app.ts wires it.
useBettingTestApp({ couponBoost: (userId, code) => couponBoostPort(tdb.database.db)(userId, code) });

let seq = 0;
const admin = (method: 'GET' | 'POST', url: string, payload?: object) =>
  app.app.inject({ method, url, headers: ADMIN, ...(payload ? { payload } : {}) });
const boostBody = (extra: Record<string, unknown> = {}) => ({
  code: `BOOST${++seq}`,
  name: 'Spring boost',
  percent: 20,
  capMinor: '5000',
  currency: 'EUR',
  minOdds: 1.5,
  couponTypes: [0, 1],
  expiresAt: '2026-06-01T00:00:00Z',
  ...extra,
});
async function boost(extra: Record<string, unknown> = {}): Promise<CouponBoostView> {
  const res = await admin('POST', '/admin-api/bonuses/coupon-boosts', boostBody(extra));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<CouponBoostView>();
}
const games = (n: number, coef = 2) => Array.from({ length: n }, () => line.game([coef, 3, 4]));
const single = (p: Player, g: number, body: Record<string, unknown> = {}) =>
  place(p, { typeId: 0, amount: 1000, bets: [bet(g)], ...body });
const express = (p: Player, gs: number[], body: Record<string, unknown> = {}) =>
  place(p, { typeId: 1, amount: 1000, bets: gs.map((g) => bet(g)), ...body });
const view = async (p: Player, id: string) => couponOf(await p.get(`/bets-api/v1/coupons/${id}`));
type Result = 'win' | 'lose' | 'void';
const finish = async (g: number, r: Result, version = 1) =>
  betting.enqueue(
    r === 'void'
      ? await line.finish(g, 0, 0, { statusId: 5, version })
      : await line.finish(g, r === 'win' ? 1 : 0, r === 'win' ? 0 : 1, { version }),
  );
/** What the ledger moved to the player under the coupon's promo boost keys. */
const boostLedger = async (c: CouponView, accountId: number) => {
  const [row] = await tdb.database.db
    .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::text` })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.txnId))
    .where(
      and(
        like(ledgerTransactions.idempotencyKey, `promo\\_boost:${c.id}:%`),
        eq(ledgerTransactions.kind, 'bet_promo_boost'),
        eq(ledgerEntries.accountId, accountId),
      ),
    );
  return BigInt(row?.sum ?? '0');
};
const couponCount = async (p: Player) =>
  (await tdb.database.db.select().from(betCoupons).where(eq(betCoupons.userId, p.userId))).length;

describe('issue 16 coupon boost: operators create boost codes (admin API, schema validation)', () => {
  it('creates and lists a code (stored upper-case, odds in decimal)', async () => {
    const b = await boost({ code: 'spring-x' });
    expect(b).toMatchObject({ code: 'SPRING-X', percent: 20, capMinor: '5000', minOdds: 1.5, couponTypes: [0, 1] });
    const list = (await admin('GET', '/admin-api/bonuses/coupon-boosts')).json<{ boosts: CouponBoostView[] }>();
    expect(list.boosts.map((x) => x.code)).toContain('SPRING-X');
    expect((await admin('POST', '/admin-api/bonuses/coupon-boosts', boostBody({ code: 'spring-x' }))).statusCode).toBe(
      409,
    );
  });

  it.each([
    ['P = 0', { percent: 0 }],
    ['P = 101', { percent: 101 }],
    ['P not whole', { percent: 2.5 }],
    ['cap 0', { capMinor: '0' }],
    ['cap negative', { capMinor: '-5' }],
    ['a coupon type 10', { couponTypes: [10] }],
    ['no expiry', { expiresAt: 'soon' }],
  ])('refuses %s with a 400, nothing stored', async (_why, extra) => {
    const body = boostBody(extra);
    expect((await admin('POST', '/admin-api/bonuses/coupon-boosts', body)).statusCode).toBe(400);
    const list = (await admin('GET', '/admin-api/bonuses/coupon-boosts')).json<{ boosts: CouponBoostView[] }>();
    expect(list.boosts.map((x) => x.code)).not.toContain(body.code);
  });

  it('needs the admin token', async () => {
    const res = await app.app.inject({
      method: 'POST',
      url: '/admin-api/bonuses/coupon-boosts',
      headers: XRW,
      payload: boostBody(),
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('issue 16 coupon boost at placement', () => {
  it('a valid code is stored with its percent; the hyper bonus is never given with it', async () => {
    const b = await boost();
    const p = await player();
    const c = couponOf(await express(p, games(4), { promoCode: b.code.toLowerCase() }));
    expect(c).toMatchObject({
      promoBoostPercent: 20,
      promoBoost: '0',
      hyperBonusPercent: null,
      possibleHyperBonus: null,
    });
    const uses = await tdb.database.db.select().from(promoBoostUses).where(eq(promoBoostUses.userId, p.userId));
    expect(uses.map((u) => u.boostCodeId)).toEqual([b.id]);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['unknown', {}, 'promo_code_unknown'],
    ['expired', { expiresAt: '2026-02-01T00:00:00Z' }, 'promo_code_expired'],
    ['for singles only (the coupon is an express)', { couponTypes: [0] }, 'promo_code_not_applicable'],
    ['for odds of 2.50 or more', { minOdds: 2.5 }, 'promo_code_not_applicable'],
    ['in another currency', { currency: 'USD' }, 'promo_code_not_applicable'],
  ])('refuses a code that is %s: 400 with its code, nothing placed or debited', async (why, extra, code) => {
    const b = await boost(extra);
    const p = await player();
    const promoCode = why === 'unknown' ? 'NOSUCHCODE' : b.code;
    const res = await express(p, games(4), { promoCode });
    expect(res.statusCode, res.body).toBe(400);
    expect(codeOf(res)).toBe(code);
    expect(await couponCount(p)).toBe(0);
    expect(await p.balance()).toBe(100_000n);
  });

  it('a single-use code: a second coupon with it is refused (promo_code_used); another player may use it', async () => {
    const b = await boost();
    const p = await player();
    expect((await single(p, games(1)[0] ?? 0, { promoCode: b.code })).statusCode).toBe(201);
    const again = await single(p, games(1)[0] ?? 0, { promoCode: b.code });
    expect([again.statusCode, codeOf(again)]).toEqual([400, 'promo_code_used']);
    expect(await couponCount(p)).toBe(1);
    const q = await player();
    expect((await single(q, games(1)[0] ?? 0, { promoCode: b.code })).statusCode).toBe(201);
  });

  it('a retry with the same idempotency key answers the same coupon, the code used once', async () => {
    const b = await boost();
    const p = await player();
    const body = { typeId: 0, amount: 1000, bets: [bet(games(1)[0] ?? 0)], promoCode: b.code, idempotencyKey: key() };
    const first = await place(p, body);
    const second = await place(p, body);
    expect(second.statusCode).toBe(201);
    expect(couponOf(second).id).toBe(couponOf(first).id);
  });

  it('two concurrent placements with one code: exactly one is placed (the use is unique per player and code)', async () => {
    const b = await boost();
    const p = await player();
    const [g1, g2] = games(2);
    const results = await Promise.all([
      single(p, g1 ?? 0, { promoCode: b.code }),
      single(p, g2 ?? 0, { promoCode: b.code }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    expect(results.filter((r) => r.statusCode === 400).map(codeOf)).toEqual(['promo_code_used']);
    expect(await couponCount(p)).toBe(1);
    expect(await p.balance()).toBe(99_000n);
  });
});

describe('issue 16 coupon boost at settlement: paid once, from the house, as its own ledger transfer', () => {
  it('a won single at 2.00: payout 2 000 + 20 % of 1 000 net = 200 (promo_boost:{id}:1); a repeat pays nothing', async () => {
    const b = await boost();
    const p = await player();
    const [g] = games(1);
    const c = couponOf(await single(p, g ?? 0, { promoCode: b.code }));
    await finish(g ?? 0, 'win');
    await finish(g ?? 0, 'win');
    expect(await view(p, c.id)).toMatchObject({
      status: 'settled',
      payout: '2000',
      promoBoost: '200',
      promoBoostPercent: 20,
    });
    expect(await boostLedger(c, p.main)).toBe(200n);
    expect(await p.balance()).toBe(100_000n - 1000n + 2000n + 200n);
    expect(await booksClean()).toBe(true);
  });

  it('a lost coupon pays no boost; the cap bounds a big win', async () => {
    const b = await boost({ capMinor: '300' });
    const p = await player();
    const q = await player();
    const [g1, g2] = games(2, 5);
    const lost = couponOf(await single(p, g1 ?? 0, { promoCode: b.code }));
    const big = couponOf(await single(q, g2 ?? 0, { promoCode: b.code }));
    await finish(g1 ?? 0, 'lose');
    await finish(g2 ?? 0, 'win');
    expect(await view(p, lost.id)).toMatchObject({ payout: '0', promoBoost: '0' });
    // 20 % of 4 000 net = 800, capped at 300.
    expect(await view(q, big.id)).toMatchObject({ payout: '5000', promoBoost: '300' });
    expect(await boostLedger(big, q.main)).toBe(300n);
  });

  it('a correction to a loss takes the boost back with promo_boost:{id}:2', async () => {
    const b = await boost();
    const p = await player();
    const [g] = games(1);
    const c = couponOf(await single(p, g ?? 0, { promoCode: b.code }));
    await finish(g ?? 0, 'win');
    await finish(g ?? 0, 'lose', 2);
    expect(await view(p, c.id)).toMatchObject({ payout: '0', promoBoost: '0' });
    expect(await boostLedger(c, p.main)).toBe(0n);
    expect(await p.balance()).toBe(99_000n);
    expect(await booksClean()).toBe(true);
  });

  it('property: whatever the results, corrections and repeats, ledger paid = payout + boost exactly, once', async () => {
    const result = fc.constantFrom<Result>('win', 'win', 'lose', 'void');
    await fc.assert(
      fc.asyncProperty(
        fc.array(result, { minLength: 2, maxLength: 2 }),
        fc.array(fc.option(result, { nil: undefined }), { minLength: 2, maxLength: 2 }),
        fc.array(fc.nat(1), { maxLength: 2 }),
        fc.integer({ min: 1, max: 100 }),
        async (first, corrections, repeats, percent) => {
          const b = await boost({ percent, capMinor: '4000', couponTypes: [] });
          const p = await player();
          // Two legs: below the §5 bonus coefficient's minimum, so the payout is the plain product.
          const gs = games(2);
          const c = couponOf(await express(p, gs, { promoCode: b.code }));
          for (const [i, g] of gs.entries()) await finish(g, first[i] ?? 'win');
          for (const i of repeats) await finish(gs[i] ?? 0, first[i] ?? 'win');
          const final = first.map((r, i) => corrections[i] ?? r);
          for (const [i, g] of gs.entries()) if (corrections[i] !== undefined) await finish(g, final[i] ?? 'win', 2);
          const payout = final.includes('lose') ? 0n : 1000n * 2n ** BigInt(final.filter((r) => r === 'win').length);
          const expected = promoBoostAmount(payout, 1000n, percent, 4000n);
          const after = await view(p, c.id);
          expect([after.payout, after.promoBoost]).toEqual([String(payout), String(expected)]);
          expect(await boostLedger(c, p.main)).toBe(expected);
          expect(await p.balance()).toBe(100_000n - 1000n + payout + expected);
          expect(await booksClean()).toBe(true);
        },
      ),
      { numRuns: 8 },
    );
  });
});

describe('issue 16 coupon boost math (promoBoostAmount)', () => {
  it('property: 0 unless won; never above the cap nor P % of the net; monotone in the payout', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.bigInt({ min: 1n, max: 10n ** 9n }),
        fc.integer({ min: 1, max: 100 }),
        fc.bigInt({ min: 1n, max: 10n ** 9n }),
        (payout, stake, percent, cap) => {
          const b = promoBoostAmount(payout, stake, percent, cap);
          if (payout <= stake) expect(b).toBe(0n);
          expect(b <= cap).toBe(true);
          expect(b * 100n <= (payout > stake ? payout - stake : 0n) * BigInt(percent)).toBe(true);
          expect(promoBoostAmount(payout + 1000n, stake, percent, cap) >= b).toBe(true);
        },
      ),
    );
  });
});
