import { describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import type { CouponView } from '@sb/contracts';
import { betCoupons, ledgerTransactions } from '../../db/schema';
import {
  advanceClock,
  bet,
  betting,
  booksClean,
  codeOf,
  couponOf,
  http,
  key,
  line,
  o,
  place,
  player,
  tdb,
  useBettingTestApp,
} from './betting-test-helpers';

useBettingTestApp();

describe('§3 Coefficient-change policy', () => {
  it('0 confirm: any change answers 409 coef_changed with the new odds; placing with them succeeds', async () => {
    const p = await player();
    const g = line.game([2, 3, 4]);
    line.set(o(g), { coef: 2.1 });
    const res = await place(p, { changeCoefAction: 0, amount: 1000, bets: [{ outcomeId: o(g), coef: 2 }] });
    expect(res.statusCode).toBe(409);
    expect(codeOf(res)).toBe('coef_changed');
    expect(res.json<{ changes: unknown[] }>().changes).toEqual([{ outcomeId: o(g), coef: 2.1 }]);
    const ok = await place(p, { changeCoefAction: 0, amount: 1000, bets: [{ outcomeId: o(g), coef: 2.1 }] });
    expect(couponOf(ok).coef).toBe(2.1);
  });

  it('1 accept any: a fall is accepted at the current price', async () => {
    const p = await player();
    const g = line.game([2, 3, 4]);
    line.set(o(g), { coef: 1.8 });
    const c = couponOf(await place(p, { changeCoefAction: 1, amount: 1000, bets: [{ outcomeId: o(g), coef: 2 }] }));
    expect(c.coef).toBe(1.8);
  });

  it('2 accept on increase: a rise is accepted, a fall answers 409', async () => {
    const p = await player();
    const g = line.game([2, 3, 4]);
    line.set(o(g), { coef: 2.2 });
    const up = await place(p, { changeCoefAction: 2, amount: 1000, bets: [{ outcomeId: o(g), coef: 2 }] });
    expect(couponOf(up).coef).toBe(2.2);
    line.set(o(g), { coef: 1.9 });
    const down = await place(p, { changeCoefAction: 2, amount: 1000, bets: [{ outcomeId: o(g), coef: 2.2 }] });
    expect(down.statusCode).toBe(409);
    expect(codeOf(down)).toBe('coef_changed');
  });
});

describe('idempotency', () => {
  it('a double click (same key) places one coupon and debits once, answering the same coupon', async () => {
    const p = await player();
    const body = {
      typeId: 0,
      accountId: p.main,
      changeCoefAction: 2,
      amount: 1000,
      bets: [bet(line.game())],
      idempotencyKey: key(),
    };
    const [a, b] = await Promise.all([p.post('/bets-api/v1/coupons', body), p.post('/bets-api/v1/coupons', body)]);
    const c = await p.post('/bets-api/v1/coupons', body);
    expect([a.statusCode, b.statusCode, c.statusCode]).toEqual([201, 201, 201]);
    expect(new Set([couponOf(a).id, couponOf(b).id, couponOf(c).id]).size).toBe(1);
    expect(await p.balance()).toBe(99_000n);
    const [n] = await tdb.database.db.select({ n: count() }).from(betCoupons).where(eq(betCoupons.userId, p.userId));
    expect(n?.n).toBe(1);
    const other = await p.post('/bets-api/v1/coupons', { ...body, amount: 2000 });
    expect(other.statusCode).toBe(409);
    expect(codeOf(other)).toBe('idempotency_conflict');
  });
});

describe('settlement (leader job)', () => {
  it('a result delivered twice credits once; bet history shows leg and coupon statuses and totals', async () => {
    const p = await player();
    const g1 = line.game([2, 3, 4]);
    const g2 = line.game([1.5, 3, 4]);
    const single = couponOf(await place(p, { amount: 1000, bets: [bet(g1)] }));
    const express = couponOf(await place(p, { typeId: 1, amount: 1000, bets: [bet(g1), bet(g2)] }));
    const lost = couponOf(await place(p, { amount: 1000, bets: [bet(g1, 3)] }));
    betting.start();
    const r = await line.finish(g1, 2, 0);
    await line.finish(g1, 2, 0);
    await betting.enqueue(r);
    expect(await p.balance()).toBe(97_000n + 2000n);
    const got = (id: string) => p.get(`/bets-api/v1/coupons/${id}`).then((x) => couponOf(x));
    expect(await got(single.id)).toMatchObject({ status: 'settled', statusId: 1, payout: '2000' });
    expect(await got(lost.id)).toMatchObject({ status: 'settled', statusId: 0, payout: '0' });
    expect((await got(express.id)).status).toBe('open');
    await line.finish(g2, 1, 0);
    expect(await got(express.id)).toMatchObject({ status: 'settled', payout: '3000' });
    expect(await p.balance()).toBe(97_000n + 2000n + 3000n);
    const h = (await p.get('/bets-api/v1/coupons?status=settled')).json<{
      total: number;
      totals: { currency: string; staked: string; won: string }[];
      coupons: CouponView[];
    }>();
    expect(h.total).toBe(3);
    expect(h.totals).toEqual([{ currency: 'EUR', staked: '3000', won: '5000' }]);
    expect(h.coupons.find((c) => c.id === express.id)?.legs.map((l) => l.statusId)).toEqual([1, 1]);
    const wins = await tdb.database.db
      .select({ n: count() })
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.kind, 'bet_win')));
    expect(wins[0]?.n).toBeGreaterThanOrEqual(2);
    expect(await booksClean()).toBe(true);
  });

  it('a result correction (version 2) re-settles with an adjustment: the win is taken back, the loser paid', async () => {
    const p = await player();
    const g = line.game([2, 3, 4]);
    const home = couponOf(await place(p, { amount: 1000, bets: [bet(g, 1)] }));
    const away = couponOf(await place(p, { amount: 1000, bets: [bet(g, 3)] }));
    await betting.enqueue(await line.finish(g, 1, 0, { version: 1 }));
    expect(await p.balance()).toBe(98_000n + 2000n);
    await betting.enqueue(await line.finish(g, 0, 1, { version: 2 }));
    expect(await p.balance()).toBe(98_000n + 4000n);
    expect(couponOf(await p.get(`/bets-api/v1/coupons/${home.id}`))).toMatchObject({ statusId: 0, payout: '0' });
    expect(couponOf(await p.get(`/bets-api/v1/coupons/${away.id}`))).toMatchObject({ statusId: 1, payout: '4000' });
    expect(await booksClean()).toBe(true);
  });

  it('a correction the balance cannot cover takes what is there and records the shortfall', async () => {
    const p = await player('EUR', 1000n);
    const g = line.game([3, 3, 4]);
    const c = couponOf(await place(p, { amount: 1000, bets: [bet(g, 1)] }));
    await betting.enqueue(await line.finish(g, 1, 0, { version: 1 }));
    expect(await p.balance()).toBe(3000n);
    // The player spends most of the win, then the result is corrected.
    await place(p, { amount: 2500, bets: [bet(line.game())] });
    await betting.enqueue(await line.finish(g, 0, 0, { version: 2 }));
    expect(await p.balance()).toBe(0n);
    const [row] = await tdb.database.db
      .select()
      .from(betCoupons)
      .where(eq(betCoupons.id, Number(c.id)));
    expect(row).toMatchObject({ payout: 0n, shortfall: 2500n });
    expect(await booksClean()).toBe(true);
  });

  it('a cancelled game (status 5) settles its legs as forced returns (3): the stake comes back as bet_refund', async () => {
    const p = await player();
    const g = line.game();
    const c = couponOf(await place(p, { amount: 1000, bets: [bet(g)] }));
    await betting.enqueue(await line.finish(g, 0, 0, { statusId: 5 }));
    const after = couponOf(await p.get(`/bets-api/v1/coupons/${c.id}`));
    expect(after).toMatchObject({ status: 'settled', statusId: 2, payout: '1000' });
    expect(after.legs[0]?.statusId).toBe(3);
    expect(await p.balance()).toBe(100_000n);
  });
});

