import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { playerBonusesAnswerSchema, type PlayerBonusView } from '@sb/contracts';
import { buildApp, type App } from '../../app';
import type { EventBus } from '../../bus/bus';
import { ledgerAccounts } from '../../db/schema';
import { fund } from '../../test/betting-support';
import { ADMIN, XRW, openTestBus, openTestDatabase, testEnv, type TestDatabase } from '../../test/test-app';
import { reconcileLedger } from '../ledger';
import type { SeamlessAnswer } from './seamless-wallet';
import { openProviderSession, signedCall } from './seamless-test-kit';
import { testStudio } from './test-studio';

/**
 * Issue 16: stakes of external providers' games (the seamless wallet's debits) wager the player's
 * active casino bonuses as studio stakes do — in the debit's transaction, at the game's weight
 * (`{provider}:{game}`, else its category, else the default), once per transaction id; wins never
 * count; a rollback takes the debit's gain back unless the debit completed the bonus.
 */
const SECRET = 'provider-one-shared-secret-0123456789abcdef';
const clock = Date.UTC(2026, 10, 24, 10, 0, 0);

let tdb: TestDatabase;
let bus: EventBus;
let app: App;
let ip = 0;
let seq = 0;

beforeAll(async () => {
  tdb = await openTestDatabase();
  bus = await openTestBus();
  const env = testEnv({ CASINO_PROVIDERS: JSON.stringify([{ id: 'acme', secret: SECRET }]) });
  app = await buildApp({ env, database: tdb.database, bus, now: () => clock, casinoStudio: testStudio() });
  await app.app.ready();
});
afterAll(async () => {
  await app.app.close();
  await bus.close();
  await tdb.dispose();
});

const db = () => tdb.database.db;

/** A player funded with 100.00 holding a 10.00 casino bonus (2 × wagering: 20.00) of the given weights. */
async function player(gameWeights: Record<string, number>, maxConversion: string | null = null) {
  const code = `SEAMLESS${++seq}`;
  const def = await app.app.inject({
    method: 'POST',
    url: '/admin-api/bonuses/definitions',
    headers: ADMIN,
    payload: {
      name: 'Seamless wagering',
      kind: 'no_deposit',
      products: ['casino'],
      fixedAmount: '1000',
      wageringMultiplier: 2,
      gameWeights,
      defaultWeight: 100,
      validityDays: 7,
      maxConversion,
    },
  });
  expect(def.statusCode, def.body).toBe(200);
  const promo = await app.app.inject({
    method: 'POST',
    url: '/admin-api/bonuses/promo-codes',
    headers: ADMIN,
    payload: { code, definitionId: def.json<{ id: number }>().id },
  });
  expect(promo.statusCode, promo.body).toBe(200);
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
  sids.set(userId, sid);
  const headers = { ...XRW, cookie: `sid=${sid}` };
  const redeemed = await app.app.inject({
    method: 'POST',
    url: '/web-api/bonuses/promo-codes/redeem',
    headers,
    payload: { code },
  });
  expect(redeemed.statusCode, redeemed.body).toBe(200);
  await app.wallet.ensureAccounts(userId);
  const [main] = await db()
    .select()
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.isActive, true)));
  if (!main) throw new Error('no main account');
  await fund(app, main.id, 10_000n);
  return {
    userId,
    balance: async () => {
      const [a] = await db().select().from(ledgerAccounts).where(eq(ledgerAccounts.id, main.id));
      return a?.balance ?? -1n;
    },
    bonus: async (): Promise<PlayerBonusView | undefined> =>
      playerBonusesAnswerSchema.parse((await app.app.inject({ url: '/web-api/bonuses', headers })).json()).bonuses[0],
  };
}

const sids = new Map<number, string>();
const sessions = new Map<string, string>();
/** Issue 25 §7: a provider session is launched for one game; the player's session of `gameId`. */
async function sessionToken(userId: number, gameId = 'acme-game'): Promise<string> {
  const key = `${userId}/${gameId}`;
  const known = sessions.get(key);
  if (known) return known;
  const sid = sids.get(userId) ?? '';
  const token = await openProviderSession(app, { db: db(), provider: 'acme', userId, sid, gameId, now: () => clock });
  sessions.set(key, token);
  return token;
}

