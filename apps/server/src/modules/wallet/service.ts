import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, gte, isNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import { isVerified } from '@sb/identity';
import { formatMinor, move } from '@sb/ledger';
import type { EventBus } from '../../bus/bus';
import type { Db } from '../../db/client';
import { ledgerAccounts, payments, users } from '../../db/schema';
import type { ConfigService } from '../config/service';
import { ACCOUNT_TYPE, CURRENCY_IDS, HOUSE } from './currencies';
import { allowAllDeposits, type DepositGuard } from './deposit-guard';
import { WalletError } from './errors';
import { houseAccount, LedgerError, transfer, type Tx } from './ledger';

export const BALANCE_CHANNEL = 'wallet.balance';

export interface BalanceEvent {
  userId: number;
  accountId: number;
  money: string;
  moneyMinor: string;
}

type AccountRow = typeof ledgerAccounts.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

export interface AccountView {
  id: number;
  type: number;
  iso: string;
  symbol: string;
  currencyId: number;
  money: string;
  moneyMinor: string;
  label: string | null;
  isActive: boolean;
  points: number;
}

const ledgerToWallet = (err: unknown): never => {
  if (err instanceof LedgerError) {
    if (err.code === 'insufficient_funds')
      throw new WalletError(400, 'insufficient_funds', 'wallet_insufficient_funds');
    throw new WalletError(400, err.code, 'main_error');
  }
  throw err;
};

export class WalletService {
  constructor(
    private readonly db: Db,
    private readonly config: ConfigService,
    private readonly bus: EventBus,
    private readonly depositGuard: DepositGuard = allowAllDeposits,
    /** The clock limits' rolling windows are measured by; the database's clock is not used. */
    private readonly now: () => number = Date.now,
  ) {}

