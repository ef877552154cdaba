import { sql } from 'drizzle-orm';
import type { App } from '../../app';
import { reconcileLedger } from '../../modules/ledger/ledger';

/**
 * Issue 25: the books after a fuzzed sequence. `reconcileLedger` proves every balance equals the
 * sum of its entries and every currency sums to zero; this adds that every single transaction is
 * balanced (its entries sum to zero per currency), which the currency totals alone would not show
 * if two wrong transactions cancelled out.
 */
export interface Books {
  accounts: number;
  mismatches: string[];
  unbalancedCurrencies: string[];
  unbalancedTransactions: string[];
}

export async function booksOf(app: App): Promise<Books> {
  const db = app.database.db;
  const report = await reconcileLedger(db);
  const result = await db.execute(sql`
    select e.txn_id::text as txn, a.currency, sum(e.amount)::text as total
    from ledger_entry e join ledger_account a on a.id = e.account_id
    group by e.txn_id, a.currency
    having sum(e.amount) <> 0
    limit 20`);
  const rows = (result as unknown as { rows: { txn: string; currency: string; total: string }[] }).rows;
  return {
    accounts: report.accounts,
    mismatches: report.mismatches.map((m) => `account ${m.accountId}: ${m.balance} ≠ Σ ${m.sumOfEntries}`),
    unbalancedCurrencies: report.unbalancedCurrencies,
    unbalancedTransactions: rows.map((r) => `txn ${r.txn} ${r.currency} sums to ${r.total}`),
  };
}

/** Empty when the books are right; else what is wrong, one line each. */
export async function booksProblems(app: App): Promise<string[]> {
  const b = await booksOf(app);
  return [
    ...b.mismatches,
    ...b.unbalancedCurrencies.map((c) => `${c} does not sum to zero`),
    ...b.unbalancedTransactions,
  ];
}
