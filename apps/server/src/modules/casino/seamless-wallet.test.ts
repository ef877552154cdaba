import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like, sum } from 'drizzle-orm';
import { move } from '@sb/ledger';
import { buildApp, type App } from '../../app';
import type { EventBus } from '../../bus/bus';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema';
import { openTestBus, openTestDatabase, testEnv, type TestDatabase } from '../../test/test-app';
import { houseAccount, reconcileLedger, transferNow } from '../ledger';
import { BALANCE_CHANNEL, type BalanceEvent } from '../wallet';
import type { SeamlessAnswer } from './seamless-wallet';
import { openProviderSession, signedHeaders } from './seamless-test-kit';
import { testStudio } from './test-studio';

/**
 * Issue 15 ("Money and limits"): the seamless-wallet adapter's contract — what an external
 * provider may rely on. Balance, debit, credit, rollback; idempotent by transaction id (money
 * moves once, also for concurrent duplicates); signed requests; the balance exact against the ledger.
 * Players are named by a provider session (issue 25 §7/§8: seamless-session.test.ts tests it).
 */
const SECRET = 'provider-one-shared-secret-0123456789abcdef';
const OTHER = 'provider-two-shared-secret-0123456789abcdef';
const clock = Date.UTC(2026, 10, 24, 10, 0, 0);
const XRW = { 'x-requested-with': 'XMLHttpRequest' };

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
  app = await buildApp({ env, database: tdb.database, bus, now: () => clock, casinoStudio: testStudio() });
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
    remoteAddress: `10.96.${Math.floor(++ip / 250)}.${ip % 250}`,
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
  if (funds > 0n) {
    const house = await db().transaction((tx) => houseAccount(tx, 'house:deposits', main.currency));
    await transferNow(db(), {
      idempotencyKey: `sw-deposit-${userId}`,
      kind: 'deposit',
      postings: move(house, main.id, funds),
    });
  }
  const balance = async () => {
    const [a] = await db().select().from(ledgerAccounts).where(eq(ledgerAccounts.id, main.id));
    return a?.balance ?? -1n;
  };
  const session = (provider: string) => openProviderSession(app, { db: db(), provider, userId, sid, now: () => clock });
  return { userId, token: await session('acme'), session, accountId: main.id, currency: main.currency, balance };
}

interface Call {
  provider?: string;
  secret?: string;
  timestamp?: number | null;
  signature?: string | null;
}

async function call(operation: string, body: object | string, opts: Call = {}) {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  const provider = opts.provider ?? 'acme';
  const ts = opts.timestamp === undefined ? Math.floor(clock / 1000) : opts.timestamp;
  const at = (ts ?? Math.floor(clock / 1000)) * 1000;
  const headers = signedHeaders(raw, { secret: opts.secret ?? SECRET, provider, operation, at });
  if (opts.signature !== undefined) delete headers['x-signature'];
  if (opts.signature) headers['x-signature'] = opts.signature;
  if (ts === null) delete headers['x-timestamp'];
  return app.app.inject({
    method: 'POST',
    url: `/casino-api/seamless/${opts.provider ?? 'acme'}/${operation}`,
    headers,
    payload: raw,
  });
}

async function answer(operation: string, body: object, opts: Call = {}): Promise<SeamlessAnswer> {
  const res = await call(operation, body, opts);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SeamlessAnswer>();
}

const move$ = (p: { token: string; currency: string }, transactionId: string, roundId: string, amount: bigint) => ({
  sessionToken: p.token,
  transactionId,
  roundId,
  amount: amount.toString(),
  currency: p.currency,
});

/** What the ledger says the account holds: the sum of its entries. */
async function ledgerSum(accountId: number): Promise<bigint> {
  const [row] = await db()
    .select({ total: sum(ledgerEntries.amount) })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.accountId, accountId));
  return BigInt(row?.total ?? 0);
}

const seamlessTxns = async (provider: string, id: string) =>
  db()
    .select()
    .from(ledgerTransactions)
    .where(like(ledgerTransactions.idempotencyKey, `casino:seamless:${provider}:%${id}`));

