import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { CouponView } from '@sb/contracts';
import type { App } from '../../app';
import type { EventBus } from '../../bus/bus';
import { betCoupons, ledgerAccounts, ledgerTransactions } from '../../db/schema';
import { openTestBus, openTestDatabase, startTestApp, type TestDatabase } from '../../test/test-app';
import { DEFAULT_CONFIG } from '../config/defaults';
import { reconcileLedger } from '../wallet/ledger';
import type { BettingService } from './service';
import { FakeLine, fund, startBetting } from './test-support';

let tdb: TestDatabase;
let bus: EventBus;
let app: App;
let http: FastifyInstance;
let betting: BettingService;
let clock = Date.parse('2026-03-01T12:00:00Z');
const now = () => clock;
const line = new FakeLine(now);
const refusedByRg = new Set<number>();
let ip = 0;

beforeAll(async () => {
  tdb = await openTestDatabase();
  bus = await openTestBus();
  app = await startTestApp(tdb.database, bus);
  ({ http, betting } = await startBetting(app, line, now, {
    rg: {
      checkStake: async (userId, currency, amount) =>
        refusedByRg.has(userId)
          ? { ok: false, code: 'wager_limit_exceeded', title: 'responsible_gaming_wager_limit' }
          : app.rg.checkStake(userId, currency, amount),
    },
  }));
});
afterAll(async () => {
  await betting.stop();
  await http.close();
  await app.app.close();
  await bus.close();
  await tdb.dispose();
});
beforeEach(async () => {
  for (const [name, value] of Object.entries(DEFAULT_CONFIG)) await app.config.setGroup(name, value, 'test-reset');
});

type Res = Awaited<ReturnType<FastifyInstance['inject']>>;
interface Player {
  userId: number;
  main: number;
  bonus: number;
  get(url: string): Promise<Res>;
  post(url: string, payload?: unknown): Promise<Res>;
  balance(accountId?: number): Promise<bigint>;
}

