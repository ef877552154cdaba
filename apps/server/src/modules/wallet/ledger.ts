import { and, eq, isNull, sql } from 'drizzle-orm';
import { applyTransfer, reconcile, type LedgerAccountState, type Posting, type ReconcileReport } from '@sb/ledger';
import type { Db } from '../../db/client';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema';

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
 * Applies a balanced transfer inside the caller's transaction: the idempotency key is claimed
 * first (a concurrent retry waits on the unique index, then sees the first one's result), the
 * accounts are locked in id order (no deadlocks between transfers), the pure rule decides, and
 * balances change only together with their entries.
 */
export async function transfer(tx: Tx, req: TransferRequest): Promise<TransferOutcome> {
  const ids = [...new Set(req.postings.map((p) => p.accountId))].sort((a, b) => a - b);
  // One round trip claims the key and locks the accounts; one more moves the money and writes
  // the entries. Fewer round trips inside the lock is what lets many transfers run per second.
  const locked = await tx.execute(sql`
    with t as (
      insert into ledger_txn (idempotency_key, kind, meta)
      values (${req.idempotencyKey}, ${req.kind}, ${JSON.stringify(req.meta ?? {})}::jsonb)
      on conflict (idempotency_key) do nothing
      returning id
    )
    select (select id from t)::text as txn_id, a.id, a.currency, a.balance::text as balance, a.allow_negative, a.closed_at
    from ledger_account a
    where a.id in (${
      ids.length
        ? sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )
        : sql`null`
    })
    order by a.id
    for no key update of a`);
  const rows = rowsOf<{
    txn_id: string | null;
    id: number;
    currency: string;
    balance: string;
    allow_negative: boolean;
    closed_at: unknown;
  }>(locked);
  const claimedId = rows[0]?.txn_id ?? (ids.length === 0 ? await claimWithoutAccounts(tx, req) : null);
  if (claimedId === null) {
    const [existing] = await tx
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, req.idempotencyKey));
    if (!existing) throw new LedgerError('idempotency_conflict');
    const entries = await tx.select().from(ledgerEntries).where(eq(ledgerEntries.txnId, existing.id));
    return {
      txnId: existing.id,
      duplicate: true,
      balances: new Map(entries.map((e) => [e.accountId, e.balanceAfter])),
    };
  }
  const states = new Map<number, LedgerAccountState>(
    rows
      .filter((r) => r.closed_at === null)
      .map((r) => [
        Number(r.id),
        { id: Number(r.id), currency: r.currency, balance: BigInt(r.balance), allowNegative: r.allow_negative },
      ]),
  );
  const result = applyTransfer(states, req.postings);
  if (!result.ok) throw new LedgerError(result.error, result.accountId);
  const deltas = sql.join(
    req.postings.map((p) => sql`(${p.accountId}::int, ${p.amount.toString()}::bigint)`),
    sql`, `,
  );
  await tx.execute(sql`
    with d(id, amount) as (values ${deltas}),
    u as (
      update ledger_account a set balance = a.balance + d.amount
      from d where a.id = d.id
      returning a.id, a.balance
    )
    insert into ledger_entry (txn_id, account_id, amount, balance_after)
    select ${claimedId}::bigint, u.id, d.amount, u.balance from u join d on d.id = u.id`);
  return { txnId: BigInt(claimedId), duplicate: false, balances: result.balances };
}

/** A transfer naming no existing account still claims its key, then fails the rule check. */
async function claimWithoutAccounts(tx: Tx, req: TransferRequest): Promise<string | null> {
  const [claimed] = await tx
    .insert(ledgerTransactions)
    .values({ idempotencyKey: req.idempotencyKey, kind: req.kind, meta: req.meta ?? {} })
    .onConflictDoNothing({ target: ledgerTransactions.idempotencyKey })
    .returning({ id: ledgerTransactions.id });
  return claimed ? claimed.id.toString() : null;
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
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