describe('issue 15: seamless wallet — operations', () => {
  it('balance answers the ledger balance of the session’s player', async () => {
    const p = await player(12_345n);
    expect(await answer('balance', { sessionToken: p.token })).toEqual({
      status: 'OK',
      balance: '12345',
      currency: p.currency,
      transactionId: null,
    });
    // The player's id may come with the token; it must be the session's.
    expect((await answer('balance', { sessionToken: p.token, playerId: p.userId })).status).toBe('OK');
    // Another provider's session names no one here.
    const foreign = await p.session('other');
    expect(await answer('balance', { sessionToken: foreign })).toMatchObject({ code: 'INVALID_SESSION' });
    expect(await answer('balance', { sessionToken: 'no-such-session' })).toMatchObject({ code: 'INVALID_SESSION' });
    expect(await answer('balance', { sessionToken: p.token, currency: 'XXX' })).toMatchObject({
      code: 'CURRENCY_MISMATCH',
    });
  });

  it('debit then credit of a round: exact balances, ledger kinds casino_stake / casino_win', async () => {
    const p = await player();
    expect(await answer('debit', move$(p, 'd-1', 'r-1', 300n))).toMatchObject({ status: 'OK', balance: '9700' });
    expect(await answer('credit', move$(p, 'c-1', 'r-1', 750n))).toMatchObject({ status: 'OK', balance: '10450' });
    expect(await p.balance()).toBe(10_450n);
    // The header hears it on the wallet's balance channel; a replay publishes nothing.
    const heard: BalanceEvent[] = [];
    const off = await bus.subscribe(BALANCE_CHANNEL, (e) => heard.push(e as BalanceEvent));
    await answer('debit', move$(p, 'd-2', 'r-2', 50n));
    await answer('debit', move$(p, 'd-2', 'r-2', 50n));
    off();
    expect(heard).toEqual([
      { userId: p.userId, accountId: p.accountId, money: expect.any(String), moneyMinor: '10400' },
    ]);
    const kinds = (await seamlessTxns('acme', '')).filter((t) => (t.meta as { userId?: number }).userId === p.userId);
    expect(kinds.map((t) => t.kind).sort()).toEqual(['casino_stake', 'casino_stake', 'casino_win']);
  });

  it('debit refusals: insufficient funds, time-out, wagering limit, unknown player, currency — nothing moves', async () => {
    const poor = await player(100n);
    expect(await answer('debit', move$(poor, 'd-poor', 'r-poor', 101n))).toEqual({
      status: 'ERROR',
      code: 'INSUFFICIENT_FUNDS',
      balance: '100',
    });
    // A refused debit opens no round: its credit has nothing to pay.
    expect(await answer('credit', move$(poor, 'c-poor', 'r-poor', 500n))).toMatchObject({ code: 'ROUND_NOT_FOUND' });
    const resting = await player();
    await app.rg.save(resting.userId, [{ limitType: 33, limitValue: 7 }]);
    expect(await answer('debit', move$(resting, 'd-rest', 'r-rest', 10n))).toMatchObject({ code: 'PLAYER_BLOCKED' });
    const limited = await player();
    await app.rg.save(limited.userId, [{ limitType: 1, limitValue: 250 }]);
    expect(await answer('debit', move$(limited, 'd-lim-1', 'r-lim', 200n))).toMatchObject({ status: 'OK' });
    expect(await answer('debit', move$(limited, 'd-lim-2', 'r-lim', 100n))).toMatchObject({ code: 'LIMIT_EXCEEDED' });
    const nobody = { token: 'no-such-session', currency: 'EUR' };
    expect(await answer('debit', move$(nobody, 'd-nobody', 'r-n', 10n))).toMatchObject({ code: 'INVALID_SESSION' });
    expect(await answer('debit', { ...move$(poor, 'd-cur', 'r-cur', 10n), currency: 'XXX' })).toMatchObject({
      code: 'CURRENCY_MISMATCH',
    });
    expect(await poor.balance()).toBe(100n);
    expect(await resting.balance()).toBe(10_000n);
    expect(await limited.balance()).toBe(9_800n);
  });

  it('credit only after the round’s debit (same provider, same player)', async () => {
    const p = await player();
    expect(await answer('credit', move$(p, 'c-orphan', 'r-none', 50n))).toMatchObject({ code: 'ROUND_NOT_FOUND' });
    await answer('debit', move$(p, 'd-acme', 'r-shared', 100n));
    // The other provider's round of the same name is not this one.
    const elsewhere = { token: await p.session('other'), currency: p.currency };
    const other = await answer('credit', move$(elsewhere, 'c-other', 'r-shared', 50n), {
      provider: 'other',
      secret: OTHER,
    });
    expect(other).toMatchObject({ code: 'ROUND_NOT_FOUND' });
    const q = await player();
    expect(await answer('credit', move$(q, 'c-q', 'r-shared', 50n))).toMatchObject({ code: 'ROUND_NOT_FOUND' });
    // A losing round's zero credit closes it without a ledger transaction.
    expect(await answer('credit', move$(p, 'c-zero', 'r-shared', 0n))).toMatchObject({ status: 'OK', balance: '9900' });
    expect(await p.balance()).toBe(9_900n);
  });
});

