import { and, asc, count, desc, eq, gte, isNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ledgerAccounts, payments } from '../../db/schema';
import type { Tx } from '../ledger';

/**
 * Issue 12: the wallet's SQL — player accounts and payments. Commands and queries call these with
 * the database or an open transaction; nothing else in the module touches a table. What the
 * wallet needs of a player's identity row comes from identity/player-facts.ts.
 */
export type Conn = Db | Tx;
export type AccountRow = typeof ledgerAccounts.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;

export interface HistoryFilter {
  from?: Date | undefined;
  to?: Date | undefined;
  type?: 'deposit' | 'withdrawal' | undefined;
  status?: string | undefined;
  page: number;
  pageSize: number;
}

// ── accounts ─────────────────────────────────────────────────────────────────────────────
export async function hasAnyAccount(db: Conn, userId: number): Promise<boolean> {
  const rows = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.userId, userId))
    .limit(1);
  return rows.length > 0;
}

export async function insertAccounts(db: Conn, rows: (typeof ledgerAccounts.$inferInsert)[]): Promise<AccountRow[]> {
  return db.insert(ledgerAccounts).values(rows).returning();
}

export async function openAccounts(db: Conn, userId: number): Promise<AccountRow[]> {
  return db
    .select()
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.userId, userId), isNull(ledgerAccounts.closedAt)))
    .orderBy(asc(ledgerAccounts.id));
}

export async function openAccountsIn(db: Conn, userId: number, currency: string): Promise<AccountRow[]> {
  return db
    .select()
    .from(ledgerAccounts)
    .where(
      and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.currency, currency), isNull(ledgerAccounts.closedAt)),
    );
}

/** The player's own open account (locked against key-less updates when asked), or undefined. */
export async function ownOpenAccount(
  db: Conn,
  userId: number,
  accountId: number,
  lock?: 'no key update',
): Promise<AccountRow | undefined> {
  const q = db
    .select()
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.id, accountId), eq(ledgerAccounts.userId, userId), isNull(ledgerAccounts.closedAt)));
  const [row] = lock ? await q.for(lock) : await q;
  return row;
}

/** Makes one account the player's active one (the others inactive). */
export async function activateOnly(tx: Tx, userId: number, accountId: number): Promise<void> {
  await tx
    .update(ledgerAccounts)
    .set({ isActive: false })
    .where(and(eq(ledgerAccounts.userId, userId), ne(ledgerAccounts.id, accountId)));
  await tx.update(ledgerAccounts).set({ isActive: true }).where(eq(ledgerAccounts.id, accountId));
}

export async function closeAccount(tx: Tx, accountId: number): Promise<void> {
  await tx
    .update(ledgerAccounts)
    .set({ closedAt: sql`now()` })
    .where(eq(ledgerAccounts.id, accountId));
}

// ── payments ─────────────────────────────────────────────────────────────────────────────
/** Inserts a payment unless its id exists (a retried Idempotency-Key): the new row or undefined. */
export async function insertPaymentOnce(db: Conn, row: NewPayment): Promise<PaymentRow | undefined> {
  const [created] = await db.insert(payments).values(row).onConflictDoNothing().returning();
  return created;
}

export async function playerPayment(db: Conn, userId: number, id: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, id), eq(payments.userId, userId)));
  return row;
}

export async function paymentById(db: Conn, id: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row;
}

/** Locks a payment row (and, given a user, only that player's): the one place a status changes. */
export async function lockPayment(tx: Tx, id: string, userId?: number): Promise<PaymentRow | undefined> {
  const where = userId !== undefined ? and(eq(payments.id, id), eq(payments.userId, userId)) : eq(payments.id, id);
  const [row] = await tx.select().from(payments).where(where).for('update');
  return row;
}

export async function updatePayment(
  tx: Tx,
  id: string,
  fields: Pick<Partial<NewPayment>, 'status' | 'providerRef' | 'reviewedBy' | 'updatedAt'>,
): Promise<void> {
  await tx.update(payments).set(fields).where(eq(payments.id, id));
}

export async function withdrawalsInReview(db: Conn, limit: number): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.direction, 'withdrawal'), eq(payments.status, 'review')))
    .orderBy(asc(payments.createdAt))
    .limit(limit);
}

/** A page of the player's payments, newest first, and how many match in all. */
export async function paymentHistory(
  db: Conn,
  userId: number,
  f: HistoryFilter,
): Promise<{ total: number; rows: PaymentRow[] }> {
  const conds: SQL[] = [eq(payments.userId, userId)];
  if (f.from) conds.push(gte(payments.createdAt, f.from));
  if (f.to) conds.push(lte(payments.createdAt, f.to));
  if (f.type) conds.push(eq(payments.direction, f.type));
  if (f.status) conds.push(eq(payments.status, f.status));
  const where = and(...conds);
  const [total] = await db.select({ n: count() }).from(payments).where(where);
  const rows = await db
    .select()
    .from(payments)
    .where(where)
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(f.pageSize)
    .offset((f.page - 1) * f.pageSize);
  return { total: total?.n ?? 0, rows };
}
