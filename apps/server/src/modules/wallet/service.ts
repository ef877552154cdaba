import { randomUUID } from 'node:crypto';
import { ACCOUNT_TYPE } from '@sb/contracts';
import type { EventBus } from '../../bus/bus';
import type { Db } from '../../db/client';
import { DomainError } from '../../http/errors';
import type { ConfigService } from '../config';
import { playerCountry, playerCurrency, playerVerified } from '../identity';
import type { PaymentProvider } from '../payments';
import {
  createFirstAccounts,
  finishWithdrawalTx,
  holdWithdrawal,
  removeCurrencyAccount,
  setActiveAccount,
  settleDepositTx,
  type BalanceChange,
} from './commands';
import { allowAllDeposits, type DepositGuard } from './deposit-guard';
import { accountView, BALANCE_CHANNEL, balanceEvent, methodsFor, type AccountView, type MethodView } from './queries';
import * as repo from './repository';
import type { AccountRow, HistoryFilter, NewPayment, PaymentRow } from './repository';

export { BALANCE_CHANNEL, type AccountView, type BalanceEvent } from './queries';

/** A deposit the provider confirmed and the ledger credited. */
export interface CompletedDeposit {
  userId: number;
  paymentId: string;
  amount: bigint;
  currency: string;
}

/**
 * The wallet's entry points for routes and other modules (spec §2 office, §3 Account). Issue 12:
 * state changes are the commands of commands.ts, each run in a transaction opened here; reads go
 * through the repository; a balance change is published after its transaction commits.
 */
export class WalletService {
  constructor(
    private readonly db: Db,
    private readonly config: ConfigService,
    private readonly bus: EventBus,
    private readonly depositGuard: DepositGuard = allowAllDeposits,
    /** The clock limits' rolling windows are measured by; the database's clock is not used. */
    private readonly now: () => number = Date.now,
    /** Where deposits are paid (payments/registry.ts); none: deposits are refused. */
    private readonly depositProvider: PaymentProvider | null = null,
    /** Issue 17 KYC: a withdrawal above this (minor units) needs a verified player; null: no threshold. */
    private readonly verificationThreshold: bigint | null = null,
  ) {}

  // ── accounts (spec §3 Account) ─────────────────────────────────────────────────────────
  /** A player gets a main and a bonus account in their currency on first use. */
  async ensureAccounts(userId: number): Promise<void> {
    if (await repo.hasAnyAccount(this.db, userId)) return;
    const currency = await playerCurrency(this.db, userId);
    if (currency === undefined) throw new DomainError(401, 'unauthorized', 'main_error');
    await this.db.transaction((tx) => createFirstAccounts(tx, userId, currency));
  }

  async accounts(userId: number): Promise<AccountView[]> {
    await this.ensureAccounts(userId);
    const rows = await repo.openAccounts(this.db, userId);
    const { currencies } = await this.config.groups();
    return rows.map((r) => accountView(r, currencies));
  }

  async setActive(userId: number, accountId: number): Promise<void> {
    await this.db.transaction((tx) => setActiveAccount(tx, userId, accountId));
  }

  async addCurrency(userId: number, iso: string): Promise<AccountView> {
    const { currencies } = await this.config.groups();
    if (!currencies.some((c) => c.iso === iso)) throw new DomainError(400, 'unknown_currency', 'auth_unknown_currency');
    await this.ensureAccounts(userId);
    const open = await repo.openAccountsIn(this.db, userId, iso);
    if (open.some((a) => a.type !== ACCOUNT_TYPE.bonus))
      throw new DomainError(409, 'currency_exists', 'wallet_currency_exists');
    const [row] = await repo.insertAccounts(this.db, [
      { userId, role: 'player', type: ACCOUNT_TYPE.currency, currency: iso },
    ]);
    if (!row) throw new Error('insert failed');
    return accountView(row, currencies);
  }

  /** Only an empty, inactive currency account can go: money is never dropped with an account. */
  async removeCurrency(userId: number, accountId: number): Promise<void> {
    await this.db.transaction((tx) => removeCurrencyAccount(tx, userId, accountId));
  }