describe('issue 15: seamless wallet — idempotent by transaction id', () => {
  it('the same debit and credit answer the same result and move money once', async () => {
    const p = await player();
    const first = await answer('debit', move$(p, 'd-idem', 'r-idem', 400n));
    await answer('debit', move$(p, 'd-idem-2', 'r-idem', 100n));
    // The retry answers the balance right after the first debit, not today's.
    expect(await answer('debit', move$(p, 'd-idem', 'r-idem', 400n))).toEqual(first);
    const win = await answer('credit', move$(p, 'c-idem', 'r-idem', 1_000n));
    expect(await answer('credit', move$(p, 'c-idem', 'r-idem', 1_000n))).toEqual(win);
    expect(await p.balance()).toBe(10_000n - 500n + 1_000n);
    // The id reused for another amount or another operation is a conflict, not a second move.
    expect(await answer('debit', move$(p, 'd-idem', 'r-idem', 401n))).toMatchObject({ code: 'TRANSACTION_CONFLICT' });
    expect(await answer('credit', move$(p, 'd-idem', 'r-idem', 400n))).toMatchObject({ code: 'TRANSACTION_CONFLICT' });
    expect(await p.balance()).toBe(10_500n);
  });

  it('concurrent duplicate debits move money once and all answer the same', async () => {
    const p = await player(1_000n);
    const body = move$(p, 'd-race', 'r-race', 600n);
    const answers = await Promise.all(Array.from({ length: 6 }, () => answer('debit', body)));
    for (const a of answers)
      expect(a).toEqual({ status: 'OK', balance: '400', currency: p.currency, transactionId: 'd-race' });
    expect(await p.balance()).toBe(400n);
    expect(await seamlessTxns('acme', 'd-race')).toHaveLength(1);
  });
});

describe('issue 15: seamless wallet — rollback', () => {
  it('reverses a debit once (casino_rollback); a credit is refused; an unknown id answers OK', async () => {
    const p = await player();
    await answer('debit', move$(p, 'd-rb', 'r-rb', 700n));
    const rb = await answer('rollback', { sessionToken: p.token, transactionId: 'd-rb' });
    expect(rb).toMatchObject({ status: 'OK', balance: '10000' });
    expect(await answer('rollback', { sessionToken: p.token, transactionId: 'd-rb' })).toEqual(rb);
    expect(await p.balance()).toBe(10_000n);
    const [rollback] = await db()
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, 'casino:seamless:acme:rollback:d-rb'));
    expect(rollback?.kind).toBe('casino_rollback');

    await answer('debit', move$(p, 'd-rb2', 'r-rb2', 100n));
    await answer('debit', move$(p, 'd-rb3', 'r-rb3', 100n));
    await answer('credit', move$(p, 'c-rb2', 'r-rb2', 300n));
    expect(await answer('rollback', { sessionToken: p.token, transactionId: 'c-rb2' })).toMatchObject({
      code: 'ROLLBACK_NOT_ALLOWED',
    });
    // Issue 25 §7: its debit is settled by the credit: not given back either.
    expect(await answer('rollback', { sessionToken: p.token, transactionId: 'd-rb2' })).toMatchObject({
      code: 'ROLLBACK_NOT_ALLOWED',
    });
    // Documented: a rollback of a debit that never reached us is a success that moves nothing.
    expect(await answer('rollback', { sessionToken: p.token, transactionId: 'never-seen' })).toMatchObject({
      status: 'OK',
      balance: '10100',
    });
    // Someone else's debit id, or another amount than the debit's, is a conflict.
    const q = await player();
    expect(await answer('rollback', { sessionToken: q.token, transactionId: 'd-rb3' })).toMatchObject({
      code: 'TRANSACTION_CONFLICT',
    });
    expect(await answer('rollback', { sessionToken: p.token, transactionId: 'd-rb3', amount: '99' })).toMatchObject({
      code: 'TRANSACTION_CONFLICT',
    });
    expect(await p.balance()).toBe(10_100n);
  });

  it('a rollback that came before its debit: OK, nothing moves, and the late debit is refused', async () => {
    const p = await player();
    const early = await answer('rollback', { sessionToken: p.token, transactionId: 'd-late' });
    expect(early).toMatchObject({ status: 'OK', balance: '10000' });
    expect(await answer('rollback', { sessionToken: p.token, transactionId: 'd-late' })).toEqual(early);
    expect(await answer('debit', move$(p, 'd-late', 'r-late', 500n))).toEqual({
      status: 'ERROR',
      code: 'TRANSACTION_ROLLED_BACK',
      balance: '10000',
    });
    // Its round was not opened: nothing to credit.
    expect(await answer('credit', move$(p, 'c-late', 'r-late', 900n))).toMatchObject({ code: 'ROUND_NOT_FOUND' });
    expect(await p.balance()).toBe(10_000n);
    // A rollback racing its debit: whichever comes first, the stake is either kept back or given back.
    const q = await player();
    await Promise.all([
      answer('debit', move$(q, 'd-race-rb', 'r-race-rb', 300n)),
      answer('rollback', { sessionToken: q.token, transactionId: 'd-race-rb' }),
    ]);
    expect(await q.balance()).toBe(10_000n);
  });
});

