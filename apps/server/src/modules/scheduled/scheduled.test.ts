import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { RED_NUMBERS, verifyChainLink } from '@sb/casino';
import {
  LINE_API,
  SCHEDULED_OUTCOME_TYPE,
  scheduledListSchema,
  scheduledResultsSchema,
  scheduledRoundAnswerSchema,
} from '@sb/contracts';
import { move } from '@sb/ledger';
import { buildApp, type App } from '../../app';
import type { EventBus } from '../../bus/bus';
import { betCoupons, ledgerAccounts } from '../../db/schema';
import { openTestBus, openTestDatabase, testEnv, XRW, type TestDatabase } from '../../test/test-app';
import { houseAccount, reconcileLedger, transferNow } from '../ledger';

/**
 * Issue 19 TV games and virtual sports through the real app: the pages' API, a bet on a round
 * through the ordinary coupon, and its settlement by the results job when the round ends (a
 * test clock, never a wall-clock wait).
 */
let tdb: TestDatabase;
let bus: EventBus;
let app: App;
let clock = Date.UTC(2026, 10, 24, 12, 0, 7);

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
const get = (url: string) => app.app.inject({ url, headers: XRW });

async function player(funds: bigint) {
  const reg = await app.app.inject({
    method: 'POST',
    url: '/web-api/user/registration',
    remoteAddress: '10.97.0.1',
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
    idempotencyKey: `sched-deposit-${userId}`,
    kind: 'deposit',
    postings: move(house, main.id, funds),
  });
  const headers = { ...XRW, cookie: `sid=${sid}` };
  return {
    userId,
    accountId: main.id,
    post: (url: string, payload: object) => app.app.inject({ method: 'POST', url, headers, payload }),
    get: (url: string) => app.app.inject({ url, headers }),
    balance: async () => {
      const [a] = await db().select().from(ledgerAccounts).where(eq(ledgerAccounts.id, main.id));
      return a?.balance ?? -1n;
    },
  };
}