describe('cash out', () => {
  it('offer = stake × accepted/current × (1 − margin); full cash out pays it and closes the coupon', async () => {
    const p = await player();
    const g = line.game([2, 3, 4]);
    const c = couponOf(await place(p, { amount: 1000, bets: [bet(g)] }));
    line.set(o(g), { coef: 1.6 });
    const offer = (await p.get(`/bets-api/v1/coupons/${c.id}/cashout`)).json<{ amount: string; available: boolean }>();
    // 1000 × 2.0 / 1.6 × 0.95 = 1187.5 → 1187
    expect(offer).toMatchObject({ amount: '1187', available: true });
    const stale = await p.post(`/bets-api/v1/coupons/${c.id}/cashout`, { percent: 100, expectedAmount: 1100 });
    expect(stale.statusCode).toBe(409);
    expect(codeOf(stale)).toBe('cashout_changed');
    const res = await p.post(`/bets-api/v1/coupons/${c.id}/cashout`, { percent: 100, expectedAmount: 1187 });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ paid: string; coupon: CouponView }>()).toMatchObject({
      paid: '1187',
      coupon: { status: 'cashed_out' },
    });
    expect(await p.balance()).toBe(99_000n + 1187n);
    // A result later changes nothing for a cashed-out coupon.
    await betting.enqueue(await line.finish(g, 1, 0));
    expect(await p.balance()).toBe(99_000n + 1187n);
  });

  it('partial cash out keeps the rest open; settlement pays the remaining share', async () => {
    const p = await player();
    const g = line.game([2, 3, 4]);
    const c = couponOf(await place(p, { amount: 1000, bets: [bet(g)] }));
    const offer = (await p.get(`/bets-api/v1/coupons/${c.id}/cashout`)).json<{ amount: string }>();
    expect(offer.amount).toBe('950');
    const res = await p.post(`/bets-api/v1/coupons/${c.id}/cashout`, { percent: 40, expectedAmount: 950 });
    expect(res.json<{ paid: string; coupon: CouponView }>()).toMatchObject({
      paid: '380',
      coupon: { status: 'open', amount: '600' },
    });
    await betting.enqueue(await line.finish(g, 1, 0));
    expect(couponOf(await p.get(`/bets-api/v1/coupons/${c.id}`))).toMatchObject({ payout: '1200', cashedOut: '380' });
    expect(await p.balance()).toBe(99_000n + 380n + 1200n);
  });

  it('no offer while a market is suspended or the game started, nor for a system', async () => {
    const p = await player();
    const g = line.game();
    const c = couponOf(await place(p, { amount: 1000, bets: [bet(g)] }));
    line.set(o(g), { isBlocked: true });
    const res = await p.post(`/bets-api/v1/coupons/${c.id}/cashout`, { percent: 100, expectedAmount: 950 });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ offer: { reason: string } }>().offer.reason).toBe('suspended');
    line.set(o(g), { isBlocked: false });
    line.setGame(g, { statusId: 2 });
    expect((await p.get(`/bets-api/v1/coupons/${c.id}/cashout`)).json<{ reason: string }>().reason).toBe('started');
    const sys = couponOf(
      await place(p, {
        typeId: 2,
        systemValue: 2,
        amount: 900,
        bets: [bet(line.game()), bet(line.game()), bet(line.game())],
      }),
    );
    expect((await p.get(`/bets-api/v1/coupons/${sys.id}/cashout`)).json<{ reason: string }>().reason).toBe('type');
    const other = await player();
    expect((await other.get(`/bets-api/v1/coupons/${c.id}/cashout`)).statusCode).toBe(404);
  });
});

