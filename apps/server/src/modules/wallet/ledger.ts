import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
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
  const [claimed] = await tx
    .insert(ledgerTransactions)
    .values({ idempotencyKey: req.idempotencyKey, kind: req.kind, meta: req.meta ?? {} })
    .onConflictDoNothing({ target: ledgerTransactions.idempotencyKey })
    .returning({ id: ledgerTransactions.id });
  if (!claimed) {
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
  const ids = [...new Set(req.postings.map((p) => p.accountId))].sort((a, b) => a - b);
  const rows = ids.length
    ? await tx
        .select()
        .from(ledgerAccounts)
        .where(inArray(ledgerAccounts.id, ids))
        .orderBy(asc(ledgerAccounts.id))
        .for('no key update')
    : [];
  const states = new Map<number, LedgerAccountState>(
    rows
      .filter((r) => r.closedAt === null)
      .map((r) => [r.id, { id: r.id, currency: r.currency, balance: r.balance, allowNegative: r.allowNegative }]),
  );
  const result = applyTransfer(states, req.postings);
  if (!result.ok) throw new LedgerError(result.error, result.accountId);
  for (const p of req.postings) {
    const after = result.balances.get(p.accountId);
    if (after === undefined) continue;
    await tx.update(ledgerAccounts).set({ balance: after }).where(eq(ledgerAccounts.id, p.accountId));
    await tx
      .insert(ledgerEntries)
      .values({ txnId: claimed.id, accountId: p.accountId, amount: p.amount, balanceAfter: after });
  }
  return { txnId: claimed.id, duplicate: false, balances: result.balances };
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