describe('issue 19 scheduled games API', () => {
  it('lists the eight TV games and four virtual sports with their next rounds open and priced', async () => {
    const tv = scheduledListSchema.parse((await get(`${LINE_API}/scheduled?kind=tv&lng=en`)).json());
    expect(tv.games.map((g) => g.type)).toEqual([
      '5of36',
      '7of42',
      'lucky6',
      'wheel',
      'the21',
      'poker',
      'guesscard',
      'andarbahar',
    ]);
    const virtual = scheduledListSchema.parse((await get(`${LINE_API}/scheduled?kind=virtual`)).json());
    expect(virtual.games.map((g) => g.type)).toEqual([
      'virtual-football',
      'horse-racing',
      'greyhounds',
      'virtual-tennis',
    ]);
    for (const game of [...tv.games, ...virtual.games]) {
      expect(game.next).toHaveLength(3);
      for (const r of game.next) {
        expect(r.phase).toBe('open');
        expect(r.startAt).toBeGreaterThan(clock);
        expect(r.markets.length).toBeGreaterThan(0);
        // Only poker shows something before the start: its public hole cards (2 per hand).
        if (game.type === 'poker') expect(r.draw.length).toBeGreaterThan(0);
        else expect(r.draw).toEqual([]);
        expect(r.draw.length).toBe(r.incidents.length);
        expect(r.proof.seed).toBeNull();
      }
      expect(game.results.length).toBe(5);
      for (const r of game.results) {
        expect(r.phase).toBe('finished');
        expect(verifyChainLink(r.proof.seed ?? '', r.proof.commitment)).toBe(true);
      }
    }
    expect(virtual.games[1]?.next[0]?.competitors.length).toBe(8);
  });

  it('bad input is a 400, an unknown round or type a 404', async () => {
    expect((await get(`${LINE_API}/scheduled?kind=radio`)).statusCode).toBe(400);
    expect((await get(`${LINE_API}/scheduled/rounds/12`)).statusCode).toBe(404);
    expect((await get(`${LINE_API}/scheduled/rounds/99999999999`)).statusCode).toBe(400);
    expect((await get(`${LINE_API}/scheduled/results?type=bingo&date=2026-11-24`)).statusCode).toBe(404);
    expect((await get(`${LINE_API}/scheduled/results?type=wheel&date=2026-13-45`)).statusCode).toBe(400);
  });

  it('a bet on a wheel round goes through the coupon, closes at the start, and settles when the round ends', async () => {
    const p = await player(10_000n);
    const wheel = scheduledListSchema
      .parse((await get(`${LINE_API}/scheduled?kind=tv`)).json())
      .games.find((g) => g.type === 'wheel');
    const round = wheel?.next[0];
    // The colour market's red: it wins on the 18 red pockets.
    const outcome = round?.markets
      .flatMap((m) => m.outcomes)
      .find((o) => o.typeId === SCHEDULED_OUTCOME_TYPE.colourRed);
    if (!round || !outcome) throw new Error('no open wheel round');
    const placed = await p.post('/bets-api/v1/coupons', {
      typeId: 0,
      accountId: p.accountId,
      changeCoefAction: 2,
      idempotencyKey: 'sched-wheel-1',
      amount: 500,
      bets: [{ outcomeId: outcome.id, coef: outcome.coef }],
    });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await p.balance()).toBe(9_500n);

    // Sales close at the start: the same outcome is refused once the round is being drawn.
    clock = round.startAt + 1;
    const late = await p.post('/bets-api/v1/coupons', {
      typeId: 0,
      accountId: p.accountId,
      changeCoefAction: 2,
      idempotencyKey: 'sched-wheel-2',
      amount: 500,
      bets: [{ outcomeId: outcome.id, coef: outcome.coef }],
    });
    expect(late.statusCode).toBeGreaterThanOrEqual(400);
    const drawing = scheduledRoundAnswerSchema.parse(
      (await get(`${LINE_API}/scheduled/rounds/${round.game.id}`)).json(),
    );
    expect(drawing.round.phase).toBe('drawing');
    expect(drawing.round.markets).toEqual([]);
    expect(drawing.round.proof.seed).toBeNull();

    clock = round.endAt + 1;
    const results = await app.line.syncResults();
    expect(results.map((r) => r.gameId)).toContain(round.game.id);
    const finished = scheduledRoundAnswerSchema.parse(
      (await get(`${LINE_API}/scheduled/rounds/${round.game.id}`)).json(),
    ).round;
    expect(finished.phase).toBe('finished');
    expect(finished.draw).toHaveLength(1);
    expect(verifyChainLink(finished.proof.seed ?? '', finished.proof.commitment)).toBe(true);
    // Settled by the ordinary settlement: won at the coupon's price or lost, and the books agree.
    const settled = async () => {
      const [c] = await db().select().from(betCoupons).where(eq(betCoupons.userId, p.userId));
      return c;
    };
    await expect.poll(async () => (await settled())?.status, { timeout: 10_000 }).toBe('settled');
    const coupon = await settled();
    // What the drawn pocket says of the bet (the draw comes from this database's secret, so the test
    // reads the result rather than assuming one): won on red at the coupon's possible win, else 0.
    const pocket = finished.draw[0]?.[0] ?? -1;
    expect(coupon?.payout).toBe(RED_NUMBERS.includes(pocket) ? coupon?.possibleWin : 0n);
    expect(await p.balance()).toBe(9_500n + (coupon?.payout ?? -1n));
    const day = scheduledResultsSchema.parse(
      (await get(`${LINE_API}/scheduled/results?type=wheel&date=2026-11-24`)).json(),
    );
    expect(day.rounds[0]?.game.id).toBe(round.game.id);
    const books = await reconcileLedger(db());
    expect(books.mismatches).toEqual([]);
  });
});
