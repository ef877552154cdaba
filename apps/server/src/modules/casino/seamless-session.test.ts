import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { move } from '@sb/ledger';
import { buildApp, type App } from '../../app';
import type { EventBus } from '../../bus/bus';
import { ledgerAccounts } from '../../db/schema';
import { openTestBus, openTestDatabase, testEnv, type TestDatabase } from '../../test/test-app';
import { houseAccount, transferNow } from '../ledger';
import { ProviderSessions } from './seamless-sessions';
import { openProviderSession, signedCall, signedHeaders, siteSessionIdOf, type SignOptions } from './seamless-test-kit';
import type { SeamlessAnswer, SeamlessAuthAnswer } from './seamless-wallet';
import { testStudio } from './test-studio';

/**
 * Issue 25 §7 and §8 (security): the seamless wallet's signed requests and provider sessions.
 * One test per attack of the issue: a signed debit replayed at the rollback path, a changed
 * timestamp, the same request sent twice, a player id alone, another game, a rollback after
 * the win; and a launch token opened twice, a provider session that outlives its site session.
 */
const SECRET = 'provider-one-shared-secret-0123456789abcdef';
const OTHER = 'provider-two-shared-secret-0123456789abcdef';
const start = Date.UTC(2026, 11, 2, 10, 0, 0);
const XRW = { 'x-requested-with': 'XMLHttpRequest' };
/** The test clock: the app and the signed calls read it. */
let now = start;

let tdb: TestDatabase;
let bus: EventBus;
let app: App;
let ip = 0;

beforeAll(async () => {
  tdb = await openTestDatabase();
  bus = await openTestBus();
  const env = testEnv({
    CASINO_PROVIDERS: JSON.stringify([
      { id: 'acme', secret: SECRET },
      { id: 'other', secret: OTHER },
    ]),
  });
  app = await buildApp({ env, database: tdb.database, bus, now: () => now, casinoStudio: testStudio() });
  await app.app.ready();
});
afterAll(async () => {
  await app.app.close();
  await bus.close();
  await tdb.dispose();
});

const db = () => tdb.database.db;

async function player(funds = 10_000n) {
  const reg = await app.app.inject({
    method: 'POST',
    url: '/web-api/user/registration',
    remoteAddress: `10.95.${Math.floor(++ip / 250)}.${ip % 250}`,
    headers: XRW,
    payload: { type: 'one_click', currency: 'EUR', bonusType: 0, termsAccepted: true },
  });
  const userId = reg.json<{ user_id: number }>().user_id;
  const sid = reg.cookies.find((c) => c.name === 'sid')?.value ?? '';
  await app.wallet.ensureAccounts(userId);
  const [main] = await db()
    .select()
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.isActive, true)));
  if (!main) throw new Error(reg.body);
  const house = await db().transaction((tx) => houseAccount(tx, 'house:deposits', main.currency));
  await transferNow(db(), {
    idempotencyKey: `ss-deposit-${userId}`,
    kind: 'deposit',
    postings: move(house, main.id, funds),
  });
  const token = await openProviderSession(app, { db: db(), provider: 'acme', userId, sid, now: () => now });
  const balance = async () => {
    const [a] = await db().select().from(ledgerAccounts).where(eq(ledgerAccounts.id, main.id));
    return a?.balance ?? -1n;
  };
  return { userId, sid, token, currency: main.currency, balance };
}

const opts = (operation: string, o: Partial<SignOptions> = {}): SignOptions => ({
  secret: SECRET,
  provider: 'acme',
  operation,
  at: now,
  ...o,
});

async function answer<T = SeamlessAnswer>(operation: string, body: object, o: Partial<SignOptions> = {}): Promise<T> {
  const res = await signedCall(app, body, opts(operation, o));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
}

const move$ = (p: { token: string; currency: string }, transactionId: string, roundId: string, amount: bigint) => ({
  sessionToken: p.token,
  transactionId,
  roundId,
  amount: amount.toString(),
  currency: p.currency,
});

const codeOf = (res: { json: <T>() => T }) => res.json<{ errors: { code: string }[] }>().errors[0]?.code;

