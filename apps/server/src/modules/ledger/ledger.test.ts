import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { MAX_AMOUNT, move } from '@sb/ledger';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema';
import { openTestDatabase, type TestDatabase } from '../../test/test-app';
import { houseAccount, LedgerError, reconcileLedger, transfer, transferNow, type TransferRequest } from './ledger';

let tdb: TestDatabase;
let house: number;
let seq = 0;

beforeAll(async () => {
  tdb = await openTestDatabase();
  house = await tdb.database.db.transaction((tx) => houseAccount(tx, 'house:deposits', 'EUR'));
});
afterAll(async () => {
  await tdb.dispose();
});

const db = () => tdb.database.db;
const key = () => `test:${++seq}`;

async function account(currency = 'EUR', funded = 0n): Promise<number> {
  const [row] = await db()
    .insert(ledgerAccounts)
    .values({ role: `test:${++seq}`, currency })
    .returning({ id: ledgerAccounts.id });
  if (!row) throw new Error('no account');
  if (funded > 0n)
    await transferNow(db(), { idempotencyKey: key(), kind: 'deposit', postings: move(house, row.id, funded) });
  return row.id;
}

const balanceOf = async (id: number) =>
  (await db().select({ b: ledgerAccounts.balance }).from(ledgerAccounts).where(eq(ledgerAccounts.id, id)))[0]?.b;
const txnCount = async () => (await db().select({ n: count() }).from(ledgerTransactions))[0]?.n ?? 0;

async function refusal(req: TransferRequest): Promise<string> {
  const before = await txnCount();
  const err: unknown = await transferNow(db(), req).then(
    () => null,
    (e: unknown) => e,
  );
  // A refusal writes nothing: not even the idempotency key.
  expect(await txnCount()).toBe(before);
  expect(err).toBeInstanceOf(LedgerError);
  return (err as LedgerError).code;
}