describe('issue 15: seamless wallet — signed requests and bad input', () => {
  it('wrong, missing or foreign signature, unknown provider, stale (issue 25 §7: 30 s) or missing timestamp → 401', async () => {
    const p = await player();
    const body = move$(p, 'd-sig', 'r-sig', 100n);
    expect((await call('debit', body, { signature: null })).statusCode).toBe(401);
    expect((await call('debit', body, { signature: 'ab'.repeat(32) })).statusCode).toBe(401);
    expect((await call('debit', body, { signature: 'not-hex' })).statusCode).toBe(401);
    expect((await call('debit', body, { secret: OTHER })).statusCode).toBe(401);
    expect((await call('debit', body, { provider: 'nobody' })).statusCode).toBe(401);
    expect((await call('debit', body, { timestamp: null })).statusCode).toBe(401);
    expect((await call('debit', body, { timestamp: Math.floor(clock / 1000) - 31 })).statusCode).toBe(401);
    expect((await call('debit', body, { timestamp: Math.floor(clock / 1000) + 31 })).statusCode).toBe(401);
    expect((await call('debit', body, { timestamp: Math.floor(clock / 1000) - 29 })).statusCode).toBe(200);
    expect(await p.balance()).toBe(9_900n);
  });

  it('a body that is not the operation’s JSON → 400, an unknown operation → 404, never 500', async () => {
    const p = await player();
    const bad: (object | string)[] = [
      'not json',
      '',
      { sessionToken: p.token },
      { ...move$(p, 'd-bad', 'r', 10n), amount: '-5' },
      { ...move$(p, 'd-bad', 'r', 10n), amount: 10 },
      { ...move$(p, 'has:colon', 'r', 10n) },
      { ...move$(p, 'd-bad', 'r', 10n), sessionToken: undefined },
      { ...move$(p, 'd-bad', 'r', 0n) },
    ];
    for (const body of bad) {
      const res = await call('debit', body);
      expect(res.statusCode, `${JSON.stringify(body)}: ${res.body}`).toBe(400);
    }
    expect((await call('withdraw', move$(p, 'd-x', 'r', 10n))).statusCode).toBe(404);
    expect(await p.balance()).toBe(10_000n);
  });
});

describe('issue 15: seamless wallet — reconcile', () => {
  it('every answered balance equals the ledger: the sum of the account’s entries; the books balance', async () => {
    const p = await player(5_000n);
    let last: SeamlessAnswer | null = null;
    for (let i = 0; i < 8; i++) {
      last = await answer('debit', move$(p, `d-rec-${i}`, `r-rec-${i}`, BigInt(100 + i)));
      if (i % 2 === 0) last = await answer('credit', move$(p, `c-rec-${i}`, `r-rec-${i}`, BigInt(50 * i)));
      if (i % 3 === 0) last = await answer('rollback', { sessionToken: p.token, transactionId: `d-rec-${i}` });
    }
    const held = await ledgerSum(p.accountId);
    expect(last?.status === 'OK' ? BigInt(last.balance) : -1n).toBe(held);
    expect(await p.balance()).toBe(held);
    const balance = await answer('balance', { sessionToken: p.token });
    expect(balance).toMatchObject({ balance: held.toString() });
    const report = await reconcileLedger(db());
    expect(report.mismatches).toEqual([]);
    expect(report.unbalancedCurrencies).toEqual([]);
  });
});
