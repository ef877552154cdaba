import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  ACCOUNT_TYPE,
  ADMIN_TOURNAMENTS_PATH,
  CASINO_API,
  casinoPlayAnswerSchema,
  tournamentAnswerSchema,
  tournamentJoinPath,
  tournamentPath,
  TOURNAMENTS_PATH,
  tournamentsAnswerSchema,
  tournamentViewSchema,
} from '@sb/contracts';
import { buildApp, type App } from '../../app';
import type { EventBus } from '../../bus/bus';
import { ledgerAccounts, ledgerTransactions } from '../../db/schema';
import { fund } from '../../test/betting-support';
import { ADMIN, XRW, openTestBus, openTestDatabase, testEnv, type TestDatabase } from '../../test/test-app';
import { reconcileLedger } from '../ledger';
import { TournamentService } from './service';

/**
 * Issue 16 casino tournaments through the real API on PGlite, the clock injected: operators create
 * them, players opt in and play real casino rounds, the leaderboard follows the rounds in the
 * window, and the leader job's step pays the prize table once through the ledger.
 */
const START = Date.UTC(2026, 10, 24, 12, 0, 0);
const HOUR = 3_600_000;
let clock = START - HOUR;
const now = () => clock;
let tdb: TestDatabase;
let bus: EventBus;
let app: App;
let ip = 0;

beforeAll(async () => {
  tdb = await openTestDatabase();
  bus = await openTestBus();
  app = await buildApp({ env: testEnv(), database: tdb.database, bus, now });
  await app.app.ready();
});
afterAll(async () => {
  await app.app.close();
  await bus.close();
  await tdb.dispose();
});

const db = () => tdb.database.db;
const service = () => new TournamentService({ db: db(), now });
const iso = (ms: number) => new Date(ms).toISOString();

async function create(body: Record<string, unknown>) {
  return app.app.inject({
    method: 'POST',
    url: ADMIN_TOURNAMENTS_PATH,
    headers: ADMIN,
    payload: {
      name: 'Slots sprint',
      currency: 'EUR',
      gameIds: ['fruit-fiesta'],
      startsAt: iso(START),
      endsAt: iso(START + 2 * HOUR),
      scoring: 'stake',
      minStake: '100',
      prizes: ['3000', '2000', '1000'],
      ...body,
    },
  });
}

async function player() {
  const reg = await app.app.inject({
    method: 'POST',
    url: '/web-api/user/registration',
    remoteAddress: `10.162.${Math.floor(++ip / 250)}.${ip % 250}`,
    headers: XRW,
    payload: { type: 'one_click', currency: 'EUR', bonusType: 0, termsAccepted: true },
  });
  const sid = reg.cookies.find((c) => c.name === 'sid')?.value;
  if (!sid) throw new Error(reg.body);
  const userId = reg.json<{ user_id: number }>().user_id;
  const headers = { ...XRW, cookie: `sid=${sid}` };
  await app.wallet.ensureAccounts(userId);
  const [main] = await db()
    .select()
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.type, ACCOUNT_TYPE.main)));
  if (!main) throw new Error('no main account');
  await fund(app, main.id, 1_000_000n);
  return {
    userId,
    play: async (stake: number, gameId = 'fruit-fiesta') => {
      const res = await app.app.inject({
        method: 'POST',
        url: `${CASINO_API}/play`,
        headers,
        payload: { mode: 'real', gameId, stake },
      });
      expect(res.statusCode, res.body).toBe(200);
      return casinoPlayAnswerSchema.parse(res.json()).round;
    },
    join: (id: number) => app.app.inject({ method: 'POST', url: tournamentJoinPath(id), headers }),
    detail: async (id: number) =>
      tournamentAnswerSchema.parse((await app.app.inject({ url: tournamentPath(id), headers })).json()),
    balance: async () =>
      (await db().select().from(ledgerAccounts).where(eq(ledgerAccounts.id, main.id)))[0]?.balance ?? 0n,
  };
}