describe('issue 25 §7: the signature covers method, path, timestamp and nonce; a request counts once', () => {
  it('issue 25 §7: a signed debit sent again at the rollback path is refused (401) and refunds nothing', async () => {
    const p = await player();
    const raw = JSON.stringify(move$(p, 'd-path', 'r-path', 300n));
    const headers = signedHeaders(raw, opts('debit'));
    const debit = await app.app.inject({
      method: 'POST',
      url: '/casino-api/seamless/acme/debit',
      headers,
      payload: raw,
    });
    expect(debit.json<SeamlessAnswer>()).toMatchObject({ status: 'OK', balance: '9700' });
    // The same bytes and headers with a fresh nonce, so only the path differs.
    const moved = { ...signedHeaders(raw, opts('debit')) };
    for (const h of [headers, moved]) {
      const res = await app.app.inject({
        method: 'POST',
        url: '/casino-api/seamless/acme/rollback',
        headers: h,
        payload: raw,
      });
      expect(res.statusCode, res.body).toBe(401);
    }
    expect(await p.balance()).toBe(9_700n);
  });

  it('issue 25 §7: a changed X-Timestamp breaks the signature (401)', async () => {
    const p = await player();
    const raw = JSON.stringify({ sessionToken: p.token });
    const headers = signedHeaders(raw, opts('balance'));
    const later = { ...headers, 'x-timestamp': String(Number(headers['x-timestamp']) + 1) };
    const res = await app.app.inject({
      method: 'POST',
      url: '/casino-api/seamless/acme/balance',
      headers: later,
      payload: raw,
    });
    expect([res.statusCode, codeOf(res)]).toEqual([401, 'bad_signature']);
  });

  it('issue 25 §7: the same request sent twice is refused the second time; a retry with a new nonce is idempotent', async () => {
    const p = await player();
    const raw = JSON.stringify(move$(p, 'd-twice', 'r-twice', 200n));
    const headers = signedHeaders(raw, opts('debit'));
    const send = () =>
      app.app.inject({ method: 'POST', url: '/casino-api/seamless/acme/debit', headers, payload: raw });
    expect((await send()).statusCode).toBe(200);
    const again = await send();
    expect([again.statusCode, codeOf(again)]).toEqual([401, 'replayed']);
    // Even 29 s later (inside the window), the nonce is remembered.
    now += 29_000;
    const late = await app.app.inject({
      method: 'POST',
      url: '/casino-api/seamless/acme/debit',
      headers,
      payload: raw,
    });
    expect(late.statusCode).toBe(401);
    // The provider's own retry is a new request: it reaches the idempotent money path.
    expect(await answer('debit', move$(p, 'd-twice', 'r-twice', 200n))).toMatchObject({
      status: 'OK',
      balance: '9800',
    });
    expect(await p.balance()).toBe(9_800n);
  });

  it('issue 25 §7: a request without a well-formed nonce is refused (401)', async () => {
    const p = await player();
    const res = await signedCall(app, { sessionToken: p.token }, opts('balance', { nonce: 'short' }));
    expect(res.statusCode).toBe(401);
  });
});

describe('issue 25 §7: a provider session names the player and the game', () => {
  it('issue 25 §7: a player id alone reaches no one; with another player’s session, neither', async () => {
    const p = await player();
    const q = await player();
    expect(await answer('balance', { playerId: p.userId })).toMatchObject({ status: 'ERROR', code: 'INVALID_SESSION' });
    const byId = { playerId: p.userId, transactionId: 'd-id', roundId: 'r-id', amount: '100', currency: p.currency };
    expect(await answer('debit', byId)).toMatchObject({ code: 'INVALID_SESSION', balance: null });
    expect(await answer('balance', { sessionToken: q.token, playerId: p.userId })).toMatchObject({
      code: 'INVALID_SESSION',
      balance: null,
    });
    expect(await p.balance()).toBe(10_000n);
  });

  it('issue 25 §7: a session stakes only on the game it was launched for', async () => {
    const p = await player();
    const token = await openProviderSession(app, {
      db: db(),
      provider: 'acme',
      userId: p.userId,
      sid: p.sid,
      gameId: 'acme-slot',
      now: () => now,
    });
    const s = { token, currency: p.currency };
    expect(await answer('debit', { ...move$(s, 'd-g1', 'r-g1', 100n), gameId: 'acme-roulette' })).toMatchObject({
      code: 'INVALID_SESSION',
    });
    expect(await answer('debit', { ...move$(s, 'd-g2', 'r-g2', 100n), gameId: 'acme-slot' })).toMatchObject({
      status: 'OK',
      balance: '9900',
    });
  });

  it('issue 25 §7: a debit whose round was credited (a win of 0 too) is not rolled back', async () => {
    const p = await player();
    await answer('debit', move$(p, 'd-won', 'r-won', 500n));
    await answer('credit', move$(p, 'c-won', 'r-won', 900n));
    expect(await answer('rollback', { sessionToken: p.token, transactionId: 'd-won' })).toMatchObject({
      status: 'ERROR',
      code: 'ROLLBACK_NOT_ALLOWED',
      balance: '10400',
    });
    await answer('debit', move$(p, 'd-lost', 'r-lost', 300n));
    await answer('credit', move$(p, 'c-lost', 'r-lost', 0n));
    expect(await answer('rollback', { sessionToken: p.token, transactionId: 'd-lost' })).toMatchObject({
      code: 'ROLLBACK_NOT_ALLOWED',
    });
    // An unsettled debit still comes back.
    await answer('debit', move$(p, 'd-open', 'r-open', 100n));
    expect(await answer('rollback', { sessionToken: p.token, transactionId: 'd-open' })).toMatchObject({
      status: 'OK',
      balance: '10100',
    });
    expect(await p.balance()).toBe(10_100n);
  });
});

