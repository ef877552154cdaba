import { randomBytes } from 'node:crypto';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  BETS_API,
  LINE_API,
  MARKET_GROUP,
  OUTCOME_TYPE,
  gameResponseSchema,
  gamesResponseSchema,
  type CouponView,
} from '@sb/contracts';
import { eq } from 'drizzle-orm';
import { buildApp, type App } from '../app';
import { createMemoryBus, createRedisBus, type EventBus } from '../bus/bus';
import { ledgerAccounts } from '../db/schema';
import { fund } from '../test/betting-support';
import { reconcileLedger } from '../modules/ledger/ledger';
import { BALANCE_CHANNEL } from '../modules/wallet/service';
import { ADMIN, XRW, openTestDatabase, testEnv, type TestDatabase } from '../test/test-app';
import { Leadership } from './leader';

/**
 * Issue 12, "Events that survive a Redis outage": node A leads, node B follows; B's link to the
 * bus is cut. Money calls on B still succeed, an operator result entered on B still reaches the
 * leader (through the database) and closes the game everywhere, B says it is not ready while it
 * cannot hear the others and catches up when the link is back.
 */
const REDIS_URL = process.env['REDIS_URL'];
const T0 = Date.parse('2026-03-10T10:00:30Z');
const clock = () => T0;
/** The leader's database poll in these tests (production: 2 s). */
const POLL_MS = 50;

let tdb: TestDatabase;
const closers: (() => Promise<unknown>)[] = [];
let ip = 0;

beforeAll(async () => {
  tdb = await openTestDatabase();
});
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});
afterAll(async () => {
  await tdb.dispose();
});

/** A node on the shared database: the leader (A) or a follower (B), with its own bus. */
async function node(bus: EventBus, role: 'leader' | 'follower', pollMs = POLL_MS): Promise<App> {
  const leadership = new Leadership({});
  if (role === 'leader') await leadership.start(); // without a URL: always the leader
  const app = await buildApp({ env: testEnv(), database: tdb.database, bus, now: clock, leadership, pollMs });
  await app.app.ready();
  closers.push(async () => {
    await app.app.close();
    await leadership.stop();
    await bus.close();
  });
  return app;
}

async function until(what: string, cond: () => Promise<boolean> | boolean, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await cond())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

interface Player {
  userId: number;
  cookie: string;
  main: number;
}

async function player(app: App): Promise<Player> {
  ip += 1;
  const reg = await app.app.inject({
    method: 'POST',
    url: '/web-api/user/registration',
    remoteAddress: `10.77.${ip >> 8}.${ip & 255}`,
    headers: XRW,
    payload: { type: 'one_click', currency: 'EUR', bonusType: 0, termsAccepted: true },
  });
  const sid = reg.cookies.find((c) => c.name === 'sid')?.value;
  if (!sid) throw new Error(reg.body);
  const userId = reg.json<{ user_id: number }>().user_id;
  const main = (await app.wallet.accounts(userId)).find((a) => a.type === 0)?.id ?? 0;
  await fund(app, main, 100_000n);
  return { userId, cookie: `sid=${sid}`, main };
}

/** Distinct football games not started at T0, each with its home-win outcome. */
async function openGames(app: App, n: number): Promise<{ gameId: number; outcomeId: string; coef: number }[]> {
  const list = await app.app.inject({ url: `${LINE_API}/games?sportId=1&pageSize=20` });
  const games = gamesResponseSchema.parse(list.json()).games.slice(0, n);
  return Promise.all(
    games.map(async (g) => {
      const { game } = gameResponseSchema.parse((await app.app.inject({ url: `${LINE_API}/games/${g.id}` })).json());
      const market = game.markets.find((m) => m.groupId === MARKET_GROUP.result);
      const outcome = market?.outcomes.find((o) => o.typeId === OUTCOME_TYPE.win1);
      if (!outcome) throw new Error(`game ${g.id} has no home win`);
      return { gameId: g.id, outcomeId: outcome.id, coef: outcome.coef };
    }),
  );
}

const place = (app: App, p: Player, pick: { outcomeId: string; coef: number }, amount = 1000) =>
  app.app.inject({
    method: 'POST',
    url: `${BETS_API}/coupons`,
    headers: { ...XRW, cookie: p.cookie },
    payload: {
      typeId: 0,
      accountId: p.main,
      amount,
      changeCoefAction: 2,
      idempotencyKey: randomBytes(8).toString('hex'),
      bets: [{ outcomeId: pick.outcomeId, coef: pick.coef }],
    },
  });