const reconciled = async () => {
  const r = await reconcileLedger(db());
  expect(r.mismatches).toEqual([]);
  expect(r.unbalancedCurrencies).toEqual([]);
};

describe('issue 16 tournaments: operators create them through the admin API', () => {
  it('refuses unfair or impossible rules with 400 and writes nothing; needs the admin token', async () => {
    clock = START - HOUR;
    const refusals: [Record<string, unknown>, string][] = [
      [{ endsAt: iso(START - 1) }, 'tournament_window_invalid'],
      [{ endsAt: iso(START + 91 * 24 * HOUR) }, 'tournament_too_long'],
      [{ startsAt: iso(START - 3 * HOUR), endsAt: iso(START - 2 * HOUR) }, 'tournament_in_past'],
      // Issue 16 "no incentive that mixes products": bingo is another product.
      [{ categories: ['bingo'] }, 'mixed_products'],
      [{ gameIds: ['bingo-75'] }, 'mixed_products'],
      [{ gameIds: ['no-such-game'] }, 'unknown_game'],
      [{ prizes: ['0'] }, 'validation_failed'],
      [{ prizes: [] }, 'validation_failed'],
      [{ scoring: 'luck' }, 'validation_failed'],
    ];
    for (const [body, code] of refusals) {
      const res = await create(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<{ errors: { code: string }[] }>().errors[0]?.code).toBe(code);
    }
    const anonymous = await app.app.inject({ method: 'POST', url: ADMIN_TOURNAMENTS_PATH, headers: XRW, payload: {} });
    expect(anonymous.statusCode).toBe(401);
    const list = await app.app.inject({ url: ADMIN_TOURNAMENTS_PATH, headers: ADMIN });
    expect(list.json<{ tournaments: unknown[] }>().tournaments).toEqual([]);
  });
});

describe('issue 16 tournaments: total-stake leaderboard of opted-in players, prizes paid once', () => {
  it('counts real rounds in the window after the opt-in, at least the minimum stake, of the named games; pays the prize table once', async () => {
    clock = START - HOUR;
    const created = await create({});
    expect(created.statusCode, created.body).toBe(200);
    const t = tournamentViewSchema.parse(created.json());
    expect(t).toMatchObject({ status: 'upcoming', prizePoolMinor: '6000', optIn: true, paid: false });
    const [a, b, c] = [await player(), await player(), await player()];
    expect((await a.join(t.id)).statusCode).toBe(200);
    await a.play(1000); // before the start: does not count
    clock = START + 10 * 60_000;
    const listed = tournamentsAnswerSchema.parse(
      (await app.app.inject({ url: `${TOURNAMENTS_PATH}?status=running` })).json(),
    );
    expect(listed.tournaments.map((x) => x.id)).toContain(t.id);
    await b.play(500); // before b's opt-in: does not count
    clock += 1000;
    expect((await b.join(t.id)).statusCode).toBe(200);
    expect((await b.join(t.id)).statusCode).toBe(200); // idempotent
    for (let i = 0; i < 3; i++) {
      clock += 1000;
      await a.play(1000);
    }
    clock += 1000;
    await b.play(800);
    await b.play(50); // below the minimum stake
    await c.play(5000); // never opted in
    const seen = await a.detail(t.id);
    expect(seen.tournament).toMatchObject({ status: 'running', participants: 2, joined: true });
    expect(seen.leaderboard.map((r) => [r.rank, r.score, r.rounds, r.prizeMinor])).toEqual([
      [1, '3000', 3, '3000'],
      [2, '800', 1, '2000'],
    ]);
    expect(seen.me).toMatchObject({ rank: 1, me: true, score: '3000' });
    expect((await c.detail(t.id)).me).toBeNull();
    // A round after the end never counts; the end closes opt-ins.
    clock = START + 2 * HOUR;
    await c.play(100);
    expect((await c.join(t.id)).statusCode).toBe(409);
    const before = [await a.balance(), await b.balance()];
    expect(await service().payDue()).toBe(2);
    expect([await a.balance(), await b.balance()]).toEqual([(before[0] ?? 0n) + 3000n, (before[1] ?? 0n) + 2000n]);
    // Again, or two nodes at once: nothing more.
    expect((await Promise.all([service().payDue(), service().payDue()])).reduce((x, y) => x + y, 0)).toBe(0);
    expect([await a.balance(), await b.balance()]).toEqual([(before[0] ?? 0n) + 3000n, (before[1] ?? 0n) + 2000n]);
    const keys = await db()
      .select({ key: ledgerTransactions.idempotencyKey })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.kind, 'tournament_prize'));
    expect(keys.map((k) => k.key).sort()).toEqual([`tournament:${t.id}:1`, `tournament:${t.id}:2`]);
    const final = await b.detail(t.id);
    expect(final.tournament).toMatchObject({ status: 'finished', paid: true });
    expect(final.me).toMatchObject({ rank: 2, prizeMinor: '2000', me: true });
    await reconciled();
  });

  it('issue 16 ties: equal scores share the rank and the pooled prizes, the odd unit to who reached it first', async () => {
    // A window of its own (a day later): an automatic tournament counts every player's rounds.
    const day = START + 24 * HOUR;
    clock = day - HOUR;
    const t = tournamentViewSchema.parse(
      (
        await create({
          prizes: ['1001', '500'],
          optIn: false,
          gameIds: [],
          categories: ['slots'],
          startsAt: iso(day),
          endsAt: iso(day + 2 * HOUR),
        })
      ).json(),
    );
    const [a, b] = [await player(), await player()];
    clock = day + 60_000;
    await b.play(400);
    clock += 1000;
    await a.play(1000);
    clock += 1000;
    await b.play(600); // b reaches 10.00 after a
    const seen = await a.detail(t.id);
    expect(seen.tournament.participants).toBe(2);
    expect(seen.leaderboard.map((r) => [r.rank, r.score, r.prizeMinor, r.me])).toEqual([
      [1, '1000', '751', true],
      [1, '1000', '750', false],
    ]);
    clock = day + 3 * HOUR;
    const before = [await a.balance(), await b.balance()];
    await service().payDue();
    expect([await a.balance(), await b.balance()]).toEqual([(before[0] ?? 0n) + 751n, (before[1] ?? 0n) + 750n]);
    await reconciled();
  });
});

