import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  ACCOUNT_TYPE,
  ADMIN_TOURNAMENTS_PATH,
  CASINO_API,
  GAME_STATUS_ID,
  tournamentAnswerSchema,
  tournamentJoinPath,
  tournamentPath,
  tournamentViewSchema,
} from '@sb/contracts';
import { buildApp, type App } from '../../app';
import type { EventBus } from '../../bus/bus';
import { ledgerAccounts, ledgerTransactions } from '../../db/schema';
import { FakeLine, fund, startBetting } from '../../test/betting-support';
import { ADMIN, XRW, openTestBus, openTestDatabase, testEnv, type TestDatabase } from '../../test/test-app';
import { reconcileLedger } from '../ledger';
import { TournamentService } from './service';

/**
 * Issue 16 sport tournaments through the real API on PGlite, the clock injected: real coupons are
 * placed and settled by the betting service (a FakeLine gives the games and results), and only
 * real-money coupons settled in the window, placed after the opt-in, at least the minimum stake,
 * count; casino rounds never count in a sport tournament (one product per tournament).
 */
const START = Date.UTC(2026, 10, 25, 12, 0, 0);
const HOUR = 3_600_000;
const MIN = 60_000;
let clock = START - HOUR;
const now = () => clock;
const line = new FakeLine(now);
let tdb: TestDatabase;
let bus: EventBus;
let app: App;
let http: FastifyInstance;
let betting: App['betting'];
let ip = 0;
let seq = 0;

beforeAll(async () => {
  tdb = await openTestDatabase();
  bus = await openTestBus();
  app = await buildApp({ env: testEnv(), database: tdb.database, bus, now });
  await app.app.ready();
  ({ http, betting } = await startBetting(app, line, now));
});
afterAll(async () => {
  await betting.stop();
  await http.close();
  await app.app.close();
  await bus.close();
  await tdb.dispose();
});

const db = () => tdb.database.db;
const iso = (ms: number) => new Date(ms).toISOString();

const create = (body: Record<string, unknown>) =>
  app.app.inject({
    method: 'POST',
    url: ADMIN_TOURNAMENTS_PATH,
    headers: ADMIN,
    payload: {
      name: 'Weekend football',
      currency: 'EUR',
      product: 'sport',
      startsAt: iso(START),
      endsAt: iso(START + 2 * HOUR),
      scoring: 'stake',
      minStake: '100',
      prizes: ['3000', '2000'],
      ...body,
    },
  });

async function player() {
  const reg = await app.app.inject({
    method: 'POST',
    url: '/web-api/user/registration',
    remoteAddress: `10.163.${Math.floor(++ip / 250)}.${ip % 250}`,
    headers: XRW,
    payload: { type: 'one_click', currency: 'EUR', bonusType: 0, termsAccepted: true },
  });
  const sid = reg.cookies.find((c) => c.name === 'sid')?.value;
  if (!sid) throw new Error(reg.body);
  const userId = reg.json<{ user_id: number }>().user_id;
  const headers = { ...XRW, cookie: `sid=${sid}` };
  await app.wallet.ensureAccounts(userId);
  const accounts = await db().select().from(ledgerAccounts).where(eq(ledgerAccounts.userId, userId));
  const main = accounts.find((a) => a.type === ACCOUNT_TYPE.main)?.id ?? 0;
  const bonus = accounts.find((a) => a.type === ACCOUNT_TYPE.bonus)?.id ?? 0;
  await fund(app, main, 1_000_000n);
  const bet = async (amount: number, game: number, accountId = main, pick: '1' | '3' = '1') => {
    const outcomeId = `${game}_${pick}_`;
    const res = await http.inject({
      method: 'POST',
      url: '/bets-api/v1/coupons',
      headers,
      payload: {
        typeId: 0,
        accountId,
        changeCoefAction: 2,
        idempotencyKey: `sport-tournament-${++seq}`,
        amount,
        bets: [{ outcomeId, coef: line.outcome(outcomeId)?.outcome.coef ?? 0 }],
      },
    });
    return res;
  };
  return {
    userId,
    bonus,
    bet,
    join: (id: number) => app.app.inject({ method: 'POST', url: tournamentJoinPath(id), headers }),
    play: (stake: number) =>
      app.app.inject({
        method: 'POST',
        url: `${CASINO_API}/play`,
        headers,
        payload: { mode: 'real', gameId: 'fruit-fiesta', stake },
      }),
    detail: async (id: number) =>
      tournamentAnswerSchema.parse((await app.app.inject({ url: tournamentPath(id), headers })).json()),
  };
}

const reconciled = async () => {
  const r = await reconcileLedger(db());
  expect(r.mismatches).toEqual([]);
  expect(r.unbalancedCurrencies).toEqual([]);
};

describe('issue 16 sport tournaments: one product per tournament', () => {
  it('the admin API accepts product sport, refuses casino games or categories with it, and unknown products', async () => {
    clock = START - HOUR;
    for (const body of [{ gameIds: ['fruit-fiesta'] }, { categories: ['slots'] }]) {
      const res = await create(body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<{ errors: { code: string }[] }>().errors[0]?.code).toBe('mixed_products');
    }
    const bad = await create({ product: 'lotto' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ errors: { code: string }[] }>().errors[0]?.code).toBe('validation_failed');
    const casino = tournamentViewSchema.parse((await create({ product: undefined, gameIds: ['fruit-fiesta'] })).json());
    expect(casino.product).toBe('casino'); // the default, as every tournament before sport ones
  });
});