describe('ledger transfer: one statement, the double-entry rule on locked balances', () => {
  it('moves money, writes one entry per account with its balance after, and reconciles', async () => {
    const a = await account('EUR', 1000n);
    const b = await account();
    const r = await db().transaction((tx) =>
      transfer(tx, { idempotencyKey: key(), kind: 'test', postings: move(a, b, 400n) }),
    );
    expect(r.duplicate).toBe(false);
    expect(r.balances).toEqual(
      new Map([
        [a, 600n],
        [b, 400n],
      ]),
    );
    const entries = await db().select().from(ledgerEntries).where(eq(ledgerEntries.txnId, r.txnId));
    expect(entries.map((e) => [e.accountId, e.amount, e.balanceAfter]).sort()).toEqual(
      [
        [a, -400n, 600n],
        [b, 400n, 400n],
      ].sort(),
    );
    expect((await reconcileLedger(db())).mismatches).toEqual([]);
  });

  it('a retry with the same key returns the first result and changes nothing, even when it would now be refused', async () => {
    const a = await account('EUR', 500n);
    const b = await account();
    const req = { idempotencyKey: key(), kind: 'test', postings: move(a, b, 500n) };
    const first = await transferNow(db(), req);
    const again = await transferNow(db(), req);
    const inTx = await db().transaction((tx) => transfer(tx, req));
    for (const r of [again, inTx]) {
      expect(r.duplicate).toBe(true);
      expect(r.txnId).toBe(first.txnId);
      expect(r.balances).toEqual(first.balances);
    }
    expect(await balanceOf(a)).toBe(0n);
    expect(await balanceOf(b)).toBe(500n);
  });

  it('refuses with the pure rule’s reason and writes nothing', async () => {
    const a = await account('EUR', 100n);
    const b = await account();
    const usd = await account('USD');
    const closed = await account();
    await db().update(ledgerAccounts).set({ closedAt: new Date() }).where(eq(ledgerAccounts.id, closed));
    const req = (postings: TransferRequest['postings']) => ({ idempotencyKey: key(), kind: 'test', postings });
    expect(await refusal(req(move(a, b, 101n)))).toBe('insufficient_funds');
    expect(await refusal(req([{ accountId: a, amount: -1n }]))).toBe('too_few_postings');
    expect(await refusal(req([]))).toBe('too_few_postings');
    expect(await refusal(req(move(a, b, 0n)))).toBe('zero_amount');
    expect(await refusal(req(move(a, b, MAX_AMOUNT + 1n)))).toBe('amount_too_large');
    expect(await refusal(req(move(a, b, 2n ** 70n)))).toBe('amount_too_large');
    expect(await refusal(req(move(a, a, 1n)))).toBe('duplicate_account');
    expect(await refusal(req(move(a, 2_000_000_000, 1n)))).toBe('unknown_account');
    expect(await refusal(req(move(a, 2 ** 40, 1n)))).toBe('unknown_account');
    expect(await refusal(req(move(a, closed, 1n)))).toBe('unknown_account');
    expect(await refusal(req(move(a, usd, 1n)))).toBe('unbalanced');
    expect(
      await refusal(
        req([
          { accountId: a, amount: -10n },
          { accountId: b, amount: 9n },
        ]),
      ),
    ).toBe('unbalanced');
    expect(await balanceOf(a)).toBe(100n);
  });

  it('a refusal inside a wider transaction leaves that transaction usable', async () => {
    const a = await account('EUR', 10n);
    const b = await account();
    const after = await db().transaction(async (tx) => {
      await expect(transfer(tx, { idempotencyKey: key(), kind: 'test', postings: move(a, b, 11n) })).rejects.toThrow(
        'insufficient_funds',
      );
      await transfer(tx, { idempotencyKey: key(), kind: 'test', postings: move(a, b, 10n) });
      return tx.execute(sql`select 1`);
    });
    expect(after).toBeTruthy();
    expect(await balanceOf(b)).toBe(10n);
  });

  it('concurrent transfers on the same accounts never overdraw and never lose an update', async () => {
    const a = await account('EUR', 1000n);
    const b = await account('EUR', 1000n);
    const results = await Promise.allSettled(
      Array.from({ length: 60 }, (_, i) =>
        transferNow(db(), { idempotencyKey: key(), kind: 'test', postings: i % 2 ? move(a, b, 30n) : move(b, a, 20n) }),
      ),
    );
    const ok = results.filter((r) => r.status === 'fulfilled').length;
    expect(ok).toBe(60);
    expect((await balanceOf(a)) ?? 0n).toBe(1000n - 30n * 30n + 20n * 30n);
    expect(((await balanceOf(a)) ?? 0n) + ((await balanceOf(b)) ?? 0n)).toBe(2000n);
    const drain = await Promise.allSettled(
      Array.from({ length: 40 }, () =>
        transferNow(db(), { idempotencyKey: key(), kind: 'test', postings: move(a, b, 25n) }),
      ),
    );
    // a holds 700: exactly 28 of 40 debits of 25 fit.
    expect(drain.filter((r) => r.status === 'fulfilled')).toHaveLength(28);
    expect(await balanceOf(a)).toBe(0n);
    const report = await reconcileLedger(db());
    expect(report.mismatches).toEqual([]);
    expect(report.unbalancedCurrencies).toEqual([]);
  });

  it('the same key sent concurrently applies once', async () => {
    const a = await account('EUR', 100n);
    const b = await account();
    const req = { idempotencyKey: key(), kind: 'test', postings: move(a, b, 60n) };
    const rs = await Promise.all(Array.from({ length: 6 }, () => transferNow(db(), req)));
    expect(rs.filter((r) => !r.duplicate)).toHaveLength(1);
    expect(new Set(rs.map((r) => r.txnId)).size).toBe(1);
    expect(await balanceOf(a)).toBe(40n);
  });
});
