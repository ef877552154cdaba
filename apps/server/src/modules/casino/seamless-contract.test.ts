import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sum } from 'drizzle-orm';
import { CASINO_API, STUDIO_PROVIDER_ID } from '@sb/contracts';
import { move } from '@sb/ledger';
import { buildApp, type App } from '../../app';
import type { EventBus } from '../../bus/bus';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema';
import { openTestBus, openTestDatabase, testEnv, type TestDatabase } from '../../test/test-app';
import { houseAccount, reconcileLedger, transferNow } from '../ledger';
import { keysOf } from './seamless-ledger-records';
import type { SeamlessAnswer, SeamlessWallet } from './seamless-wallet';
import { SeamlessWalletService } from './seamless-wallet-service';
import { openProviderSession, signedCall } from './seamless-test-kit';
import { testStudio } from './test-studio';

/**
 * Issue 15 ("Money and limits"): one contract for every game source. The same rules are run
 * against an external provider through the signed HTTP seamless wallet and against our studio
 * (provider STUDIO_PROVIDER_ID) in process — both are the one money path of seamless-ledger.ts.
 */
const SECRET = 'contract-provider-secret-0123456789abcdef';
const clock = Date.UTC(2026, 10, 24, 12, 0, 0);
const XRW = { 'x-requested-with': 'XMLHttpRequest' };

let tdb: TestDatabase;
let bus: EventBus;
let app: App;
let ip = 0;

beforeAll(async () => {
  tdb = await openTestDatabase();
  bus = await openTestBus();
  // The studio's id configured by mistake: it must not open the studio's money to signed requests.
  const env = testEnv({
    CASINO_PROVIDERS: JSON.stringify([
      { id: 'contract', secret: SECRET },
      { id: STUDIO_PROVIDER_ID, secret: SECRET },
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
    remoteAddress: `10.97.${Math.floor(++ip / 250)}.${ip % 250}`,
    headers: XRW,
    payload: { type: 'one_click', currency: 'EUR', bonusType: 0, termsAccepted: true },
  });
  const userId = reg.json<{ user_id: number }>().user_id;
  const sid = reg.cookies.find((c) => c.name === 'sid')?.value ?? '';
  // Issue 25 §7/§8: the external provider names the player by a session of its own launch.
  tokens.set(userId, await openProviderSession(app, { db: db(), provider: 'contract', userId, sid, now: () => clock }));
  await app.wallet.ensureAccounts(userId);
  const [main] = await db()
    .select()
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.isActive, true)));
  if (!main) throw new Error(reg.body);
  const house = await db().transaction((tx) => houseAccount(tx, 'house:deposits', main.currency));
  await transferNow(db(), {
    idempotencyKey: `sc-deposit-${userId}`,
    kind: 'deposit',
    postings: move(house, main.id, funds),
  });
  const balance = async () => {
    const [a] = await db().select().from(ledgerAccounts).where(eq(ledgerAccounts.id, main.id));
    return a?.balance ?? -1n;
  };
  return { userId, sid, accountId: main.id, currency: main.currency, balance };
}
type Player = Awaited<ReturnType<typeof player>>;

/** The provider session token of each player (issue 25: an external provider names players by one). */
const tokens = new Map<number, string>();

/**
 * An external provider: every call a signed POST /casino-api/seamless/{provider}/{operation}, the
 * contract's player id sent as that player's provider session token.
 */
function httpWallet(): SeamlessWallet {
  const call = async (
    operation: string,
    provider: string,
    { playerId, ...body }: { playerId?: number | string },
  ): Promise<SeamlessAnswer> => {
    const sessionToken = tokens.get(Number(playerId)) ?? `no-session-of-${String(playerId)}`;
    const res = await signedCall(app, { ...body, sessionToken }, { secret: SECRET, provider, operation, at: clock });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<SeamlessAnswer>();
  };
  return {
    balance: (provider, req) => call('balance', provider, req),
    debit: (provider, req) => call('debit', provider, req),
    credit: (provider, req) => call('credit', provider, req),
    rollback: (provider, req) => call('rollback', provider, req),
  };
}

interface Subject {
  name: string;
  provider: string;
  wallet: () => SeamlessWallet;
  /** How a name of no player is refused: no such provider session, or no such player. */
  nobody: 'INVALID_SESSION' | 'UNKNOWN_PLAYER';
}

const subjects: Subject[] = [
  { name: 'external provider over signed HTTP', provider: 'contract', wallet: httpWallet, nobody: 'INVALID_SESSION' },
  {
    name: 'our studio in process',
    provider: STUDIO_PROVIDER_ID,
    wallet: () => new SeamlessWalletService({ db: db(), rg: app.rg, now: () => clock, providers: [] }),
    nobody: 'UNKNOWN_PLAYER',
  },
];

