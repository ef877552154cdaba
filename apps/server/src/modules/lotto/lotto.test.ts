import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, like } from 'drizzle-orm';
import {
  LOTTO_ADMIN_RUN,
  LOTTO_API,
  lotteryAnswerSchema,
  lottoBuyAnswerSchema,
  lottoCatalogAnswerSchema,
  lottoResultsAnswerSchema,
  lottoRunAnswerSchema,
  lottoTicketAnswerSchema,
  lottoTicketsAnswerSchema,
} from '@sb/contracts';
import { move } from '@sb/ledger';
import { drawNumbers, KENO_20_80, LOTTO_5_36, LOTTO_6_45 } from '@sb/lotto';
import { buildApp, type App } from '../../app';
import type { EventBus } from '../../bus/bus';
import { ledgerAccounts, ledgerTransactions, lottoDraws } from '../../db/schema';
import { ADMIN, openTestBus, openTestDatabase, testEnv, XRW, type TestDatabase } from '../../test/test-app';
import { houseAccount, reconcileLedger, transferNow } from '../ledger';

/** Issue 19 "Lotto" and "Money, limits, proofs": the lotto API on PGlite, driven by a test clock. */
let tdb: TestDatabase;
let bus: EventBus;
let app: App;
let ip = 0;
// Tuesday 2026-11-24 10:00 UTC: the next 6/45 draw is Wednesday 19:00.
const clock = Date.UTC(2026, 10, 24, 10, 0, 0);
const NEXT_6_45 = Date.UTC(2026, 10, 25, 19, 0, 0);

beforeAll(async () => {
  tdb = await openTestDatabase();
  bus = await openTestBus();
  app = await buildApp({ env: testEnv(), database: tdb.database, bus, now: () => clock });
  await app.app.ready();
});
afterAll(async () => {
  await app.app.close();
  await bus.close();
  await tdb.dispose();
});

const db = () => tdb.database.db;

async function player(funds = 10_000n) {
  const remoteAddress = `10.96.${Math.floor(++ip / 250)}.${ip % 250}`;
  const reg = await app.app.inject({
    method: 'POST',
    url: '/web-api/user/registration',
    remoteAddress,
    headers: XRW,
    payload: { type: 'one_click', currency: 'EUR', bonusType: 0, termsAccepted: true },
  });
  const sid = reg.cookies.find((c) => c.name === 'sid')?.value;
  if (!sid) throw new Error(reg.body);
  const userId = reg.json<{ user_id: number }>().user_id;
  await app.wallet.ensureAccounts(userId);
  const [main] = await db()
    .select()
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.isActive, true)));
  if (!main) throw new Error('no active account');
  const house = await db().transaction((tx) => houseAccount(tx, 'house:deposits', main.currency));
  await transferNow(db(), {
    idempotencyKey: `lotto-deposit-${userId}`,
    kind: 'deposit',
    postings: move(house, main.id, funds),
  });
  const headers = { ...XRW, cookie: `sid=${sid}` };
  return {
    userId,
    get: (url: string) => app.app.inject({ url, headers }),
    buy: (payload: object) => app.app.inject({ method: 'POST', url: `${LOTTO_API}/tickets`, headers, payload }),
    balance: async () => {
      const [a] = await db().select().from(ledgerAccounts).where(eq(ledgerAccounts.id, main.id));
      return a?.balance ?? -1n;
    },
  };
}

const run = async (atMs: number) => {
  const res = await app.app.inject({
    method: 'POST',
    url: LOTTO_ADMIN_RUN,
    headers: ADMIN,
    payload: { at: new Date(atMs).toISOString() },
  });
  expect(res.statusCode, res.body).toBe(200);
  return lottoRunAnswerSchema.parse(res.json());
};
const booksBalance = async () => {
  const r = await reconcileLedger(db());
  return r.mismatches.length === 0 && r.unbalancedCurrencies.length === 0;
};
const code = (res: { json: <T>() => T }) => res.json<{ errors: { code: string }[] }>().errors[0]?.code;

