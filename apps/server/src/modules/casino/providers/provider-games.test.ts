import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import {
  CASINO_API,
  casinoGamesAnswerSchema,
  casinoLaunchAnswerSchema,
  casinoProvidersAnswerSchema,
  SANDBOX_PROVIDER_ID,
} from '@sb/contracts';
import { move } from '@sb/ledger';
import { buildApp, type App } from '../../../app';
import type { EventBus } from '../../../bus/bus';
import { ledgerAccounts, ledgerTransactions } from '../../../db/schema';
import { openTestBus, openTestDatabase, testEnv, type TestDatabase } from '../../../test/test-app';
import { houseAccount, reconcileLedger, transferNow } from '../../ledger';
import { playRound, sandboxRoundIds, walletClient, type RoundRng } from '../../sandbox-provider';
import { openProviderSession } from '../seamless-test-kit';
import { testStudio } from '../test-studio';
import { LAUNCH_URL_TTL_MS } from './launch';

/**
 * Issue 15, provider games: the sandbox aggregator's games in the catalogue, their launch, and
 * its rounds moving money only through signed seamless-wallet HTTP calls (the app listens on a
 * loopback port; the sandbox calls it as another host would).
 */
const DIRECT = { id: 'sbx-direct', secret: 'direct-provider-secret-0123456789abcdef' };
const clock = Date.UTC(2026, 10, 24, 10, 0, 0);
const XRW = { 'x-requested-with': 'XMLHttpRequest' };
const COIN = `${SANDBOX_PROVIDER_ID}-coin-flip`;

let tdb: TestDatabase;
let bus: EventBus;
let app: App;
let base = '';
let ip = 0;

beforeAll(async () => {
  tdb = await openTestDatabase();
  bus = await openTestBus();
  const env = testEnv({ CASINO_SANDBOX_PROVIDER: 'true', CASINO_PROVIDERS: JSON.stringify([DIRECT]) });
  app = await buildApp({ env, database: tdb.database, bus, now: () => clock, casinoStudio: testStudio() });
  base = await app.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app.app.close();
  await bus.close();
  await tdb.dispose();
});

const db = () => tdb.database.db;

async function player(funds = 100_000n) {
  const reg = await app.app.inject({
    method: 'POST',
    url: '/web-api/user/registration',
    remoteAddress: `10.97.${Math.floor(++ip / 250)}.${ip % 250}`,
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
    idempotencyKey: `pg-deposit-${userId}`,
    kind: 'deposit',
    postings: move(house, main.id, funds),
  });
  const headers = { ...XRW, cookie: `sid=${sid}` };
  return {
    userId,
    sid,
    cookie: `sid=${sid}`,
    launch: (gameId: string, payload: object) =>
      app.app.inject({ method: 'POST', url: `${CASINO_API}/games/${gameId}/launch`, headers, payload }),
    balance: async () => {
      const [a] = await db().select().from(ledgerAccounts).where(eq(ledgerAccounts.id, main.id));
      return a?.balance ?? -1n;
    },
  };
}

const guestLaunch = (gameId: string, payload: object, headers: Record<string, string> = XRW) =>
  app.app.inject({ method: 'POST', url: `${CASINO_API}/games/${gameId}/launch`, headers, payload });
const codeOf = (res: { json: <T>() => T }) => res.json<{ errors: { code: string }[] }>().errors[0]?.code;

/** Opens a launch URL over HTTP as the iframe would; answers the provider page's session. */
async function openGame(url: string): Promise<{ status: number; session: string | null; html: string }> {
  const res = await fetch(`${base}${url}`);
  const html = await res.text();
  return { status: res.status, session: /data-session="([^"]+)"/.exec(html)?.[1] ?? null, html };
}