  /** The player's own open account, or 404 — another player's id is simply not found. */
  private async ownAccount(userId: number, accountId: number): Promise<AccountRow> {
    const acct = await repo.ownOpenAccount(this.db, userId, accountId);
    if (!acct) throw new DomainError(404, 'account_not_found', 'wallet_account_not_found');
    return acct;
  }

  /** An account money may be paid into or out of: the player's own, never the bonus account. */
  private async payableAccount(userId: number, accountId: number, amount: bigint): Promise<AccountRow> {
    if (amount <= 0n) throw new DomainError(400, 'invalid_amount', 'wallet_invalid_amount');
    const acct = await this.ownAccount(userId, accountId);
    if (acct.type === ACCOUNT_TYPE.bonus)
      throw new DomainError(400, 'bonus_account_not_selectable', 'wallet_bonus_account_not_selectable');
    return acct;
  }

  // ── payment methods ────────────────────────────────────────────────────────────────────
  async methods(userId: number, direction: 'deposit' | 'withdrawal', currency: string): Promise<MethodView[]> {
    const country = await playerCountry(this.db, userId);
    const { payments } = await this.config.groups();
    return methodsFor(payments, country, direction, currency);
  }

  private async checkMethod(
    userId: number,
    direction: 'deposit' | 'withdrawal',
    methodId: string,
    currency: string,
    amount: bigint,
  ) {
    const m = (await this.methods(userId, direction, currency)).find((x) => x.id === methodId);
    if (!m) throw new DomainError(400, 'method_unavailable', 'wallet_method_unavailable');
    if (amount < BigInt(m.min))
      throw new DomainError(400, 'amount_below_min', 'wallet_amount_below_min', `Minimum is ${m.min}`);
    if (amount > BigInt(m.max))
      throw new DomainError(400, 'amount_above_max', 'wallet_amount_above_max', `Maximum is ${m.max}`);
  }

  /** A payment row stamped with the service clock (the clock limits' rolling windows use). */
  private newPayment(fields: Omit<NewPayment, 'createdAt' | 'updatedAt'>): NewPayment {
    const at = new Date(this.now());
    return { ...fields, createdAt: at, updatedAt: at };
  }

  /** The payment a request just created (or a retry with the same key found). */
  private async storedPayment(userId: number, id: string): Promise<PaymentRow> {
    const row = await repo.playerPayment(this.db, userId, id);
    // Ids built from an Idempotency-Key include the user id, so two players' keys never collide.
    if (!row) throw new DomainError(409, 'idempotency_conflict', 'main_error');
    return row;
  }

  private paymentId(userId: number, kind: string, idempotencyKey: string | undefined): string {
    // A retried request with the same key maps to the same payment: one click, one payment.
    return idempotencyKey ? `${kind}_${userId}_${idempotencyKey}` : `${kind}_${randomUUID()}`;
  }

  // ── deposits ───────────────────────────────────────────────────────────────────────────
  /** A new deposit and the provider's page to send the player to (spec §2 office/recharge). */
  async startDeposit(
    userId: number,
    accountId: number,
    methodId: string,
    amount: bigint,
    lng: string,
    idempotencyKey?: string,
  ): Promise<{ payment: PaymentRow; redirectUrl: string }> {
    const provider = this.provider();
    const payment = await this.createDeposit(userId, accountId, methodId, amount, idempotencyKey);
    return { payment, redirectUrl: provider.depositRedirect(payment, lng) };
  }

  /** Issue 11 §1: with no payment provider enabled a deposit is refused before anything is written. */
  private provider(): PaymentProvider {
    if (!this.depositProvider)
      throw new DomainError(403, 'payment_provider_unavailable', 'wallet_payment_provider_unavailable');
    return this.depositProvider;
  }

  private async createDeposit(
    userId: number,
    accountId: number,
    methodId: string,
    amount: bigint,
    idempotencyKey?: string,
  ): Promise<PaymentRow> {
    const acct = await this.payableAccount(userId, accountId, amount);
    await this.checkMethod(userId, 'deposit', methodId, acct.currency, amount);
    const guard = await this.depositGuard({ userId, accountId, currency: acct.currency, amount });
    if (!guard.ok) throw new DomainError(403, guard.code, guard.title);
    const id = this.paymentId(userId, 'dep', idempotencyKey);
    const created = await repo.insertPaymentOnce(
      this.db,
      this.newPayment({
        id,
        userId,
        accountId,
        direction: 'deposit',
        method: methodId,
        amount,
        currency: acct.currency,
        status: 'pending',
      }),
    );
    // A retried request (same Idempotency-Key) inserts nothing and answers the stored payment.
    return created ?? this.storedPayment(userId, id);
  }