describe('issue 25 §8: a launch token opens one session, which ends with the site session', () => {
  const issue = (p: { userId: number; sid: string }, provider = 'acme', ttl = 120_000) =>
    new ProviderSessions({ db: db(), rg: app.rg, now: () => now }).issue({
      provider,
      userId: p.userId,
      gameId: `${provider}-game`,
      siteSessionId: siteSessionIdOf(p.sid),
      expiresAt: now + ttl,
    });

  it('issue 25 §8: authenticate answers a session once; again, late or for another provider: INVALID_TOKEN', async () => {
    const p = await player();
    const launchToken = await issue(p);
    const first = await answer<SeamlessAuthAnswer>('authenticate', { launchToken });
    expect(first).toMatchObject({ status: 'OK', playerId: String(p.userId), gameId: 'acme-game', balance: '10000' });
    expect(await answer('authenticate', { launchToken })).toMatchObject({ status: 'ERROR', code: 'INVALID_TOKEN' });
    const foreign = await issue(p);
    expect(await answer('authenticate', { launchToken: foreign }, { provider: 'other', secret: OTHER })).toMatchObject({
      code: 'INVALID_TOKEN',
    });
    const late = await issue(p, 'acme', 1_000);
    now += 1_000;
    expect(await answer('authenticate', { launchToken: late })).toMatchObject({ code: 'INVALID_TOKEN' });
    if (first.status !== 'OK') throw new Error('no session');
    expect(await answer('balance', { sessionToken: first.sessionToken })).toMatchObject({ status: 'OK' });
  });

  it('issue 25 §8: after logout the session has no balance and takes no stake; the open round is still paid', async () => {
    const p = await player();
    await answer('debit', move$(p, 'd-out', 'r-out', 400n));
    const out = await app.app.inject({
      method: 'POST',
      url: '/web-api/user/logout',
      headers: { ...XRW, cookie: `sid=${p.sid}` },
    });
    expect(out.statusCode).toBe(200);
    expect(await answer('balance', { sessionToken: p.token })).toMatchObject({ code: 'SESSION_EXPIRED' });
    expect(await answer('debit', move$(p, 'd-out-2', 'r-out-2', 100n))).toMatchObject({ code: 'SESSION_EXPIRED' });
    expect(await answer('credit', move$(p, 'c-out', 'r-out', 1_000n))).toMatchObject({
      status: 'OK',
      balance: '10600',
    });
    // A launch token of the ended site session opens nothing either.
    expect(await answer('authenticate', { launchToken: await issue(p) })).toMatchObject({ code: 'SESSION_EXPIRED' });
    expect(await p.balance()).toBe(10_600n);
  });

  it('issue 25 §8: the site session’s expiry ends the provider session', async () => {
    const p = await player();
    expect(await answer('balance', { sessionToken: p.token })).toMatchObject({ status: 'OK' });
    // Past any site session's life (12 h idle, 30 days remembered); nothing touched it meanwhile.
    now += 31 * 24 * 3600_000;
    expect(await answer('balance', { sessionToken: p.token })).toMatchObject({ code: 'SESSION_EXPIRED' });
  });

  it('issue 25 §8: a self-exclusion or time-out in force ends it: PLAYER_BLOCKED', async () => {
    const p = await player();
    await app.rg.save(p.userId, [{ limitType: 33, limitValue: 7 }]);
    expect(await answer('balance', { sessionToken: p.token })).toMatchObject({ code: 'PLAYER_BLOCKED' });
    expect(await answer('authenticate', { launchToken: await issue(p) })).toMatchObject({ code: 'PLAYER_BLOCKED' });
  });
});