describe('booking codes and limits', () => {
  it('a booking code saves selections and loads them with names; unknown or expired → 404', async () => {
    const p = await player();
    const g = line.game();
    const res = await p.post('/bets-api/v1/booking', { bets: [{ outcomeId: o(g) }, { outcomeId: o(g, 2) }] });
    expect(res.statusCode).toBe(201);
    const { code } = res.json<{ code: string }>();
    expect(code).toMatch(/^[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{8}$/);
    const loaded = (await p.get(`/bets-api/v1/booking/${code}`)).json<{
      bets: { outcomeId: string; names: { team1: string } }[];
    }>();
    expect(loaded.bets.map((b) => b.outcomeId)).toEqual([o(g), o(g, 2)]);
    expect(loaded.bets[0]?.names.team1).toBe(`Home ${g}`);
    expect(codeOf(await p.get('/bets-api/v1/booking/ZZZZZZZZ'))).toBe('booking_not_found');
    advanceClock(73 * 3_600_000);
    expect((await p.get(`/bets-api/v1/booking/${code}`)).statusCode).toBe(404);
  });

  it('§9 Coupon: USD step 2.5 and initial 5, RUB step 100 and initial 150, unknown currency falls back to RUB', async () => {
    const get = async (q: string) =>
      (await http.inject({ url: `/bets-api/v1/limits${q}` })).json<Record<string, unknown>>();
    expect(await get('?currency=USD')).toMatchObject({ currency: 'USD', amountStep: '250', initialAmount: '500' });
    expect(await get('?currency=RUB')).toMatchObject({ currency: 'RUB', amountStep: '10000', initialAmount: '15000' });
    expect(await get('?currency=XXX')).toMatchObject({ currency: 'RUB' });
  });
});

describe.runIf(process.env['DATABASE_URL'])('concurrency on PostgreSQL', () => {
  it('50 parallel placements spending one balance never overdraw; the books reconcile', async () => {
    const p = await player('EUR', 10_000n);
    const g = line.game();
    const results = await Promise.all(Array.from({ length: 50 }, () => place(p, { amount: 1000, bets: [bet(g)] })));
    const ok = results.filter((r) => r.statusCode === 201).length;
    expect(ok).toBe(10);
    expect(results.filter((r) => r.statusCode !== 201).every((r) => codeOf(r) === 'insufficient_funds')).toBe(true);
    expect(await p.balance()).toBe(0n);
    expect(await booksClean()).toBe(true);
  });
});
