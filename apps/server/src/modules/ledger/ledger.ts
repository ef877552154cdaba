import { and, eq, isNull, sql } from 'drizzle-orm';
import { applyTransfer, reconcile, type LedgerAccountState, type Posting, type ReconcileReport } from '@sb/ledger';
import type { Db } from '../../db/client';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema';
import { runTransferStatement, type TransferRow } from './transfer-statement';

/** A database handle or an open transaction: ledger writes always run inside one. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export class LedgerError extends Error {
  constructor(
    readonly code: string,
    readonly accountId?: number,
  ) {
    super(code);
  }
}

export interface TransferRequest {
  idempotencyKey: string;
  kind: string;
  postings: Posting[];
  meta?: Record<string, unknown>;
}

export interface TransferOutcome {
  txnId: bigint;
  /** True when this key was already applied: the retry changed nothing. */
  duplicate: boolean;
  /** Balance after the transfer of every account it touched. */
  balances: Map<number, bigint>;
}

/**
 * Applies a balanced transfer inside the caller's transaction, in one statement (see
 * `transfer-statement.ts`): the accounts are locked in id order (no deadlocks between transfers),
 * the double-entry rule is checked on the locked balances, the idempotency key is claimed (a
 * concurrent retry waits on the unique index, then sees the first one's result), and balances
 * change only together with their entries. On a refusal nothing is written.
 */
export async function transfer(tx: Tx, req: TransferRequest): Promise<TransferOutcome> {
  return outcomeOf(tx, req, await runTransferStatement(tx, req));
}

/**
 * The same transfer as its own (implicit) transaction: one round trip in all, for callers that
 * have nothing else to write atomically with it. On PostgreSQL it is a named prepared statement.
 */
export async function transferNow(db: Db, req: TransferRequest): Promise<TransferOutcome> {
  return outcomeOf(db, req, await runTransferStatement(db, req));
}

async function outcomeOf(handle: Tx | Db, req: TransferRequest, rows: TransferRow[]): Promise<TransferOutcome> {
  const first = rows[0];
  if (first?.txn_id) {
    const balances = new Map<number, bigint>();
    for (const r of rows) if (r.id !== null && r.balance_after !== null) balances.set(r.id, BigInt(r.balance_after));
    return { txnId: BigInt(first.txn_id), duplicate: false, balances };
  }
  // Not applied: either the key was used before (a retry: answer the first result, even if the
  // rule would refuse it now), or the rule refused it — the pure rule names why.
  const [existing] = await handle
    .select()
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.idempotencyKey, req.idempotencyKey));
  if (existing) {
    const entries = await handle.select().from(ledgerEntries).where(eq(ledgerEntries.txnId, existing.id));
    return {
      txnId: existing.id,
      duplicate: true,
      balances: new Map(entries.map((e) => [e.accountId, e.balanceAfter])),
    };
  }
  throw refusalOf(rows, req.postings);
}

/**
 * Why the transfer statement refused, from the locked rows it returned: the pure rule names it.
 * (Also for statements that embed the transfer, e.g. bet placement.)
 */
export function refusalOf(rows: readonly TransferRow[], postings: Posting[]): LedgerError {
  const states = new Map<number, LedgerAccountState>();
  for (const r of rows) {
    if (r.id === null || r.closed || r.currency === null || r.balance === null) continue;
    states.set(r.id, { id: r.id, currency: r.currency, balance: BigInt(r.balance), allowNegative: !!r.allow_negative });
  }
  const result = applyTransfer(states, postings);
  // The statement checks the same rule; if only it refused, something changed under us.
  return result.ok ? new LedgerError('transfer_refused') : new LedgerError(result.error, result.accountId);
}

/** The house account of a role and currency, created on first use. */
export async function houseAccount(tx: Tx, role: string, currency: string): Promise<number> {
  const find = () =>
    tx
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(and(isNull(ledgerAccounts.userId), eq(ledgerAccounts.role, role), eq(ledgerAccounts.currency, currency)));
  const [found] = await find();
  if (found) return found.id;
  await tx.insert(ledgerAccounts).values({ role, currency, allowNegative: true }).onConflictDoNothing();
  const [created] = await find();
  if (!created) throw new Error(`house account ${role} ${currency} missing`);
  return created.id;
}

/** Proves the books: every balance equals the sum of its entries; every currency sums to zero. */
export async function reconcileLedger(db: Db): Promise<ReconcileReport> {
  // Written out in SQL: column names inside a correlated subquery must name their table.
  const result = await db.execute(sql`
    select a.id as account_id, a.currency, a.balance::text as balance, coalesce(sum(e.amount), 0)::text as sum_of_entries
    from ledger_account a left join ledger_entry e on e.account_id = a.id
    group by a.id, a.currency, a.balance`);
  const rows = (
    result as unknown as { rows: { account_id: number; currency: string; balance: string; sum_of_entries: string }[] }
  ).rows;
  return reconcile(
    rows.map((r) => ({
      accountId: Number(r.account_id),
      currency: r.currency,
      balance: BigInt(r.balance),
      sumOfEntries: BigInt(r.sum_of_entries),
    })),
  );
}