  /** The provider's verdict on a deposit, applied exactly once (commands.ts settleDepositTx). */
  async settleDeposit(
    paymentId: string,
    outcome: 'success' | 'fail' | 'cancel',
    amount: bigint,
    currency: string,
    providerRef: string,
  ): Promise<void> {
    const change = await this.db.transaction((tx) =>
      settleDepositTx(tx, { paymentId, outcome, amount, currency }, providerRef, new Date(this.now())),
    );
    if (!change) return;
    await this.publishBalance(change);
    for (const listener of this.depositListeners)
      await listener({ userId: change.userId, paymentId, amount, currency });
  }

  private readonly depositListeners: ((deposit: CompletedDeposit) => Promise<void>)[] = [];

  /** Issue 16: told of each deposit that completed, once its transaction committed (the first-deposit bonus). */
  onDepositCompleted(listener: (deposit: CompletedDeposit) => Promise<void>): void {
    this.depositListeners.push(listener);
  }

  // ── withdrawals ────────────────────────────────────────────────────────────────────────
  /** Reserves the money at once (moved to the pending house account) and waits for review. */
  async requestWithdrawal(
    userId: number,
    accountId: number,
    methodId: string,
    amount: bigint,
    idempotencyKey?: string,
  ): Promise<PaymentRow> {
    const acct = await this.payableAccount(userId, accountId, amount);
    await this.checkMethod(userId, 'withdrawal', methodId, acct.currency, amount);
    const { payments } = await this.config.groups();
    const needsVerification =
      payments.withdrawalRequiresVerification ||
      (this.verificationThreshold !== null && amount > this.verificationThreshold);
    if (needsVerification && !(await playerVerified(this.db, userId)))
      throw new DomainError(403, 'verification_required', 'wallet_verification_required');
    const id = this.paymentId(userId, 'wd', idempotencyKey);
    const change = await this.db.transaction((tx) =>
      holdWithdrawal(tx, {
        ...this.newPayment({
          id,
          userId,
          accountId,
          direction: 'withdrawal',
          method: methodId,
          amount,
          currency: acct.currency,
          status: 'review',
        }),
        accountId,
      }),
    );
    if (change) await this.publishBalance(change);
    return this.storedPayment(userId, id);
  }

  /** Ends a withdrawal under review: cancel, reject or approve (commands.ts finishWithdrawalTx). */
  async finishWithdrawal(
    paymentId: string,
    action: 'cancel' | 'reject' | 'approve',
    actor: { userId?: number; operator?: string },
  ): Promise<void> {
    const change = await this.db.transaction((tx) =>
      finishWithdrawalTx(tx, paymentId, action, actor, new Date(this.now())),
    );
    if (change) await this.publishBalance(change);
  }

  async withdrawalsInReview(limit = 100): Promise<PaymentRow[]> {
    return repo.withdrawalsInReview(this.db, limit);
  }

  // ── history (office/historypay) ────────────────────────────────────────────────────────
  async history(userId: number, f: HistoryFilter): Promise<{ total: number; rows: PaymentRow[] }> {
    return repo.paymentHistory(this.db, userId, f);
  }

  async payment(userId: number, id: string): Promise<PaymentRow> {
    const p = await repo.playerPayment(this.db, userId, id);
    if (!p) throw new DomainError(404, 'payment_not_found', 'wallet_payment_not_found');
    return p;
  }

  async paymentById(id: string): Promise<PaymentRow | undefined> {
    return repo.paymentById(this.db, id);
  }

  private async publishBalance(change: BalanceChange): Promise<void> {
    const { currencies } = await this.config.groups();
    await this.bus.publish(BALANCE_CHANNEL, balanceEvent(change, currencies));
  }
}
