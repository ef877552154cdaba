import { MAX_AMOUNT } from './money';

export interface LedgerAccountState {
  id: number;
  currency: string;
  balance: bigint;
  allowNegative: boolean;
}

export interface Posting {
  accountId: number;
  /** Positive credits the account, negative debits it. */
  amount: bigint;
}

export type TransferError =
  | 'too_few_postings'
  | 'zero_amount'
  | 'amount_too_large'
  | 'duplicate_account'
  | 'unknown_account'
  | 'unbalanced'
  | 'insufficient_funds';

export type TransferResult =
  { ok: true; balances: Map<number, bigint> } | { ok: false; error: TransferError; accountId?: number };

/**
 * The double-entry rule: a transfer moves money between at least two accounts, every posting is
 * a non-zero whole number of minor units, the postings of each currency sum to zero, and no
 * account that may not go negative ends below zero. Pure: returns the new balances or why not.
 */
export function applyTransfer(
  accounts: ReadonlyMap<number, LedgerAccountState>,
  postings: readonly Posting[],
): TransferResult {
  if (postings.length < 2) return { ok: false, error: 'too_few_postings' };
  const seen = new Set<number>();
  const sums = new Map<string, bigint>();
  const balances = new Map<number, bigint>();
  for (const p of postings) {
    if (p.amount === 0n) return { ok: false, error: 'zero_amount', accountId: p.accountId };
    if (p.amount > MAX_AMOUNT || p.amount < -MAX_AMOUNT)
      return { ok: false, error: 'amount_too_large', accountId: p.accountId };
    if (seen.has(p.accountId)) return { ok: false, error: 'duplicate_account', accountId: p.accountId };
    seen.add(p.accountId);
    const acct = accounts.get(p.accountId);
    if (!acct) return { ok: false, error: 'unknown_account', accountId: p.accountId };
    sums.set(acct.currency, (sums.get(acct.currency) ?? 0n) + p.amount);
    balances.set(p.accountId, acct.balance + p.amount);
  }
  for (const total of sums.values()) if (total !== 0n) return { ok: false, error: 'unbalanced' };
  for (const [id, after] of balances) {
    const acct = accounts.get(id);
    if (acct && !acct.allowNegative && after < 0n) return { ok: false, error: 'insufficient_funds', accountId: id };
  }
  return { ok: true, balances };
}

/** A plain two-leg transfer of a positive amount from one account to another. */
export function move(from: number, to: number, amount: bigint): Posting[] {
  return [
    { accountId: from, amount: -amount },
    { accountId: to, amount },
  ];
}