describe('lotto catalogue and lottery pages', () => {
  it('lists the three lotteries with their next draw from the schedule (6/45 Wednesday 19:00 UTC)', async () => {
    const res = await app.app.inject({ url: `${LOTTO_API}/lotteries` });
    expect(res.statusCode).toBe(200);
    const { lotteries } = lottoCatalogAnswerSchema.parse(res.json());
    expect(lotteries.map((l) => l.id)).toEqual(['6-45', '5-36', 'keno-20-80']);
    expect(lotteries[0]?.nextDrawAt).toBe(new Date(NEXT_6_45).toISOString());
    expect(lotteries[0]?.fixedRtp).toEqual({ '6': 0.3169 });
  });

  it('a lottery page has its prize table and the next draws with their commitments published', async () => {
    await run(clock);
    const answer = lotteryAnswerSchema.parse((await app.app.inject({ url: `${LOTTO_API}/lotteries/6-45` })).json());
    expect(answer.tiers.map((t) => [t.id, t.kind, t.prizeMinor])).toEqual([
      ['6', 'pool', null],
      ['5', 'pool', null],
      ['4', 'fixed', '15000'],
      ['3', 'fixed', '500'],
    ]);
    expect(answer.tiers[0]?.oneIn).toBe(8_145_060);
    const first = answer.nextDraws[0]?.draw;
    expect(first?.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(first?.seed).toBeNull();
    expect((await app.app.inject({ url: `${LOTTO_API}/lotteries/nope` })).statusCode).toBe(404);
  });
});

describe('buying tickets', () => {
  it('buys a quick-pick multi-draw ticket: lines × draws × price through the ledger, once per ticket id', async () => {
    const p = await player();
    const ticketId = '00000000-0000-4000-8000-000000000019';
    const body = { lotteryId: '6-45', lines: [{ quickPick: true }, { quickPick: true }], draws: 3, ticketId };
    const res = await p.buy(body);
    expect(res.statusCode, res.body).toBe(200);
    const { ticket, balanceMinor } = lottoBuyAnswerSchema.parse(res.json());
    expect(ticket.stakeMinor).toBe('600');
    expect(balanceMinor).toBe('9400');
    expect(ticket.lines).toHaveLength(2);
    expect(ticket.draws.map((d) => d.scheduledAt)).toEqual([
      '2026-11-25T19:00:00.000Z',
      '2026-11-28T19:00:00.000Z',
      '2026-12-02T19:00:00.000Z',
    ]);
    const again = lottoBuyAnswerSchema.parse((await p.buy(body)).json());
    expect(again.replay).toBe(true);
    expect(await p.balance()).toBe(9_400n);
    const list = lottoTicketsAnswerSchema.parse((await p.get(`${LOTTO_API}/tickets`)).json());
    expect(list.tickets.map((t) => t.id)).toEqual([ticketId]);
  });

  it('refuses bad picks with 400 and a code, an unknown lottery with 404, a guest with 401', async () => {
    const p = await player();
    const cases: [object, string][] = [
      [{ lotteryId: '6-45', lines: [{ numbers: [1, 2, 3, 4, 5, 5] }], draws: 1 }, 'duplicate_number'],
      [{ lotteryId: '6-45', lines: [{ numbers: [1, 2, 3, 4, 5, 46] }], draws: 1 }, 'number_out_of_range'],
      [{ lotteryId: '6-45', lines: [{ numbers: [1, 2, 3] }], draws: 1 }, 'bad_pick_count'],
      [{ lotteryId: '5-36', lines: [{ numbers: [1, 2, 3, 4, 5] }], draws: 1 }, 'bonus_required'],
      [{ lotteryId: '6-45', lines: [{ numbers: [1, 2, 3, 4, 5, 6] }], draws: 9 }, 'bad_draws'],
      [{ lotteryId: 'keno-20-80', lines: [{ quickPick: true, spots: 11 }], draws: 1 }, 'validation_error'],
    ];
    for (const [body, expected] of cases) {
      const res = await p.buy(body);
      expect(res.statusCode, res.body).toBe(400);
      if (expected !== 'validation_error') expect(code(res)).toBe(expected);
    }
    expect((await p.buy({ lotteryId: 'x', lines: [{ quickPick: true }], draws: 1 })).statusCode).toBe(404);
    expect(await p.balance()).toBe(10_000n);
    const guest = await app.app.inject({
      method: 'POST',
      url: `${LOTTO_API}/tickets`,
      headers: XRW,
      payload: { lotteryId: '6-45', lines: [{ quickPick: true }], draws: 1 },
    });
    expect(guest.statusCode).toBe(401);
  });

  it('refuses a self-excluded player (403 limit_refused) and a ticket the balance does not cover', async () => {
    const poor = await player(50n);
    const res = await poor.buy({ lotteryId: '6-45', lines: [{ quickPick: true }], draws: 1 });
    expect(res.statusCode).toBe(400);
    expect(code(res)).toBe('insufficient_funds');
    const p = await player();
    await app.rg.save(p.userId, [{ limitType: 30, limitValue: 30 }]);
    const refused = await p.buy({ lotteryId: '6-45', lines: [{ quickPick: true }], draws: 1 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ reason: string }>().reason).toBe('self_excluded');
    expect(await p.balance()).toBe(10_000n);
  });
});

describe('the draw job (test clock)', () => {
  it('draws at the draw time, splits the pool, pays exactly once; results verify; tickets are the owner’s', async () => {
    const [draw] = await db()
      .select()
      .from(lottoDraws)
      .where(and(eq(lottoDraws.lotteryId, '6-45'), eq(lottoDraws.scheduledAt, new Date(NEXT_6_45))));
    if (!draw) throw new Error('draw not created');
    // The test reads the secret seed to buy the winning lines (players only see its commitment).
    const win = drawNumbers(LOTTO_6_45, draw.seed, draw.id).numbers;
    const five = [...win.slice(0, 5), [...Array(45).keys()].map((i) => i + 1).find((x) => !win.includes(x)) ?? 0];
    const a = await player();
    const b = await player();
    const boughtA = lottoBuyAnswerSchema.parse(
      (await a.buy({ lotteryId: '6-45', lines: [{ numbers: win }], draws: 1 })).json(),
    );
    const boughtB = lottoBuyAnswerSchema.parse(
      (await b.buy({ lotteryId: '6-45', lines: [{ numbers: five }, { quickPick: true }], draws: 1 })).json(),
    );
    // Before its time the draw stays open (keno and 5/36 draws before it are drawn meanwhile).
    expect((await run(NEXT_6_45 - 1)).drawn).toBeGreaterThan(0);
    const [before] = await db().select().from(lottoDraws).where(eq(lottoDraws.id, draw.id));
    expect(before?.status).toBe('open');
    const first = await run(NEXT_6_45);
    expect(first.drawn).toBe(2); // 6/45 and the keno draw of 19:00
    expect(first.settledTickets).toBe(3);
    // Stakes of this draw: the multi-draw ticket's 2 lines, then 1 + 2 lines here; the pool is 25 %.
    const [done] = await db().select().from(lottoDraws).where(eq(lottoDraws.id, draw.id));
    expect(done?.status).toBe('drawn');
    const stakes = BigInt(done?.stakes?.['EUR'] ?? '0');
    expect(stakes).toBe(500n);
    const pool = (stakes * 2_500n) / 10_000n;
    const tier6 = (pool * 7_000n) / 10_000n;
    const viewA = lottoTicketAnswerSchema.parse(
      (await a.get(`${LOTTO_API}/tickets/${boughtA.ticket.id}`)).json(),
    ).ticket;
    expect(viewA.status).toBe('settled');
    expect(viewA.draws[0]?.results?.[0]).toMatchObject({ hits: 6, tierId: '6' });
    expect(viewA.winningsMinor).toBe(tier6.toString());
    expect(await a.balance()).toBe(10_000n - 100n + tier6);
    const viewB = lottoTicketAnswerSchema.parse(
      (await b.get(`${LOTTO_API}/tickets/${boughtB.ticket.id}`)).json(),
    ).ticket;
    expect(viewB.draws[0]?.results?.[0]).toMatchObject({ hits: 5, tierId: '5' });
    const bWins = BigInt(viewB.winningsMinor);
    expect(await b.balance()).toBe(10_000n - 200n + bWins);
    // Pool invariant on the books of the draw: payouts + carried out + commission = stakes + jackpot in.
    const poolPaid = tier6 + BigInt(viewB.draws[0]?.results?.[0]?.prizeMinor ?? '0');
    expect(poolPaid + BigInt(done?.jackpotOut?.['EUR'] ?? '0') + (stakes - pool)).toBe(stakes);
    // Running the job again pays nothing twice.
    const second = await run(NEXT_6_45);
    expect(second.drawn).toBe(0);
    expect(await a.balance()).toBe(10_000n - 100n + tier6);
    const prizes = await db()
      .select()
      .from(ledgerTransactions)
      .where(like(ledgerTransactions.idempotencyKey, `lotto:prize:${draw.id}:${boughtA.ticket.id}`));
    expect(prizes).toHaveLength(1);
    expect(await booksBalance()).toBe(true);
    // Spec §2 lotto/view/{id}: only the owner sees a ticket.
    expect((await b.get(`${LOTTO_API}/tickets/${boughtA.ticket.id}`)).statusCode).toBe(404);
    // Results archive: the seed is revealed, it hashes to the commitment, the numbers recompute.
    const results = lottoResultsAnswerSchema.parse(
      (await app.app.inject({ url: `${LOTTO_API}/results?lotteryId=6-45` })).json(),
    );
    const shown = results.draws.find((d) => d.id === draw.id);
    expect(shown).toMatchObject({
      seed: draw.seed,
      numbers: [...win],
      verify: { seedMatchesCommitment: true, numbersMatch: true },
    });
    expect(results.algorithm).toMatch(/HMAC-SHA256/);
  });

  it('fixed prizes are paid exactly: 5/36 with and without the bonus ball, keno 10 of 10; the jackpot rolls on', async () => {
    const firstOpen = async (lotteryId: string) => {
      const [row] = await db()
        .select()
        .from(lottoDraws)
        .where(and(eq(lottoDraws.lotteryId, lotteryId), eq(lottoDraws.status, 'open')))
        .orderBy(asc(lottoDraws.scheduledAt))
        .limit(1);
      if (!row) throw new Error(`no open ${lotteryId} draw`);
      return row;
    };
    const d536 = await firstOpen('5-36');
    const r536 = drawNumbers(LOTTO_5_36, d536.seed, d536.id);
    const bonus = r536.bonus ?? 1;
    const dKeno = await firstOpen('keno-20-80');
    const rKeno = drawNumbers(KENO_20_80, dKeno.seed, dKeno.id);
    const missed = [...Array(80).keys()].map((i) => i + 1).find((x) => !rKeno.numbers.includes(x)) ?? 0;
    const p = await player();
    const t536 = lottoBuyAnswerSchema.parse(
      (
        await p.buy({
          lotteryId: '5-36',
          lines: [
            { numbers: r536.numbers, bonus },
            { numbers: r536.numbers, bonus: (bonus % 10) + 1 },
          ],
          draws: 1,
        })
      ).json(),
    ).ticket;
    const tKeno = lottoBuyAnswerSchema.parse(
      (
        await p.buy({
          lotteryId: 'keno-20-80',
          lines: [{ numbers: rKeno.numbers.slice(0, 10) }, { numbers: [missed] }],
          draws: 1,
        })
      ).json(),
    ).ticket;
    expect(t536.draws[0]?.drawId).toBe(d536.id);
    expect(tKeno.draws[0]?.drawId).toBe(dKeno.id);
    expect(await p.balance()).toBe(10_000n - 100n - 200n);
    await run(Math.max(d536.scheduledAt.getTime(), dKeno.scheduledAt.getTime()));
    const view = async (id: string) =>
      lottoTicketAnswerSchema.parse((await p.get(`${LOTTO_API}/tickets/${id}`)).json()).ticket;
    const s536 = await view(t536.id);
    expect(s536.draws[0]?.results?.map((r) => [r.tierId, r.prizeMinor])).toEqual([
      ['5+B', '10000000'],
      ['5', '1000000'],
    ]);
    const sKeno = await view(tKeno.id);
    expect(sKeno.draws[0]?.results?.map((r) => [r.tierId, r.prizeMinor])).toEqual([
      ['k10-10', '10000000'],
      [null, '0'],
    ]);
    expect(await p.balance()).toBe(10_000n - 300n + 11_000_000n + 10_000_000n);
    expect(await booksBalance()).toBe(true);

    // The 6/45 draw of Saturday starts from the jackpot Wednesday's left.
    const [wed] = await db().select().from(lottoDraws).where(eq(lottoDraws.id, '6-45-202611251900'));
    const sat = Date.UTC(2026, 10, 28, 19, 0, 0);
    await run(sat);
    const [done] = await db().select().from(lottoDraws).where(eq(lottoDraws.id, '6-45-202611281900'));
    expect(done?.jackpotIn).toEqual(wed?.jackpotOut);
    const pool = BigInt(done?.pool?.['EUR'] ?? '0');
    expect(pool).toBe(50n); // the multi-draw ticket's two lines: 200 × 25 %
    expect(BigInt(done?.jackpotOut?.['EUR'] ?? '0')).toBe(BigInt(wed?.jackpotOut?.['EUR'] ?? '0') + pool);
  });

  it('the admin hook needs the admin token', async () => {
    const res = await app.app.inject({
      method: 'POST',
      url: LOTTO_ADMIN_RUN,
      headers: XRW,
      payload: { at: new Date(clock).toISOString() },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('spec §2 lotto/{sectionName?}/{lottoId?} pages, server-rendered with their data', () => {
  const page = (url: string) => app.app.inject({ url, headers: { accept: 'text/html' } });

  it('catalogue, a lottery (prize table, next draws, ticket builder), results with the verify panel', async () => {
    const catalog = await page('/en/lotto');
    expect(catalog.statusCode).toBe(200);
    expect(catalog.body).toContain('Lotto 6/45');
    expect(catalog.body).toContain('Daily Keno 20/80');
    expect((await page('/en/lotto/catalog/5')).statusCode).toBe(200);
    const lottery = await page('/en/lotto/lotto-name/6-45');
    expect(lottery.statusCode).toBe(200);
    expect(lottery.body).toContain('1 in 8,145,060');
    expect(lottery.body).toContain('Quick pick');
    const results = await page('/en/lotto/results/6-45');
    expect(results.statusCode).toBe(200);
    expect(results.body).toContain('data-draw="6-45-202611251900"');
    expect(results.body).toContain('Verify this draw');
  });

  it('an unknown lottery, a bad ticket id or section is a 404; a ticket page is for its owner', async () => {
    expect((await page('/en/lotto/lotto-name/nope')).statusCode).toBe(404);
    expect((await page('/en/lotto/view/123')).statusCode).toBe(404);
    expect((await page('/en/lotto/x')).statusCode).toBe(404);
    expect((await page('/en/lotto/view/00000000-0000-4000-8000-000000000019')).statusCode).toBe(200);
  });
});

// Last: its tickets join the next 6/45 draw, which the draw tests above count.
describe('responsible gaming counts lotto (issue 19: limits apply)', () => {
  it('lotto stakes count against a wagering limit', async () => {
    const p = await player();
    await app.rg.save(p.userId, [{ limitType: 1, limitValue: 250 }]);
    const one = { lotteryId: '6-45', lines: [{ quickPick: true }], draws: 1 };
    expect((await p.buy(one)).statusCode).toBe(200);
    expect((await p.buy(one)).statusCode).toBe(200);
    const refused = await p.buy(one);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ reason: string }>().reason).toBe('wager_limit_exceeded');
    expect(await p.balance()).toBe(10_000n - 200n);
  });
});