const move$ = (p: Player, transactionId: string, roundId: string, amount: bigint) => ({
  playerId: p.userId,
  transactionId,
  roundId,
  amount: amount.toString(),
  currency: p.currency,
});

/** Every ledger transaction that touched the account, with the sum of its entries (0: balanced). */
async function movesOf(accountId: number) {
  const touched = db()
    .select({ id: ledgerEntries.txnId })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.accountId, accountId));
  const txns = await db()
    .select({ id: ledgerTransactions.id, kind: ledgerTransactions.kind, key: ledgerTransactions.idempotencyKey })
    .from(ledgerTransactions)
    .where(inArray(ledgerTransactions.id, touched))
    .orderBy(ledgerTransactions.id);
  const totals = await db()
    .select({ txnId: ledgerEntries.txnId, total: sum(ledgerEntries.amount) })
    .from(ledgerEntries)
    .where(
      inArray(
        ledgerEntries.txnId,
        txns.map((t) => t.id),
      ),
    )
    .groupBy(ledgerEntries.txnId);
  return txns.map((t) => ({ ...t, total: totals.find((x) => x.txnId === t.id)?.total ?? 'none' }));
}

function contract(s: Subject) {
  describe(`issue 15 seamless-wallet contract — ${s.name}`, () => {
    // Round and transaction ids as UUIDs: the studio's round ids are its casino_round ids.
    const id = (name: string) =>
      `${name.slice(0, 1) === 'r' ? 'a' : 'b'}0000000-0000-4000-8000-${String(++ip).padStart(12, '0')}`;
    const w = () => s.wallet();

    it('issue 15 rule "balance": answers the ledger balance of the player’s account', async () => {
      const p = await player(12_345n);
      expect(await w().balance(s.provider, { playerId: p.userId })).toEqual({
        status: 'OK',
        balance: '12345',
        currency: p.currency,
        transactionId: null,
      });
      expect(await w().balance(s.provider, { playerId: 99_999_997 })).toMatchObject({ code: s.nobody });
    });

    it('issue 15 rule "debit": insufficient funds are refused and nothing changes', async () => {
      const p = await player(100n);
      const round = id('r-poor');
      expect(await w().debit(s.provider, move$(p, id('d-poor'), round, 101n))).toEqual({
        status: 'ERROR',
        code: 'INSUFFICIENT_FUNDS',
        balance: '100',
      });
      expect(await p.balance()).toBe(100n);
      expect((await movesOf(p.accountId)).map((m) => m.kind)).toEqual(['deposit']);
    });

    it('issue 15 rule "idempotent by transaction id": a repeated debit or credit moves money once', async () => {
      const p = await player();
      const round = id('r-idem');
      const d = move$(p, id('d-idem'), round, 400n);
      const first = await w().debit(s.provider, d);
      expect(first).toMatchObject({ status: 'OK', balance: '9600' });
      expect(await w().debit(s.provider, d)).toEqual(first);
      const c = move$(p, round, round, 1_000n);
      const win = await w().credit(s.provider, c);
      expect(win).toMatchObject({ status: 'OK', balance: '10600' });
      expect(await w().credit(s.provider, c)).toEqual(win);
      // The same id for another amount is a conflict, not a second move.
      expect(await w().debit(s.provider, { ...d, amount: '401' })).toMatchObject({ code: 'TRANSACTION_CONFLICT' });
      expect(await p.balance()).toBe(10_600n);
    });

    it('issue 15 rule "credit": a credit needs a debit of that round by this player', async () => {
      const p = await player();
      const round = id('r-credit');
      expect(await w().credit(s.provider, move$(p, round, round, 50n))).toMatchObject({ code: 'ROUND_NOT_FOUND' });
      await w().debit(s.provider, move$(p, id('d-credit'), round, 100n));
      const q = await player();
      expect(await w().credit(s.provider, move$(q, id('c-q'), id('r-q'), 50n))).toMatchObject({
        code: 'ROUND_NOT_FOUND',
      });
      expect(await p.balance()).toBe(9_900n);
      expect(await q.balance()).toBe(10_000n);
    });

    it('issue 15 rule "rollback": a rollback gives the debit back exactly once', async () => {
      const p = await player();
      const debitId = id('d-rb');
      await w().debit(s.provider, move$(p, debitId, id('r-rb'), 700n));
      expect(await p.balance()).toBe(9_300n);
      const rb = await w().rollback(s.provider, { playerId: p.userId, transactionId: debitId });
      expect(rb).toMatchObject({ status: 'OK', balance: '10000' });
      expect(await w().rollback(s.provider, { playerId: p.userId, transactionId: debitId })).toEqual(rb);
      expect(await p.balance()).toBe(10_000n);
      // A rollback that came first refuses its debit when it arrives.
      const early = id('d-early');
      expect(await w().rollback(s.provider, { playerId: p.userId, transactionId: early })).toMatchObject({
        status: 'OK',
      });
      expect(await w().debit(s.provider, move$(p, early, id('r-early'), 500n))).toMatchObject({
        code: 'TRANSACTION_ROLLED_BACK',
      });
      expect(await p.balance()).toBe(10_000n);
    });

    it('issue 25 §7 rule "rollback of an unsettled debit only": a debit whose round was credited stays', async () => {
      const p = await player();
      const round = id('r-settled');
      const debitId = id('d-settled');
      await w().debit(s.provider, move$(p, debitId, round, 300n));
      await w().credit(s.provider, move$(p, round, round, 0n));
      expect(await w().rollback(s.provider, { playerId: p.userId, transactionId: debitId })).toMatchObject({
        status: 'ERROR',
        code: 'ROLLBACK_NOT_ALLOWED',
        balance: '9700',
      });
      expect(await p.balance()).toBe(9_700n);
    });

    it('issue 15 rule "limits": a self-excluded player is refused and nothing moves', async () => {
      const p = await player();
      await app.rg.blockUser(p.userId, 7, undefined);
      expect(await w().debit(s.provider, move$(p, id('d-self'), id('r-self'), 10n))).toEqual({
        status: 'ERROR',
        code: 'PLAYER_BLOCKED',
        balance: '10000',
      });
      expect(await p.balance()).toBe(10_000n);
    });

    it('issue 15 rule "every balance change is a ledger transaction": each move is one balanced transaction', async () => {
      const p = await player();
      const round = id('r-books');
      const debitId = id('d-books');
      const open = id('d-open');
      await w().debit(s.provider, move$(p, debitId, round, 300n));
      await w().credit(s.provider, move$(p, round, round, 450n));
      await w().debit(s.provider, move$(p, open, id('r-open'), 200n));
      await w().rollback(s.provider, { playerId: p.userId, transactionId: open });
      const keys = keysOf(s.provider);
      const moves = await movesOf(p.accountId);
      expect(moves.map((m) => [m.kind, m.key])).toEqual([
        ['deposit', `sc-deposit-${p.userId}`],
        ['casino_stake', keys.debit(debitId)],
        ['casino_win', keys.credit(round)],
        ['casino_stake', keys.debit(open)],
        ['casino_rollback', keys.rollback(open)],
      ]);
      for (const m of moves) expect(BigInt(m.total)).toBe(0n);
      expect(await p.balance()).toBe(10_150n);
      const books = await reconcileLedger(db());
      expect(books.mismatches).toEqual([]);
      expect(books.unbalancedCurrencies).toEqual([]);
    });
  });
}