async function round(session: string, roundId: string, stake = '100', params: object = { side: 'heads' }) {
  const res = await fetch(`${base}/sandbox-provider/api/rounds`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ session, roundId, stake, params }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const seamlessTxns = (provider: string, roundId: string) =>
  db()
    .select()
    .from(ledgerTransactions)
    .where(like(ledgerTransactions.idempotencyKey, `casino:seamless:${provider}:%${roundId}%`));

describe('issue 15 provider games: the sandbox aggregator in the catalogue', () => {
  it('lists its games like studio games (provider filter, search), under an honest provider name', async () => {
    const list = casinoGamesAnswerSchema.parse(
      (await app.app.inject({ url: `${CASINO_API}/games?provider=${SANDBOX_PROVIDER_ID}` })).json(),
    );
    expect(list.games.map((g) => g.id).sort()).toEqual([COIN, `${SANDBOX_PROVIDER_ID}-fruit-slot`]);
    const found = casinoGamesAnswerSchema.parse((await app.app.inject({ url: `${CASINO_API}/games?q=fruit` })).json());
    expect(found.games.map((g) => g.id)).toContain(`${SANDBOX_PROVIDER_ID}-fruit-slot`);
    const providers = casinoProvidersAnswerSchema.parse(
      (await app.app.inject({ url: `${CASINO_API}/providers` })).json(),
    );
    expect(providers.providers).toContainEqual(
      expect.objectContaining({
        id: SANDBOX_PROVIDER_ID,
        name: 'Sandbox Aggregator (test)',
        kind: 'aggregator',
        gamesCount: 2,
      }),
    );
  });

  it('a player favourites a provider game like a studio game', async () => {
    const p = await player();
    const headers = { ...XRW, cookie: p.cookie };
    const add = await app.app.inject({
      method: 'POST',
      url: `${CASINO_API}/favorites`,
      headers,
      payload: { gameId: COIN },
    });
    expect(add.statusCode).toBe(200);
    const list = (await app.app.inject({ url: `${CASINO_API}/favorites`, headers })).json<{
      games: { id: string }[];
    }>();
    expect(list.games.map((g) => g.id)).toEqual([COIN]);
  });

  it("the studio's boot seed leaves provider games enabled (it disables only the studio's)", async () => {
    await app.casino.seed();
    const game = await app.app.inject({ url: `${CASINO_API}/games/${COIN}` });
    expect(game.statusCode).toBe(200);
  });
});

describe('issue 15 provider games: launch', () => {
  it('a player gets a signed launch URL with a one-use launch token, valid for two minutes', async () => {
    const p = await player();
    const res = await p.launch(COIN, { mode: 'real', language: 'en', returnPath: '/slots/game/x' });
    expect(res.statusCode, res.body).toBe(200);
    const a = casinoLaunchAnswerSchema.parse(res.json());
    expect(a.expiresAt).toBe(new Date(clock + LAUNCH_URL_TTL_MS).toISOString());
    const q = new URL(a.url, base).searchParams;
    expect(a.url.startsWith('/sandbox-provider/launch?')).toBe(true);
    expect(q.get('mode')).toBe('real');
    // Issue 25 §8: an opaque random token, not a player credential.
    expect(q.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(q.get('return')).toMatch(/^http:\/\/localhost(:80)?\/slots\/game\/x$/);
    const opened = await openGame(a.url);
    expect(opened.status).toBe(200);
    expect(opened.html).toContain('Sandbox provider — test games, not a real studio');
    // Altered, the URL opens nothing.
    expect((await openGame(a.url.replace('mode=real', 'mode=demo'))).status).toBe(401);
  });

  it('issue 25 §8: the launch URL opens once; opened again (another address, no cookies) it opens nothing', async () => {
    const p = await player();
    const a = casinoLaunchAnswerSchema.parse((await p.launch(COIN, { mode: 'real' })).json());
    const first = await openGame(a.url);
    expect(first.status).toBe(200);
    expect(first.session).not.toBeNull();
    const again = await openGame(a.url);
    expect(again.status).toBe(401);
    expect(again.session).toBeNull();
    expect(again.html).toContain('used already or expired');
  });

  it('issue 25 §8: the provider session ends with the site session that launched it (logout)', async () => {
    const p = await player(10_000n);
    const a = casinoLaunchAnswerSchema.parse((await p.launch(COIN, { mode: 'real' })).json());
    const { session } = await openGame(a.url);
    if (!session) throw new Error('no session on the page');
    expect((await round(session, 'bound-round-0001')).body['status']).toBe('settled');
    const out = await app.app.inject({
      method: 'POST',
      url: '/web-api/user/logout',
      headers: { ...XRW, cookie: p.cookie },
    });
    expect(out.statusCode).toBe(200);
    const before = await p.balance();
    expect((await round(session, 'bound-round-0002')).body).toMatchObject({
      status: 'refused',
      code: 'SESSION_EXPIRED',
    });
    expect(await p.balance()).toBe(before);
  });

  it('a guest launches the demo (no player token) but not real money', async () => {
    const demo = await guestLaunch(COIN, { mode: 'demo' });
    expect(demo.statusCode, demo.body).toBe(200);
    expect(new URL(casinoLaunchAnswerSchema.parse(demo.json()).url, base).searchParams.get('token')).toBe('');
    const real = await guestLaunch(COIN, { mode: 'real' });
    expect(real.statusCode).toBe(401);
  });

  it('responsible gaming: a player in a time-out cannot launch (403 limit_refused)', async () => {
    const p = await player();
    await app.rg.save(p.userId, [{ limitType: 33, limitValue: 7 }]);
    const res = await p.launch(COIN, { mode: 'real' });
    expect(res.statusCode).toBe(403);
    expect(res.json<{ reason: string }>().reason).toBe('timeout_active');
  });

  it('unknown game 404, a studio game 400, bad input 400, no X-Requested-With 403', async () => {
    expect(codeOf(await guestLaunch('no-such-game', { mode: 'demo' }))).toBe('game_not_found');
    expect((await guestLaunch('no-such-game', { mode: 'demo' })).statusCode).toBe(404);
    const studio = await guestLaunch('test-dice', { mode: 'demo' });
    expect([studio.statusCode, codeOf(studio)]).toEqual([400, 'not_launchable']);
    expect((await guestLaunch(COIN, { mode: 'fun' })).statusCode).toBe(400);
    expect((await guestLaunch(COIN, { mode: 'demo', returnPath: 'https://evil.example' })).statusCode).toBe(400);
    expect((await guestLaunch('Bad Id!', { mode: 'demo' })).statusCode).toBe(400);
    expect((await guestLaunch(COIN, { mode: 'demo' }, {})).statusCode).toBe(403);
  });
});

describe('issue 15 provider games: sandbox rounds through the seamless wallet', () => {
  it('a real round debits and credits over signed HTTP; a replay of its id moves nothing', async () => {
    const p = await player(10_000n);
    const launched = casinoLaunchAnswerSchema.parse((await p.launch(COIN, { mode: 'real' })).json());
    const { session } = await openGame(launched.url);
    if (!session) throw new Error('no session on the page');
    const before = await p.balance();
    const first = await round(session, 'coin-round-1001', '100');
    expect(first.status).toBe(200);
    expect(first.body['status']).toBe('settled');
    const win = BigInt(String(first.body['win']));
    expect([0n, 196n]).toContain(win);
    expect(await p.balance()).toBe(before - 100n + win);
    expect(first.body['balance']).toBe((before - 100n + win).toString());
    const keys = (await seamlessTxns(SANDBOX_PROVIDER_ID, 'coin-round-1001')).map((t) => t.idempotencyKey).sort();
    expect(keys).toEqual(
      win > 0n
        ? ['casino:seamless:sandbox:coin-round-1001-bet', 'casino:seamless:sandbox:coin-round-1001-win']
        : ['casino:seamless:sandbox:coin-round-1001-bet'],
    );
    const again = await round(session, 'coin-round-1001', '100');
    expect(again.body).toEqual(first.body);
    expect(await p.balance()).toBe(before - 100n + win);
    expect(await seamlessTxns(SANDBOX_PROVIDER_ID, 'coin-round-1001')).toHaveLength(keys.length);
    const books = await reconcileLedger(db());
    expect(books.mismatches).toEqual([]);
  });

  it('a demo session plays without the wallet; a forged session or bad stake is refused', async () => {
    const launched = casinoLaunchAnswerSchema.parse((await guestLaunch(COIN, { mode: 'demo' })).json());
    const { session } = await openGame(launched.url);
    if (!session) throw new Error('no session on the page');
    const demo = await round(session, 'demo-round-0001');
    expect(demo.body['status']).toBe('settled');
    expect(demo.body['balance']).toBeNull();
    expect(await seamlessTxns(SANDBOX_PROVIDER_ID, 'demo-round-0001')).toHaveLength(0);
    expect((await round(`${session}x`, 'demo-round-0002')).status).toBe(401);
    expect((await round(session, 'demo-round-0003', '5')).status).toBe(400);
    expect((await round(session, 'demo-round-0004', '100', { side: 'edge' })).status).toBe(400);
  });

  it("a seeded round pays its computed win; when the provider's own step fails the debit is rolled back", async () => {
    const p = await player(10_000n);
    const wallet = walletClient({
      providerId: DIRECT.id,
      secret: DIRECT.secret,
      walletUrl: () => base,
      now: () => clock,
    });
    const token = await openProviderSession(app, {
      db: db(),
      provider: DIRECT.id,
      userId: p.userId,
      sid: p.sid,
      gameId: 'sandbox-coin-flip',
      now: () => clock,
    });
    const session = {
      game: 'coin-flip',
      token,
      scope: `real:${p.userId}`,
      currency: 'EUR',
      mode: 'real' as const,
      expiresAt: clock + 60_000,
    };
    const deps = { wallet, rounds: sandboxRoundIds(db()), operatorGameId: (c: string) => `sandbox-${c}` };
    // Float 0.1 lands heads: the call wins 1.96 × 500.
    const won = await playRound({ ...deps, rng: () => () => 0.1 }, session, {
      roundId: 'seeded-0001',
      stake: 500n,
      params: { side: 'heads' },
    });
    expect(won).toMatchObject({ status: 'settled', win: '980', balance: (10_000n - 500n + 980n).toString() });
    const failing = () => () => {
      throw new Error('the reels jammed');
    };
    const failed = await playRound({ ...deps, rng: failing }, session, {
      roundId: 'seeded-0002',
      stake: 700n,
      params: { side: 'heads' },
    });
    expect(failed).toMatchObject({ status: 'rolled_back', balance: 10_480n.toString() });
    expect(await p.balance()).toBe(10_480n);
    const keys = (await seamlessTxns(DIRECT.id, 'seeded-0002')).map((t) => t.idempotencyKey).sort();
    expect(keys).toEqual([
      'casino:seamless:sbx-direct:rollback:seeded-0002-bet',
      'casino:seamless:sbx-direct:seeded-0002-bet',
    ]);
  });

  it('the wallet refuses what the player cannot pay; nothing moves', async () => {
    const p = await player(50n);
    const launched = casinoLaunchAnswerSchema.parse((await p.launch(COIN, { mode: 'real' })).json());
    const { session } = await openGame(launched.url);
    if (!session) throw new Error('no session on the page');
    const res = await round(session, 'poor-round-0001', '100');
    expect(res.body).toMatchObject({ status: 'refused', code: 'INSUFFICIENT_FUNDS', balance: '50' });
    expect(await p.balance()).toBe(50n);
  });
});

describe('issue 25 §3: demo rounds are no oracle for real ones', () => {
  it('issue 25 §3: a round id played in demo is refused with real money (409), and nothing moves', async () => {
    const demoUrl = casinoLaunchAnswerSchema.parse((await guestLaunch(COIN, { mode: 'demo' })).json()).url;
    const demo = (await openGame(demoUrl)).session;
    const p = await player(10_000n);
    const realUrl = casinoLaunchAnswerSchema.parse((await p.launch(COIN, { mode: 'real' })).json()).url;
    const real = (await openGame(realUrl)).session;
    if (!demo || !real) throw new Error('no session on the page');
    const seen = await round(demo, 'oracle-round-0001', '100');
    expect(seen.body['status']).toBe('settled');
    const replayed = await round(real, 'oracle-round-0001', '100');
    expect([replayed.status, replayed.body['code']]).toEqual([409, 'round_id_used']);
    expect(await p.balance()).toBe(10_000n);
    expect(await seamlessTxns(SANDBOX_PROVIDER_ID, 'oracle-round-0001')).toHaveLength(0);
    // Nor the other way round, nor another demo session's id: an id seen in any mode is taken.
    const first = await round(real, 'oracle-round-0002', '100');
    expect(first.body['status']).toBe('settled');
    expect((await round(demo, 'oracle-round-0002', '100')).status).toBe(409);
    // The same scope's retry is still a retry (same answer, money once).
    expect((await round(real, 'oracle-round-0002', '100')).body).toEqual(first.body);
  });

  it('issue 25 §3: the outcome is drawn per mode and player: the same round id never draws the same key', async () => {
    const keys: string[] = [];
    const rng: RoundRng = (key) => {
      keys.push(key);
      return () => 0.1;
    };
    const rounds = { claim: async () => 'new' as const };
    const wallet = walletClient({
      providerId: DIRECT.id,
      secret: DIRECT.secret,
      walletUrl: () => base,
      now: () => clock,
    });
    const demo = { game: 'coin-flip', token: '', currency: 'EUR', mode: 'demo' as const, expiresAt: clock + 60_000 };
    const req = { roundId: 'same-round-0001', stake: 100n, params: { side: 'heads' } };
    const deps = { wallet, rng, rounds, operatorGameId: (c: string) => `sandbox-${c}` };
    await playRound(deps, { ...demo, scope: 'demo:a' }, req);
    await playRound(deps, { ...demo, scope: 'demo:b' }, req);
    expect(keys).toEqual(['demo:a:same-round-0001', 'demo:b:same-round-0001']);
  });
});