const coupon = async (app: App, p: Player, id: string) =>
  (await app.app.inject({ url: `${BETS_API}/coupons/${id}`, headers: { cookie: p.cookie } })).json<{
    coupon: CouponView;
  }>().coupon;

const balance = async (p: Player) =>
  (await tdb.database.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, p.main)))[0]?.balance;

/** The operator's result: the home side won 2–0. */
const homeWin = (app: App, gameId: number) =>
  app.app.inject({
    method: 'POST',
    url: `/admin-api/line/results/${gameId}`,
    headers: ADMIN,
    payload: { statusId: 4, score: { home: 2, away: 0, periods: [] } },
  });

const booksClean = async () => {
  const r = await reconcileLedger(tdb.database.db);
  return r.mismatches.length === 0 && r.unbalancedCurrencies.length === 0;
};

describe('issue 12: events that survive a Redis outage', () => {
  it('an operator result entered on a node the bus does not connect reaches the leader through the database: its bets settle, every node closes the game', async () => {
    // Two buses that never meet: whatever B publishes, A does not hear.
    const a = await node(createMemoryBus(), 'leader');
    const b = await node(createMemoryBus(), 'follower');
    const p = await player(a);
    const [pick, later] = await openGames(a, 2);
    if (!pick || !later) throw new Error('no open games');
    const placed = await place(b, p, pick);
    expect(placed.statusCode).toBe(201);
    const id = placed.json<{ coupon: CouponView }>().coupon.id;

    expect((await homeWin(b, pick.gameId)).statusCode).toBe(200);
    // The leader reads it on its next poll and settles: 1000 at the price, paid through the ledger.
    await until('settlement on the leader', async () => (await coupon(a, p, id)).status === 'settled');
    expect(await coupon(a, p, id)).toMatchObject({ status: 'settled', statusId: 1 });
    // Every node stops taking bets on the finished game (A learned it from the database, B stored it).
    for (const n of [a, b]) {
      const refused = await place(n, p, pick);
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ errors: { code: string }[] }>().errors[0]?.code).toBe('game_finished');
    }
    expect((await place(a, p, later)).statusCode).toBe(201);
    expect(await booksClean()).toBe(true);
  });

  it('a node starts while Redis is unreachable; a bet (201) and a deposit placed there succeed — the publish fails and is counted, its own sockets still get the push; /readyz says why it is not ready; metrics show the leader', async () => {
    const port = await closedPort();
    const a = await node(createMemoryBus(), 'leader');
    const cutOff = createRedisBus(`redis://127.0.0.1:${port}`, { retryMaxMs: 50 });
    const b = await node(cutOff, 'follower');
    const p = await player(b);
    const [pick] = await openGames(b, 1);
    if (!pick) throw new Error('no open games');
    const placed = await place(b, p, pick, 2500);
    expect(placed.statusCode).toBe(201);
    expect(await balance(p)).toBe(100_000n - 2500n);
    expect(await booksClean()).toBe(true);
    expect(cutOff.stats().publishFailures).toBeGreaterThan(0);
    // A deposit settled on B: credited, and B's own sockets still get the push (local delivery).
    const pushed: unknown[] = [];
    const off = await cutOff.subscribe(BALANCE_CHANNEL, (e) => pushed.push(e));
    const { payment } = await b.wallet.startDeposit(p.userId, p.main, 'sandbox-card', 5000n, 'en');
    await b.wallet.settleDeposit(payment.id, 'success', 5000n, 'EUR', `ref-${payment.id}`);
    expect(await balance(p)).toBe(100_000n - 2500n + 5000n);
    expect(pushed).toMatchObject([{ accountId: p.main, moneyMinor: String(100_000n - 2500n + 5000n) }]);
    off();

    const ready = await b.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'unavailable', leader: 'follower' });
    expect(ready.json<{ checks: Record<string, string> }>().checks['bus:redis']).toMatch(/redis publish connection/);
    expect((await a.app.inject({ url: '/readyz' })).json()).toMatchObject({ status: 'ok', leader: 'this node' });
    const metrics = async (app: App) => (await app.app.inject({ url: '/metrics' })).body;
    expect(await metrics(a)).toMatch(/^cluster_leader 1$/m);
    expect(await metrics(b)).toMatch(/^cluster_leader 0$/m);
    expect(await metrics(b)).toMatch(/^bus_connected 0$/m);
    expect(await metrics(b)).toMatch(/^bus_publish_failures_total [1-9]/m);
  });

  it.skipIf(!REDIS_URL)(
    'on Redis: B cut off through a proxy places bets, its operator result is settled by A, /readyz is 503 until the subscription is back, then B hears events again and catches up',
    async () => {
      const target = new URL(REDIS_URL ?? '');
      const link = await RedisLink.open(target.hostname, Number(target.port || 6379));
      closers.push(() => link.close());
      const prefix = `test:${randomBytes(6).toString('hex')}:`;
      const busA = createRedisBus(target.href, { prefix });
      const viaLink = new URL(target.href);
      viaLink.hostname = '127.0.0.1';
      viaLink.port = String(link.port);
      const busB = createRedisBus(viaLink.href, { prefix, retryMaxMs: 100 });
      const a = await node(busA, 'leader');
      // B reads the database only once an hour: what it learns after the cut comes from the resync.
      const b = await node(busB, 'follower', 3_600_000);
      const readyB = async () => (await b.app.inject({ url: '/readyz' })).statusCode === 200;
      await until('both nodes on the bus', async () => (await readyB()) && busA.stats().connected);
      const p = await player(a);
      const [first, second, third] = await openGames(a, 3);
      if (!first || !second || !third) throw new Error('no open games');
      const heardOnB: unknown[] = [];
      const offB = await busB.subscribe('test.ping', (m) => heardOnB.push(m));
      const bet = couponOf(await place(a, p, first));

      link.sever();
      await until('B not ready', async () => !(await readyB()));
      const readyz = (await b.app.inject({ url: '/readyz' })).json<{ checks: Record<string, string> }>();
      expect(readyz.checks['bus:redis']).toMatch(/redis (publish connection|subscription)/);
      // A money call on the cut-off node commits and answers: the failed push does not fail it.
      const before = (await balance(p)) ?? 0n;
      const onB = await place(b, p, second);
      expect(onB.statusCode).toBe(201);
      expect(await balance(p)).toBe(before - 1000n);
      // The operator's result on B reaches the leader through the database; A settles and closes the game.
      expect((await homeWin(b, first.gameId)).statusCode).toBe(200);
      await until('settlement by A', async () => (await coupon(a, p, bet.id)).status === 'settled');
      expect((await place(a, p, first)).statusCode).toBe(400);
      // A result entered on A meanwhile: B misses its message.
      expect((await homeWin(a, third.gameId)).statusCode).toBe(200);
      expect(b.line.outcome(third.outcomeId)?.outcome.isBlocked).toBe(false);

      link.restore();
      await until('B ready again', readyB);
      // Ready means subscribed: an event published now reaches B.
      await busA.publish('test.ping', { n: 1 });
      await until('B hears A', () => heardOnB.length > 0);
      // The resync on reconnect read what B missed (its poll is an hour away).
      await until(
        'B closed the game finished meanwhile',
        () => b.line.outcome(third.outcomeId)?.outcome.isBlocked === true,
      );
      expect((await place(b, p, third)).statusCode).toBe(400);
      offB();
      expect(await booksClean()).toBe(true);
    },
    60_000,
  );
});

