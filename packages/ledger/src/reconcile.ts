export interface ReconcileRow {
  accountId: number;
  balance: bigint;
  sumOfEntries: bigint;
}

export interface ReconcileReport {
  accounts: number;
  mismatches: ReconcileRow[];
  /** Per currency, the sum over all accounts: zero when no money was created or lost. */
  totals: Map<string, bigint>;
  unbalancedCurrencies: string[];
}

/** Every balance must equal the sum of its ledger entries, and every currency must sum to zero. */
export function reconcile(rows: readonly (ReconcileRow & { currency: string })[]): ReconcileReport {
  const totals = new Map<string, bigint>();
  const mismatches: ReconcileRow[] = [];
  for (const r of rows) {
    if (r.balance !== r.sumOfEntries)
      mismatches.push({ accountId: r.accountId, balance: r.balance, sumOfEntries: r.sumOfEntries });
    totals.set(r.currency, (totals.get(r.currency) ?? 0n) + r.balance);
  }
  const unbalancedCurrencies = [...totals].filter(([, t]) => t !== 0n).map(([c]) => c);
  return { accounts: rows.length, mismatches, totals, unbalancedCurrencies };
}
