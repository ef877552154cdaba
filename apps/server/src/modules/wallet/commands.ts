import { ACCOUNT_TYPE } from '@sb/contracts';
import { move } from '@sb/ledger';
import { DomainError } from '../../http/errors';
import { lockPlayer } from '../identity';
import { houseAccount, LedgerError, transfer, type Tx } from '../ledger';
import { HOUSE } from './currencies';
import {
  activateOnly,
  closeAccount,
  hasAnyAccount,
  insertAccounts,
  insertPaymentOnce,
  lockPayment,
  ownOpenAccount,
  updatePayment,
  type NewPayment,
} from './repository';

/**
 * Issue 12: the wallet's state changes, each run inside the transaction it is given. A command
 * that moves a player's money answers the balance change to publish once the transaction commits.
 */
export interface BalanceChange {
  userId: number;
  accountId: number;
  balance: bigint;
  currency: string;
}

export const ledgerToWallet = (err: unknown): never => {
  if (err instanceof LedgerError) {
    if (err.code === 'insufficient_funds')
      throw new DomainError(400, 'insufficient_funds', 'wallet_insufficient_funds');
    throw new DomainError(400, err.code, 'main_error');
  }
  throw err;
};

/** Spec §3 Account: a main and a bonus account in the player's currency, unless another tab made them. */
export async function createFirstAccounts(tx: Tx, userId: number, currency: string): Promise<void> {
  // Another tab may have created them a moment ago; the lock on the user row orders them.
  await lockPlayer(tx, userId);
  if (await hasAnyAccount(tx, userId)) return;
  await insertAccounts(tx, [
    { userId, role: 'player', type: ACCOUNT_TYPE.main, currency, isActive: true },
    { userId, role: 'player', type: ACCOUNT_TYPE.bonus, currency, isActive: false },
  ]);
}

export async function setActiveAccount(tx: Tx, userId: number, accountId: number): Promise<void> {
  const acct = await ownOpenAccount(tx, userId, accountId);
  if (!acct) throw new DomainError(404, 'account_not_found', 'wallet_account_not_found');
  if (acct.type === ACCOUNT_TYPE.bonus)
    throw new DomainError(400, 'bonus_account_not_selectable', 'wallet_bonus_account_not_selectable');
  await activateOnly(tx, userId, accountId);
}

/** Only an empty, inactive currency account can go: money is never dropped with an account. */
export async function removeCurrencyAccount(tx: Tx, userId: number, accountId: number): Promise<void> {
  const acct = await ownOpenAccount(tx, userId, accountId, 'no key update');
  if (!acct) throw new DomainError(404, 'account_not_found', 'wallet_account_not_found');
  if (acct.type !== ACCOUNT_TYPE.currency)
    throw new DomainError(400, 'account_not_removable', 'wallet_account_not_removable');
  if (acct.balance !== 0n) throw new DomainError(400, 'account_not_empty', 'wallet_account_not_empty');
  if (acct.isActive) throw new DomainError(400, 'account_is_active', 'wallet_account_is_active');
  await closeAccount(tx, accountId);
}

/**
 * The provider's verdict on a deposit, applied exactly once: the payment row is locked, a final
 * status is never changed again, and the credit's idempotency key is the payment id.
 */
export async function settleDepositTx(
  tx: Tx,
  v: { paymentId: string; outcome: 'success' | 'fail' | 'cancel'; amount: bigint; currency: string },
  providerRef: string,
  at: Date,
): Promise<BalanceChange | null> {
  const p = await lockPayment(tx, v.paymentId);
  if (!p || p.direction !== 'deposit') throw new DomainError(404, 'payment_not_found', 'main_error');
  if (p.status !== 'pending') return null;
  if (p.amount !== v.amount || p.currency !== v.currency) throw new DomainError(400, 'amount_mismatch', 'main_error');
  if (v.outcome !== 'success') {
    await updatePayment(tx, p.id, { status: v.outcome, providerRef, updatedAt: at });
    return null;
  }
  // Limits were checked when the deposit was created, and pending deposits count against
  // them, so two deposits cannot together cross a limit; checking again here would count
  // this one twice (and would need a second connection inside the transaction).
  const house = await houseAccount(tx, HOUSE.deposits, p.currency);
  const r = await transfer(tx, {
    idempotencyKey: `deposit:${p.id}`,
    kind: 'deposit',
    postings: move(house, p.accountId, p.amount),
    meta: { paymentId: p.id },
  }).catch(ledgerToWallet);
  await updatePayment(tx, p.id, { status: 'success', providerRef, updatedAt: at });
  return { userId: p.userId, accountId: p.accountId, balance: r.balances.get(p.accountId) ?? 0n, currency: p.currency };
}

/** Records a withdrawal for review and reserves its money (moved to the pending house account). */
export async function holdWithdrawal(tx: Tx, row: NewPayment & { accountId: number }): Promise<BalanceChange | null> {
  // A retried request (same Idempotency-Key) inserts nothing and moves nothing.
  if (!(await insertPaymentOnce(tx, row))) return null;
  const pending = await houseAccount(tx, HOUSE.withdrawalsPending, row.currency);
  const r = await transfer(tx, {
    idempotencyKey: `withdraw-hold:${row.id}`,
    kind: 'withdrawal_hold',
    postings: move(row.accountId, pending, row.amount),
    meta: { paymentId: row.id },
  }).catch(ledgerToWallet);
  return {
    userId: row.userId,
    accountId: row.accountId,
    balance: r.balances.get(row.accountId) ?? 0n,
    currency: row.currency,
  };
}

/**
 * Ends a withdrawal under review: the player's cancel and an operator's reject give the money
 * back; an operator's approve pays it out. The payment row lock makes cancel and approve
 * racing each other impossible to both win.
 */
export async function finishWithdrawalTx(
  tx: Tx,
  paymentId: string,
  action: 'cancel' | 'reject' | 'approve',
  actor: { userId?: number; operator?: string },
  at: Date,
): Promise<BalanceChange | null> {
  const p = await lockPayment(tx, paymentId, actor.userId);
  if (!p || p.direction !== 'withdrawal') throw new DomainError(404, 'payment_not_found', 'wallet_payment_not_found');
  if (p.status !== 'review') throw new DomainError(409, 'payment_not_pending', 'wallet_payment_not_pending');
  const pending = await houseAccount(tx, HOUSE.withdrawalsPending, p.currency);
  const reviewedBy = actor.operator ?? null;
  if (action === 'approve') {
    const out = await houseAccount(tx, HOUSE.withdrawals, p.currency);
    await transfer(tx, {
      idempotencyKey: `withdraw-pay:${p.id}`,
      kind: 'withdrawal',
      postings: move(pending, out, p.amount),
      meta: { paymentId: p.id },
    });
    await updatePayment(tx, p.id, { status: 'success', reviewedBy, updatedAt: at });
    return null;
  }
  const r = await transfer(tx, {
    idempotencyKey: `withdraw-release:${p.id}`,
    kind: 'withdrawal_release',
    postings: move(pending, p.accountId, p.amount),
    meta: { paymentId: p.id, action },
  });
  await updatePayment(tx, p.id, { status: action === 'cancel' ? 'cancel' : 'fail', reviewedBy, updatedAt: at });
  return { userId: p.userId, accountId: p.accountId, balance: r.balances.get(p.accountId) ?? 0n, currency: p.currency };
}