const couponOf = (res: { json<T>(): T }) => res.json<{ coupon: CouponView }>().coupon;

async function closedPort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const address = s.address();
  await new Promise((r) => s.close(r));
  return typeof address === 'object' && address ? address.port : 0;
}

/** A TCP proxy to Redis that the test can cut (every connection dropped, new ones refused) and restore. */
class RedisLink {
  private readonly sockets = new Set<Socket>();
  private cut = false;

  private constructor(
    private readonly server: Server,
    readonly port: number,
  ) {}

  static async open(host: string, port: number): Promise<RedisLink> {
    const server = createServer();
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const address = server.address();
    const link = new RedisLink(server, typeof address === 'object' && address ? address.port : 0);
    server.on('connection', (client) => link.accept(client, host, port));
    return link;
  }

  sever(): void {
    this.cut = true;
    for (const s of this.sockets) s.destroy();
    this.sockets.clear();
  }

  restore(): void {
    this.cut = false;
  }

  async close(): Promise<void> {
    this.sever();
    await new Promise((r) => this.server.close(r));
  }

  private accept(client: Socket, host: string, port: number): void {
    if (this.cut) {
      client.destroy();
      return;
    }
    const upstream = connect(port, host);
    for (const s of [client, upstream]) {
      this.sockets.add(s);
      s.on('error', () => undefined);
      s.on('close', () => {
        this.sockets.delete(s);
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream);
    upstream.pipe(client);
  }
}