describe('issue 16 sport tournaments: total stake of counted coupons', () => {
  it('counts real-money coupons settled in the window, placed after the opt-in, at least the minimum; pays once', async () => {
    clock = START - HOUR;
    const created = await create({});
    expect(created.statusCode, created.body).toBe(200);
    const t = tournamentViewSchema.parse(created.json());
    expect(t).toMatchObject({ product: 'sport', gameIds: [], categories: [] });
    const [a, b, c] = [await player(), await player(), await player()];
    const early = line.game([2, 3.5, 4], { startInMs: 3 * HOUR });
    // Placed before the start (and before the opt-in), settled inside the window: does not count.
    expect((await a.bet(7_000, early)).statusCode).toBe(201);
    expect((await a.join(t.id)).statusCode).toBe(200);
    expect((await c.join(t.id)).statusCode).toBe(200);
    clock = START + 10 * MIN;
    const win = line.game([2, 3.5, 4]);
    const lose = line.game([2, 3.5, 4]);
    const voided = line.game([2, 3.5, 4]);
    expect((await a.bet(5_000, win)).statusCode).toBe(201);
    expect((await a.bet(3_000, lose)).statusCode).toBe(201); // a lost coupon was wagered: counts
    expect((await a.bet(4_000, voided)).statusCode).toBe(201); // returned: wagered nothing
    expect((await b.bet(9_000, win)).statusCode).toBe(201); // b never opted in
    expect((await c.bet(99, win)).statusCode).toBe(201); // below the minimum stake
    expect((await c.play(5_000)).statusCode).toBe(200); // a casino round: another product
    // Issue 16: bonus-account coupons never count (the bonus money is funded here to place one).
    await fund(app, a.bonus, 50_000n);
    expect((await a.bet(20_000, win, a.bonus)).statusCode).toBe(201);
    clock = START + 30 * MIN;
    await betting.settle(await line.finish(win, 2, 0));
    await betting.settle(await line.finish(lose, 0, 1));
    await betting.settle(await line.finish(early, 1, 0));
    await betting.settle(await line.finish(voided, 0, 0, { statusId: GAME_STATUS_ID.cancelled }));
    const running = await a.detail(t.id);
    expect(running.leaderboard).toHaveLength(1);
    expect(running.me).toMatchObject({ rank: 1, score: '8000', rounds: 2, prizeMinor: '3000', me: true });
    // Settled after the end: does not count (c's coupon placed in time, settled too late).
    const late = line.game([2, 3.5, 4]);
    expect((await c.bet(1_000, late)).statusCode).toBe(201);
    clock = START + 2 * HOUR + MIN;
    await betting.settle(await line.finish(late, 1, 0));
    const svc = new TournamentService({ db: db(), now });
    expect(await svc.payDue()).toBe(1);
    expect(await svc.payDue()).toBe(0);
    const final = await a.detail(t.id);
    expect(final.tournament.paid).toBe(true);
    expect(final.leaderboard.map((r) => [r.rank, r.score, r.prizeMinor])).toEqual([[1, '8000', '3000']]);
    const paid = await db()
      .select()
      .from(ledgerTransactions)
      .where(
        and(
          eq(ledgerTransactions.kind, 'tournament_prize'),
          eq(ledgerTransactions.idempotencyKey, `tournament:${t.id}:1`),
        ),
      );
    expect(paid).toHaveLength(1);
    await reconciled();
  });
});

describe('issue 16 sport tournaments: best winning coupon odds', () => {
  it('scores the best won coupon odds in ten-thousandths; a lost coupon at higher odds places nobody', async () => {
    const S = START + 5 * HOUR; // after the other tournaments' coupons: every player counts here
    clock = S - HOUR;
    const t = tournamentViewSchema.parse(
      (await create({ scoring: 'multiplier', optIn: false, startsAt: iso(S), endsAt: iso(S + HOUR) })).json(),
    );
    const [a, b] = [await player(), await player()];
    clock = S + MIN;
    const g1 = line.game([2, 3.5, 4]);
    const g2 = line.game([2, 3.5, 4]);
    expect((await a.bet(1_000, g1)).statusCode).toBe(201); // home 2.0, wins
    expect((await a.bet(1_000, g2, undefined, '3')).statusCode).toBe(201); // away 4.0, wins
    expect((await b.bet(1_000, g1, undefined, '3')).statusCode).toBe(201); // away 4.0, loses
    clock = S + 10 * MIN;
    await betting.settle(await line.finish(g1, 1, 0));
    await betting.settle(await line.finish(g2, 0, 2));
    const answer = await a.detail(t.id);
    expect(answer.leaderboard).toHaveLength(1);
    expect(answer.leaderboard[0]).toMatchObject({ rank: 1, score: '40000', me: true });
  });
});