for (const s of subjects) contract(s);

describe('issue 15: the studio’s games and the studio wallet are one money path', () => {
  it('no signed HTTP request speaks for the studio, even with its id in CASINO_PROVIDERS (401)', async () => {
    const p = await player();
    const res = await signedCall(
      app,
      { playerId: p.userId },
      { secret: SECRET, provider: STUDIO_PROVIDER_ID, operation: 'balance', at: clock },
    );
    expect(res.statusCode).toBe(401);
  });

  it('a studio round’s stake is the studio provider’s debit of that round id: a repeat moves nothing', async () => {
    const p = await player();
    const roundId = '5c2f7a10-3b4d-4e8f-9a01-2b3c4d5e6f70';
    const res = await app.app.inject({
      method: 'POST',
      url: `${CASINO_API}/play`,
      headers: { ...XRW, cookie: `sid=${p.sid}` },
      payload: { mode: 'real', gameId: 'test-lose', stake: 300, roundId },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await p.balance()).toBe(9_700n);
    const studio = new SeamlessWalletService({ db: db(), rg: app.rg, now: () => clock, providers: [] });
    // The round's stake, asked again through the interface, is the same transaction: answered, not moved.
    expect(await studio.debit(STUDIO_PROVIDER_ID, move$(p, roundId, roundId, 300n))).toMatchObject({
      status: 'OK',
      balance: '9700',
    });
    expect(await p.balance()).toBe(9_700n);
    const [stake] = await db()
      .select({ kind: ledgerTransactions.kind, meta: ledgerTransactions.meta })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, `casino:stake:${roundId}`));
    expect(stake).toMatchObject({ kind: 'casino_stake', meta: { provider: STUDIO_PROVIDER_ID, roundId } });
  });
});