  // ── accounts (spec §3 Account) ─────────────────────────────────────────────────────────
  /** A player gets a main and a bonus account in their currency on first use. */
  async ensureAccounts(userId: number): Promise<void> {
    const existing = await this.db
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.userId, userId))
      .limit(1);
    if (existing.length) return;
    const [u] = await this.db.select({ currency: users.currency }).from(users).where(eq(users.id, userId));
    if (!u) throw new WalletError(401, 'unauthorized', 'main_error');
    await this.db.transaction(async (tx) => {
      // Another tab may have created them a moment ago; the lock on the user row orders them.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      const again = await tx
        .select({ id: ledgerAccounts.id })
        .from(ledgerAccounts)
        .where(eq(ledgerAccounts.userId, userId))
        .limit(1);
      if (again.length) return;
      await tx.insert(ledgerAccounts).values([
        { userId, role: 'player', type: ACCOUNT_TYPE.main, currency: u.currency, isActive: true },
        { userId, role: 'player', type: ACCOUNT_TYPE.bonus, currency: u.currency, isActive: false },
      ]);
    });
  }

  async accounts(userId: number): Promise<AccountView[]> {
    await this.ensureAccounts(userId);
    const rows = await this.db
      .select()
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.userId, userId), isNull(ledgerAccounts.closedAt)))
      .orderBy(asc(ledgerAccounts.id));
    const { currencies } = await this.config.groups();
    return rows.map((r) => this.view(r, currencies));
  }

  private view(r: AccountRow, currencies: { iso: string; symbol: string; exponent: number }[]): AccountView {
    const c = currencies.find((x) => x.iso === r.currency);
    const exponent = c?.exponent ?? 2;
    return {
      id: r.id,
      type: r.type,
      iso: r.currency,
      symbol: c?.symbol ?? r.currency,
      currencyId: CURRENCY_IDS[r.currency] ?? 0,
      money: formatMinor(r.balance, exponent),
      moneyMinor: r.balance.toString(),
      label: r.label,
      isActive: r.isActive,
      points: r.points,
    };
  }

  /** The player's own open account, or 404 — another player's id is simply not found. */
  private async ownAccount(tx: Tx | Db, userId: number, accountId: number): Promise<AccountRow> {
    const [acct] = await tx
      .select()
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.id, accountId), eq(ledgerAccounts.userId, userId), isNull(ledgerAccounts.closedAt)));
    if (!acct) throw new WalletError(404, 'account_not_found', 'wallet_account_not_found');
    return acct;
  }

  async setActive(userId: number, accountId: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const acct = await this.ownAccount(tx, userId, accountId);
      if (acct.type === ACCOUNT_TYPE.bonus)
        throw new WalletError(400, 'bonus_account_not_selectable', 'wallet_bonus_account_not_selectable');
      await tx
        .update(ledgerAccounts)
        .set({ isActive: false })
        .where(and(eq(ledgerAccounts.userId, userId), ne(ledgerAccounts.id, accountId)));
      await tx.update(ledgerAccounts).set({ isActive: true }).where(eq(ledgerAccounts.id, accountId));
    });
  }

  async addCurrency(userId: number, iso: string): Promise<AccountView> {
    const { currencies } = await this.config.groups();
    if (!currencies.some((c) => c.iso === iso)) throw new WalletError(400, 'unknown_currency', 'auth_unknown_currency');
    await this.ensureAccounts(userId);
    const open = await this.db
      .select()
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.currency, iso), isNull(ledgerAccounts.closedAt)));
    if (open.some((a) => a.type !== ACCOUNT_TYPE.bonus))
      throw new WalletError(409, 'currency_exists', 'wallet_currency_exists');
    const [row] = await this.db
      .insert(ledgerAccounts)
      .values({ userId, role: 'player', type: ACCOUNT_TYPE.currency, currency: iso })
      .returning();
    if (!row) throw new Error('insert failed');
    return this.view(row, currencies);
  }

  /** Only an empty, inactive currency account can go: money is never dropped with an account. */
  async removeCurrency(userId: number, accountId: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [acct] = await tx
        .select()
        .from(ledgerAccounts)
        .where(
          and(eq(ledgerAccounts.id, accountId), eq(ledgerAccounts.userId, userId), isNull(ledgerAccounts.closedAt)),
        )
        .for('no key update');
      if (!acct) throw new WalletError(404, 'account_not_found', 'wallet_account_not_found');
      if (acct.type !== ACCOUNT_TYPE.currency)
        throw new WalletError(400, 'account_not_removable', 'wallet_account_not_removable');
      if (acct.balance !== 0n) throw new WalletError(400, 'account_not_empty', 'wallet_account_not_empty');
      if (acct.isActive) throw new WalletError(400, 'account_is_active', 'wallet_account_is_active');
      await tx
        .update(ledgerAccounts)
        .set({ closedAt: sql`now()` })
        .where(eq(ledgerAccounts.id, accountId));
    });
  }

  // ── payment methods ────────────────────────────────────────────────────────────────────
  async methods(userId: number, direction: 'deposit' | 'withdrawal', currency: string) {
    const [u] = await this.db.select({ country: users.countryCode }).from(users).where(eq(users.id, userId));
    const { payments: p } = await this.config.groups();
    return p.methods
      .filter(
        (m) => m.directions.includes(direction) && (m.countries.length === 0 || (u && m.countries.includes(u.country))),
      )
      .flatMap((m) => {
        const l = m.limits[currency];
        return l ? [{ id: m.id, name: m.name, min: l.min, max: l.max }] : [];
      });
  }

  private async checkMethod(
    userId: number,
    direction: 'deposit' | 'withdrawal',
    methodId: string,
    currency: string,
    amount: bigint,
  ) {
    const m = (await this.methods(userId, direction, currency)).find((x) => x.id === methodId);
    if (!m) throw new WalletError(400, 'method_unavailable', 'wallet_method_unavailable');
    if (amount < BigInt(m.min))
      throw new WalletError(400, 'amount_below_min', 'wallet_amount_below_min', `Minimum is ${m.min}`);
    if (amount > BigInt(m.max))
      throw new WalletError(400, 'amount_above_max', 'wallet_amount_above_max', `Maximum is ${m.max}`);
  }

  /** A payment row stamped with the service clock (the clock limits' rolling windows use). */
  private newPayment(
    fields: Omit<typeof payments.$inferInsert, 'createdAt' | 'updatedAt'>,
  ): typeof payments.$inferInsert {
    const at = new Date(this.now());
    return { ...fields, createdAt: at, updatedAt: at };
  }

  /** The payment a request just created (or a retry with the same key found). */
  private async storedPayment(userId: number, id: string): Promise<PaymentRow> {
    const [row] = await this.db
      .select()
      .from(payments)
      .where(and(eq(payments.id, id), eq(payments.userId, userId)));
    // Ids built from an Idempotency-Key include the user id, so two players' keys never collide.
    if (!row) throw new WalletError(409, 'idempotency_conflict', 'main_error');
    return row;
  }

  private paymentId(userId: number, kind: string, idempotencyKey: string | undefined): string {
    // A retried request with the same key maps to the same payment: one click, one payment.
    return idempotencyKey ? `${kind}_${userId}_${idempotencyKey}` : `${kind}_${randomUUID()}`;
  }

  // ── deposits ───────────────────────────────────────────────────────────────────────────
  async createDeposit(
    userId: number,
    accountId: number,
    methodId: string,
    amount: bigint,
    idempotencyKey?: string,
  ): Promise<PaymentRow> {
    if (amount <= 0n) throw new WalletError(400, 'invalid_amount', 'wallet_invalid_amount');
    const acct = await this.ownAccount(this.db, userId, accountId);
    if (acct.type === ACCOUNT_TYPE.bonus)
      throw new WalletError(400, 'bonus_account_not_selectable', 'wallet_bonus_account_not_selectable');
    await this.checkMethod(userId, 'deposit', methodId, acct.currency, amount);
    const guard = await this.depositGuard({ userId, accountId, currency: acct.currency, amount });
    if (!guard.ok) throw new WalletError(403, guard.code, guard.title);
    const id = this.paymentId(userId, 'dep', idempotencyKey);
    await this.db
      .insert(payments)
      .values(
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
      )
      .onConflictDoNothing();
    return this.storedPayment(userId, id);
  }

  /**
   * The provider's verdict on a deposit, applied exactly once: the payment row is locked, a final
   * status is never changed again, and the credit's idempotency key is the payment id.
   */
  async settleDeposit(
    paymentId: string,
    outcome: 'success' | 'fail' | 'cancel',
    amount: bigint,
    currency: string,
    providerRef: string,
  ) {
    const event = await this.db.transaction(async (tx) => {
      const [p] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
      if (!p || p.direction !== 'deposit') throw new WalletError(404, 'payment_not_found', 'main_error');
      if (p.status !== 'pending') return null;
      if (p.amount !== amount || p.currency !== currency) throw new WalletError(400, 'amount_mismatch', 'main_error');
      if (outcome === 'success') {
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
        await tx
          .update(payments)
          .set({ status: 'success', providerRef, updatedAt: new Date(this.now()) })
          .where(eq(payments.id, paymentId));
        return {
          userId: p.userId,
          accountId: p.accountId,
          balance: r.balances.get(p.accountId) ?? 0n,
          currency: p.currency,
        };
      }
      await tx
        .update(payments)
        .set({ status: outcome, providerRef, updatedAt: new Date(this.now()) })
        .where(eq(payments.id, paymentId));
      return null;
    });
    if (event) await this.publishBalance(event.userId, event.accountId, event.balance, event.currency);
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
    if (amount <= 0n) throw new WalletError(400, 'invalid_amount', 'wallet_invalid_amount');
    const acct = await this.ownAccount(this.db, userId, accountId);
    if (acct.type === ACCOUNT_TYPE.bonus)
      throw new WalletError(400, 'bonus_account_not_selectable', 'wallet_bonus_account_not_selectable');
    await this.checkMethod(userId, 'withdrawal', methodId, acct.currency, amount);
    const { payments: p } = await this.config.groups();
    if (p.withdrawalRequiresVerification) {
      const [u] = await this.db.select().from(users).where(eq(users.id, userId));
      const verified =
        u &&
        isVerified({
          internal_verification_status: u.internalVerificationStatus,
          verification_status_group_code: null,
          requested_additional_document: false,
          verification_status: null,
          user_status_id: u.userStatusId,
          ban_level: u.banLevel,
          ban_version: u.banVersion,
        });
      if (!verified) throw new WalletError(403, 'verification_required', 'wallet_verification_required');
    }
    const id = this.paymentId(userId, 'wd', idempotencyKey);
    const balance = await this.db.transaction(async (tx) => {
      const inserted = await tx
        .insert(payments)
        .values(
          this.newPayment({
            id,
            userId,
            accountId,
            direction: 'withdrawal',
            method: methodId,
            amount,
            currency: acct.currency,
            status: 'review',
          }),
        )
        .onConflictDoNothing()
        .returning();
      if (!inserted.length) return null;
      const pending = await houseAccount(tx, HOUSE.withdrawalsPending, acct.currency);
      const r = await transfer(tx, {
        idempotencyKey: `withdraw-hold:${id}`,
        kind: 'withdrawal_hold',
        postings: move(accountId, pending, amount),
        meta: { paymentId: id },
      }).catch(ledgerToWallet);
      return r.balances.get(accountId) ?? 0n;
    });
    if (balance !== null) await this.publishBalance(userId, accountId, balance, acct.currency);
    return this.storedPayment(userId, id);
  }

  /**
   * Ends a withdrawal under review: the player's cancel and an operator's reject give the money
   * back; an operator's approve pays it out. The payment row lock makes cancel and approve
   * racing each other impossible to both win.
   */
  async finishWithdrawal(
    paymentId: string,
    action: 'cancel' | 'reject' | 'approve',
    actor: { userId?: number; operator?: string },
  ) {
    const event = await this.db.transaction(async (tx) => {
      const where =
        actor.userId !== undefined
          ? and(eq(payments.id, paymentId), eq(payments.userId, actor.userId))
          : eq(payments.id, paymentId);
      const [p] = await tx.select().from(payments).where(where).for('update');
      if (!p || p.direction !== 'withdrawal')
        throw new WalletError(404, 'payment_not_found', 'wallet_payment_not_found');
      if (p.status !== 'review') throw new WalletError(409, 'payment_not_pending', 'wallet_payment_not_pending');
      const pending = await houseAccount(tx, HOUSE.withdrawalsPending, p.currency);
      if (action === 'approve') {
        const out = await houseAccount(tx, HOUSE.withdrawals, p.currency);
        await transfer(tx, {
          idempotencyKey: `withdraw-pay:${p.id}`,
          kind: 'withdrawal',
          postings: move(pending, out, p.amount),
          meta: { paymentId: p.id },
        });
        await tx
          .update(payments)
          .set({ status: 'success', reviewedBy: actor.operator ?? null, updatedAt: new Date(this.now()) })
          .where(eq(payments.id, p.id));
        return null;
      }
      const r = await transfer(tx, {
        idempotencyKey: `withdraw-release:${p.id}`,
        kind: 'withdrawal_release',
        postings: move(pending, p.accountId, p.amount),
        meta: { paymentId: p.id, action },
      });
      await tx
        .update(payments)
        .set({
          status: action === 'cancel' ? 'cancel' : 'fail',
          reviewedBy: actor.operator ?? null,
          updatedAt: new Date(this.now()),
        })
        .where(eq(payments.id, p.id));
      return {
        userId: p.userId,
        accountId: p.accountId,
        balance: r.balances.get(p.accountId) ?? 0n,
        currency: p.currency,
      };
    });
    if (event) await this.publishBalance(event.userId, event.accountId, event.balance, event.currency);
  }

  async withdrawalsInReview(limit = 100) {
    return this.db
      .select()
      .from(payments)
      .where(and(eq(payments.direction, 'withdrawal'), eq(payments.status, 'review')))
      .orderBy(asc(payments.createdAt))
      .limit(limit);
  }

  // ── history (office/historypay) ────────────────────────────────────────────────────────
  async history(
    userId: number,
    f: {
      from?: Date | undefined;
      to?: Date | undefined;
      type?: 'deposit' | 'withdrawal' | undefined;
      status?: string | undefined;
      page: number;
      pageSize: number;
    },
  ) {
    const conds: SQL[] = [eq(payments.userId, userId)];
    if (f.from) conds.push(gte(payments.createdAt, f.from));
    if (f.to) conds.push(lte(payments.createdAt, f.to));
    if (f.type) conds.push(eq(payments.direction, f.type));
    if (f.status) conds.push(eq(payments.status, f.status));
    const where = and(...conds);
    const [total] = await this.db.select({ n: count() }).from(payments).where(where);
    const rows = await this.db
      .select()
      .from(payments)
      .where(where)
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(f.pageSize)
      .offset((f.page - 1) * f.pageSize);
    return { total: total?.n ?? 0, rows };
  }

  async payment(userId: number, id: string): Promise<PaymentRow> {
    const [p] = await this.db
      .select()
      .from(payments)
      .where(and(eq(payments.id, id), eq(payments.userId, userId)));
    if (!p) throw new WalletError(404, 'payment_not_found', 'wallet_payment_not_found');
    return p;
  }

  async paymentById(id: string): Promise<PaymentRow | undefined> {
    const [p] = await this.db.select().from(payments).where(eq(payments.id, id));
    return p;
  }

  private async publishBalance(userId: number, accountId: number, balance: bigint, currency: string) {
    const { currencies } = await this.config.groups();
    const exponent = currencies.find((c) => c.iso === currency)?.exponent ?? 2;
    const event: BalanceEvent = {
      userId,
      accountId,
      money: formatMinor(balance, exponent),
      moneyMinor: balance.toString(),
    };
    await this.bus.publish(BALANCE_CHANNEL, event);
  }
}