async function call(operation: string, body: object): Promise<SeamlessAnswer> {
  const res = await signedCall(app, body, { secret: SECRET, provider: 'acme', operation, at: clock });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SeamlessAnswer>();
}

const debit = async (userId: number, transactionId: string, amount: number, gameId?: string) =>
  call('debit', {
    sessionToken: await sessionToken(userId, gameId),
    transactionId,
    roundId: `r-${transactionId}`,
    amount: String(amount),
    currency: 'EUR',
    ...(gameId ? { gameId } : {}),
  });
const progress = async (p: Awaited<ReturnType<typeof player>>) => (await p.bonus())?.wageringProgressMinor;

const reconciled = async () => {
  const r = await reconcileLedger(db());
  expect(r.mismatches).toEqual([]);
  expect(r.unbalancedCurrencies).toEqual([]);
};

describe('issue 16 seamless-provider stakes wager casino bonuses', () => {
  it('a debit counts stake × the weight of its provider game (else the default), once per transaction id; wins count nothing', async () => {
    const p = await player({ 'acme:book-of-gold': 50 });
    expect(await debit(p.userId, 'sw16-a', 1000, 'acme:book-of-gold')).toMatchObject({ status: 'OK', balance: '9000' });
    expect(await progress(p)).toBe('500');
    // The provider retries the same debit: no money moves and the progress does not move twice.
    expect(await debit(p.userId, 'sw16-a', 1000, 'acme:book-of-gold')).toMatchObject({ status: 'OK', balance: '9000' });
    expect(await progress(p)).toBe('500');
    // Another game of the provider (no weight of its own) and a debit naming no game: the default 100 %.
    await debit(p.userId, 'sw16-b', 400, 'acme:other-game');
    await debit(p.userId, 'sw16-c', 100);
    expect(await progress(p)).toBe('1000');
    // A win is no stake.
    const win = await call('credit', {
      sessionToken: await sessionToken(p.userId),
      transactionId: 'sw16-a-win',
      roundId: 'r-sw16-a',
      amount: '5000',
      currency: 'EUR',
    });
    expect(win.status).toBe('OK');
    expect(await progress(p)).toBe('1000');
    // A debit the account cannot pay is refused and wagers nothing.
    expect(await debit(p.userId, 'sw16-d', 1_000_000)).toMatchObject({ status: 'ERROR', code: 'INSUFFICIENT_FUNDS' });
    expect(await progress(p)).toBe('1000');
    await reconciled();
  });

  it('a rollback takes the debit’s gain back (once) while the bonus is active; a debit that completed the bonus keeps it completed', async () => {
    const p = await player({}, '600');
    await debit(p.userId, 'sw16-e', 1200);
    expect(await progress(p)).toBe('1200');
    const before = await p.balance();
    expect(
      await call('rollback', { sessionToken: await sessionToken(p.userId), transactionId: 'sw16-e' }),
    ).toMatchObject({ status: 'OK' });
    expect(await p.balance()).toBe(before + 1200n);
    expect(await progress(p)).toBe('0');
    // The rollback again: nothing more moves.
    await call('rollback', { sessionToken: await sessionToken(p.userId), transactionId: 'sw16-e' });
    expect(await progress(p)).toBe('0');
    expect(await p.balance()).toBe(before + 1200n);
    // 2 000 required: the stake of 2 500 completes it; 10.00 held to the max conversion 6.00.
    const main = await p.balance();
    await debit(p.userId, 'sw16-f', 2500, 'acme:book-of-gold');
    expect(await p.bonus()).toMatchObject({ status: 'completed', wageringProgressMinor: '2000' });
    expect(await p.balance()).toBe(main - 2500n + 600n);
    // Rolling back the completing debit returns the stake; the conversion stands, the bonus stays completed.
    await call('rollback', { sessionToken: await sessionToken(p.userId), transactionId: 'sw16-f' });
    expect(await p.balance()).toBe(main + 600n);
    expect(await p.bonus()).toMatchObject({ status: 'completed', wageringProgressMinor: '2000' });
    await reconciled();
  });
});