describe('issue 16 tournaments: best single-round win multiplier', () => {
  it('scores each player by the best payout ÷ stake of a counted round (ten-thousandths)', async () => {
    const day = START + 48 * HOUR;
    clock = day - HOUR;
    const t = tournamentViewSchema.parse(
      (
        await create({
          scoring: 'multiplier',
          optIn: false,
          prizes: ['500'],
          startsAt: iso(day),
          endsAt: iso(day + 2 * HOUR),
        })
      ).json(),
    );
    const first = await player();
    const players = [first, await player()];
    clock = day + 60_000;
    const best = new Map<number, bigint>();
    for (const p of players)
      for (let i = 0; i < 8; i++) {
        clock += 1000;
        const round = await p.play(200);
        const m = (BigInt(round.payoutMinor) * 10_000n) / BigInt(round.totalStakeMinor);
        if (m > (best.get(p.userId) ?? 0n)) best.set(p.userId, m);
      }
    const board = (await first.detail(t.id)).leaderboard;
    const expected = [...best.values()].filter((m) => m > 0n).sort((x, y) => (x > y ? -1 : x < y ? 1 : 0));
    expect(board.map((r) => BigInt(r.score))).toEqual(expected);
    expect(board.reduce((s, r) => s + BigInt(r.prizeMinor), 0n)).toBe(expected.length > 0 ? 500n : 0n);
  });

  it('answers 404 for an unknown tournament and 401 when an anonymous player opts in', async () => {
    expect((await app.app.inject({ url: tournamentPath(999_999) })).statusCode).toBe(404);
    expect((await app.app.inject({ method: 'POST', url: tournamentJoinPath(1), headers: XRW })).statusCode).toBe(401);
    expect((await app.app.inject({ url: `${TOURNAMENTS_PATH}/abc` })).statusCode).toBe(400);
  });
});