async function player(currency = 'EUR', deposit = 100_000n): Promise<Player> {
  const reg = await app.app.inject({
    method: 'POST',
    url: '/web-api/user/registration',
    remoteAddress: `10.88.${Math.floor(++ip / 250)}.${ip % 250}`,
    headers: { 'x-requested-with': 'x' },
    payload: { type: 'one_click', currency, bonusType: 0, termsAccepted: true },
  });
  const sid = reg.cookies.find((c) => c.name === 'sid')?.value;
  if (!sid) throw new Error(reg.body);
  const userId = reg.json<{ user_id: number }>().user_id;
  const accounts = await app.wallet.accounts(userId);
  const main = accounts.find((a) => a.type === 0)?.id ?? 0;
  const bonus = accounts.find((a) => a.type === 4)?.id ?? 0;
  if (deposit > 0n) await fund(app, main, deposit);
  const cookie = `sid=${sid}`;
  const balance = async (accountId = main) => {
    const [a] = await tdb.database.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, accountId));
    return a?.balance ?? -1n;
  };
  return {
    userId,
    main,
    bonus,
    balance,
    get: (url) => http.inject({ url, headers: { cookie } }),
    post: (url, payload) =>
      http.inject({
        method: 'POST',
        url,
        headers: { cookie, 'x-requested-with': 'XMLHttpRequest' },
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
  };
}

let keySeq = 0;
const key = () => `key-${++keySeq}-${Math.random().toString(36).slice(2)}`;
const o = (game: number, typeId = 1) => `${game}_${typeId}_`;
const bet = (game: number, typeId = 1, extra: Record<string, unknown> = {}) => {
  const id = o(game, typeId);
  return { outcomeId: id, coef: line.outcome(id)?.outcome.coef ?? 0, ...extra };
};
const place = (p: Player, body: Record<string, unknown>) =>
  p.post('/bets-api/v1/coupons', {
    typeId: 0,
    accountId: p.main,
    changeCoefAction: 2,
    idempotencyKey: key(),
    ...body,
  });
const codeOf = (res: Res) => res.json<{ errors: { code: string; title: string }[] }>().errors[0]?.code;
const booksClean = async () => {
  const r = await reconcileLedger(tdb.database.db);
  return r.mismatches.length === 0 && r.unbalancedCurrencies.length === 0;
};
const couponOf = (res: Res) => res.json<{ coupon: CouponView }>().coupon;

describe('placement (spec §3 Coupon types, §4 Coupon)', () => {
  it('§3 single: 201, the stake leaves the balance through the ledger, the coupon is in history and printable', async () => {
    const p = await player();
    const g = line.game([2.5, 3, 3]);
    const res = await place(p, { typeId: 0, amount: 1000, bets: [bet(g)] });
    expect(res.statusCode).toBe(201);
    const c = couponOf(res);
    expect(c).toMatchObject({
      typeId: 0,
      amount: '1000',
      coef: 2.5,
      possibleWin: '2500',
      status: 'open',
      statusId: -1,
    });
    expect(c.legs[0]).toMatchObject({ outcomeId: o(g), coef: 2.5, statusId: -1, names: { team1: `Home ${g}` } });
    expect(await p.balance()).toBe(99_000n);
    const history = (await p.get('/bets-api/v1/coupons?status=open')).json<{ coupons: CouponView[]; total: number }>();
    expect(history.total).toBe(1);
    expect(history.coupons[0]?.id).toBe(c.id);
    expect(c.id).toMatch(/^\d+$/);
    expect((await p.get(`/bets-api/v1/coupons/${c.id}`)).json<{ coupon: CouponView }>().coupon.id).toBe(c.id);
  });

  it("another player's coupon is 404, not 403; without login 401 not_authenticated", async () => {
    const a = await player();
    const b = await player();
    const c = couponOf(await place(a, { amount: 500, bets: [bet(line.game())] }));
    const res = await b.get(`/bets-api/v1/coupons/${c.id}`);
    expect(res.statusCode).toBe(404);
    expect(codeOf(res)).toBe('not_found');
    expect((await b.get('/bets-api/v1/coupons/abc')).statusCode).toBe(404);
    const anon = await http.inject({ url: '/bets-api/v1/coupons' });
    expect(anon.statusCode).toBe(401);
    expect(codeOf(anon)).toBe('not_authenticated');
  });

  it('§5 bonus bet on an express: 3 legs ≥ 1.1 get the bonus coefficient 1.03 (§9)', async () => {
    const p = await player();
    const gs = [line.game([2, 3, 4]), line.game([1.5, 3, 4]), line.game([1.2, 3, 4])];
    const c = couponOf(await place(p, { typeId: 1, amount: 1000, bets: gs.map((g) => bet(g)) }));
    expect(c.bonusCoef).toBe(1.03);
    // 2 × 1.5 × 1.2 × 1.03 = 3.708
    expect(c.coef).toBe(3.708);
    expect(c.possibleWin).toBe('3708');
  });

  it('§3 system 2/3 with a banker: C(2,1) = 2 lines, the whole stake is taken', async () => {
    const p = await player();
    const gs = [line.game(), line.game(), line.game()];
    const res = await place(p, {
      typeId: 2,
      systemValue: 2,
      amount: 1000,
      bets: [bet(gs[0] ?? 0, 1, { isBanker: true }), bet(gs[1] ?? 0), bet(gs[2] ?? 0)],
    });
    expect(res.statusCode).toBe(201);
    expect(couponOf(res).legs.filter((l) => l.isBanker)).toHaveLength(1);
    expect(await p.balance()).toBe(99_000n);
  });

  it('§3 chain, patent, lucky, anti-express, multi-bet with lobby, conditional and many singles are placed', async () => {
    const p = await player('EUR', 1_000_000n);
    const games = (n: number) => Array.from({ length: n }, () => line.game());
    const chain = await place(p, { typeId: 3, amount: 500, bets: games(3).map((g) => bet(g)) });
    expect(chain.statusCode).toBe(201);
    const patent = await place(p, { typeId: 8, amount: 700, bets: games(3).map((g) => bet(g)) });
    expect(patent.statusCode).toBe(201);
    const lucky = await place(p, { typeId: 7, amount: 1500, bets: games(4).map((g) => bet(g)) });
    expect(lucky.statusCode).toBe(201);
    // Reference example: legs 1.25, 1.65, 1.85 → anti-express offered 1.17 (margin 158 thousandths).
    const anti = [line.game([1.25, 3, 4]), line.game([1.65, 3, 4]), line.game([1.85, 3, 4])];
    const quote = await place(p, {
      typeId: 6,
      amount: 1000,
      antiExpressCoef: 1.01,
      changeCoefAction: 0,
      bets: anti.map((g) => bet(g)),
    });
    expect(quote.statusCode).toBe(409);
    const antiCoef = quote.json<{ antiExpressCoef: number }>().antiExpressCoef;
    const antiRes = await place(p, {
      typeId: 6,
      amount: 1000,
      antiExpressCoef: antiCoef,
      changeCoefAction: 0,
      bets: anti.map((g) => bet(g)),
    });
    expect(antiRes.statusCode).toBe(201);
    expect(antiCoef).toBe(1.17);
    expect(couponOf(antiRes).coef).toBe(1.17);
    const mb = games(4);
    const multi = await place(p, {
      typeId: 4,
      systemValue: 2,
      amount: 1200,
      bets: [bet(mb[0] ?? 0, 1, { isLobby: true }), ...mb.slice(1).map((g) => bet(g))],
    });
    expect(multi.statusCode).toBe(201);
    const cg = games(2);
    const cond = await place(p, {
      typeId: 5,
      amountByBlockId: { '0': 1000, '1': 800 },
      bets: [bet(cg[0] ?? 0, 1, { blockId: 0 }), bet(cg[1] ?? 0, 1, { blockId: 1 })],
    });
    expect(cond.statusCode).toBe(201);
    expect(couponOf(cond).amount).toBe('1000');
    const sg = games(2);
    const singles = await place(p, {
      typeId: 9,
      amountByBetId: { [o(sg[0] ?? 0)]: 300, [o(sg[1] ?? 0)]: 400 },
      bets: sg.map((g) => bet(g)),
    });
    expect(singles.statusCode).toBe(201);
    expect(couponOf(singles).amount).toBe('700');
    expect(await p.balance()).toBe(1_000_000n - 500n - 700n - 1500n - 1000n - 1200n - 1000n - 700n);
  });
});

describe('refusals: each with its code and message key (§4, §5)', () => {
  it.each([
    ['unknown_outcome', () => ({ bets: [{ outcomeId: 'nope_1_', coef: 2 }] })],
    [
      'outcome_blocked',
      () => {
        const g = line.game();
        line.set(o(g), { isBlocked: true });
        return { bets: [bet(g)] };
      },
    ],
    [
      'game_started',
      () => {
        const g = line.game();
        line.setGame(g, { statusId: 2 });
        return { bets: [bet(g)] };
      },
    ],
    ['game_started', () => ({ bets: [bet(line.game([2, 3, 4], { startInMs: -1000 }))] })],
    [
      'game_finished',
      () => {
        const g = line.game();
        line.setGame(g, { statusId: 4 });
        return { bets: [bet(g)] };
      },
    ],
    [
      'same_game',
      () => {
        const g = line.game();
        return { typeId: 1, bets: [bet(g, 1), bet(g, 3)] };
      },
    ],
    [
      'duplicate_outcome',
      () => {
        const g = line.game();
        return { typeId: 1, bets: [bet(g), bet(g)] };
      },
    ],
    ['type_not_allowed', () => ({ typeId: 1, bets: [bet(line.game())] })],
    ['type_not_allowed', () => ({ typeId: 0, bets: [bet(line.game()), bet(line.game())] })],
    [
      'system_value',
      () => ({ typeId: 2, systemValue: 1, bets: [bet(line.game()), bet(line.game()), bet(line.game())] }),
    ],
    [
      'system_value',
      () => ({ typeId: 2, systemValue: 3, bets: [bet(line.game()), bet(line.game()), bet(line.game())] }),
    ],
    [
      'bad_blocks',
      () => ({ typeId: 5, bets: [bet(line.game(), 1, { blockId: 0 }), bet(line.game(), 1, { blockId: 0 })] }),
    ],
    ['min_amount', () => ({ amount: 10, bets: [bet(line.game())] })],
    ['max_amount', () => ({ amount: 600_000, bets: [bet(line.game())] })],
    ['vip_not_available', () => ({ typeId: 9, isVipBet: true, bets: [bet(line.game()), bet(line.game())] })],
    ['bad_request', () => ({ typeId: 0, amount: undefined, bets: [bet(line.game())] })],
  ])('§4/§5 %s', async (code, body) => {
    const p = await player('EUR', 10_000_000n);
    const res = await place(p, { amount: 1000, ...body() });
    expect(res.statusCode).toBe(400);
    expect(codeOf(res)).toBe(code);
    expect(res.json<{ errors: { title: string }[] }>().errors[0]?.title).toBe(`bet_error_${code}`);
    expect(await p.balance()).toBe(10_000_000n);
  });

  it('§5 max amount: not for the bonus account, not for types the config does not list, not for a VIP bet', async () => {
    const p = await player('EUR', 10_000_000n);
    await fund(app, p.bonus, 1_000_000n);
    expect((await place(p, { accountId: p.bonus, amount: 600_000, bets: [bet(line.game())] })).statusCode).toBe(201);
    expect(await p.balance(p.bonus)).toBe(400_000n);
    const chain = await place(p, { typeId: 3, amount: 600_000, bets: [bet(line.game()), bet(line.game())] });
    expect(chain.statusCode).toBe(201);
    expect((await place(p, { isVipBet: true, amount: 600_000, bets: [bet(line.game())] })).statusCode).toBe(201);
  });

  it('max payout: a stake above the max payout is refused; possible win is capped at it', async () => {
    const p = await player('EUR', 100_000_000n);
    await app.config.setGroup(
      'betting',
      { ...DEFAULT_CONFIG.betting, limits: { EUR: { min: 50, max: 50_000_000, maxPayout: 200_000 } } },
      't',
    );
    const res = await place(p, { amount: 300_000, bets: [bet(line.game())] });
    expect(codeOf(res)).toBe('max_payout');
    const ok = couponOf(await place(p, { amount: 150_000, bets: [bet(line.game([5, 3, 2]))] }));
    expect(ok.possibleWin).toBe('200000');
  });

  it('insufficient_funds and account_not_found; another player’s account is refused', async () => {
    const p = await player('EUR', 500n);
    const other = await player();
    expect(codeOf(await place(p, { amount: 1000, bets: [bet(line.game())] }))).toBe('insufficient_funds');
    expect(codeOf(await place(p, { accountId: other.main, amount: 100, bets: [bet(line.game())] }))).toBe(
      'account_not_found',
    );
    expect(await p.balance()).toBe(500n);
  });

  it('responsible gaming: a refused stake answers 403 limit_refused with the reason', async () => {
    const p = await player();
    refusedByRg.add(p.userId);
    const res = await place(p, { amount: 1000, bets: [bet(line.game())] });
    expect(res.statusCode).toBe(403);
    expect(codeOf(res)).toBe('limit_refused');
    expect(res.json<{ reason: string }>().reason).toBe('wager_limit_exceeded');
    expect(await p.balance()).toBe(100_000n);
  });

  it('responsible gaming through the limit service: no limits → placed without asking; a limit set or a time-out refuses', async () => {
    // The app's own RgService (its limits are checked inside the placement statement first).
    const real = await startBetting(app, line, now);
    try {
      const p = await player();
      const input = (accountId: number, amount: number) => ({
        typeId: 0,
        accountId,
        amount,
        changeCoefAction: 2 as const,
        bets: [bet(line.game())],
        idempotencyKey: key(),
      });
      await real.betting.place(p.userId, input(p.main, 100));
      await app.rg.save(p.userId, [{ limitType: 1, limitValue: 250 }]);
      await real.betting.place(p.userId, input(p.main, 100));
      await expect(real.betting.place(p.userId, input(p.main, 100))).rejects.toMatchObject({
        code: 'limit_refused',
        extra: { reason: 'wager_limit_exceeded' },
      });
      expect(await p.balance()).toBe(100_000n - 200n);
      const q = await player();
      await app.rg.save(q.userId, [{ limitType: 33, limitValue: 7 }]);
      await expect(real.betting.place(q.userId, input(q.main, 100))).rejects.toMatchObject({
        code: 'limit_refused',
        extra: { reason: 'timeout_active' },
      });
      expect(await q.balance()).toBe(100_000n);
    } finally {
      await real.betting.stop();
      await real.http.close();
    }
  });

  it('state-changing calls need X-Requested-With', async () => {
    const res = await http.inject({ method: 'POST', url: '/bets-api/v1/coupons', payload: {} });
    expect(res.statusCode).toBe(403);
  });
});

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
    clock += 73 * 3_600_000;
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
