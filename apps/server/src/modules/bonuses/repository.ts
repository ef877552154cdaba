import { and, asc, desc, eq, isNull, lte, sql } from 'drizzle-orm';
import { ACCOUNT_TYPE } from '@sb/contracts';
import type { Db } from '../../db/client';
import { bonusDefinitions, ledgerAccounts, payments, playerBonuses, promoCodes, rateCounters } from '../../db/schema';
import type { Tx } from '../ledger';

/** Issue 16: the bonuses module's reads and writes (its own tables; the bonus account is read only). */
type Conn = Db | Tx;

export type DefinitionRow = typeof bonusDefinitions.$inferSelect;
export type NewDefinitionRow = typeof bonusDefinitions.$inferInsert;
export type PromoCodeRow = typeof promoCodes.$inferSelect;
export type PlayerBonusRow = typeof playerBonuses.$inferSelect;

export async function insertDefinition(db: Conn, row: NewDefinitionRow): Promise<DefinitionRow> {
  const [created] = await db.insert(bonusDefinitions).values(row).returning();
  if (!created) throw new Error('insert failed');
  return created;
}

export const listDefinitions = (db: Conn): Promise<DefinitionRow[]> =>
  db.select().from(bonusDefinitions).orderBy(asc(bonusDefinitions.id));

export async function findDefinition(db: Conn, id: number): Promise<DefinitionRow | undefined> {
  const [row] = await db.select().from(bonusDefinitions).where(eq(bonusDefinitions.id, id));
  return row;
}

/** The new promo code, or undefined when the code exists already. */
export async function insertPromoCode(
  db: Conn,
  row: { code: string; definitionId: number; usesLeft: number | null },
): Promise<PromoCodeRow | undefined> {
  const [created] = await db.insert(promoCodes).values(row).onConflictDoNothing().returning();
  return created;
}

/** Locks the code's row: concurrent redemptions of a limited code are served one at a time. */
export async function lockPromoCode(tx: Tx, code: string): Promise<PromoCodeRow | undefined> {
  const [row] = await tx.select().from(promoCodes).where(eq(promoCodes.code, code)).for('update');
  return row;
}

export async function useOnce(tx: Tx, id: number): Promise<void> {
  await tx
    .update(promoCodes)
    .set({ usesLeft: sql`${promoCodes.usesLeft} - 1` })
    .where(and(eq(promoCodes.id, id), sql`${promoCodes.usesLeft} IS NOT NULL`));
}

export async function hasRedeemed(tx: Tx, userId: number, promoCodeId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: playerBonuses.id })
    .from(playerBonuses)
    .where(and(eq(playerBonuses.userId, userId), eq(playerBonuses.promoCodeId, promoCodeId)));
  return !!row;
}

export async function insertPlayerBonus(
  tx: Tx,
  row: typeof playerBonuses.$inferInsert,
): Promise<PlayerBonusRow | undefined> {
  const [created] = await tx.insert(playerBonuses).values(row).onConflictDoNothing().returning();
  return created;
}

/** The player's open bonus account (spec §3 Account type 4) in a currency. */
export async function bonusAccount(db: Conn, userId: number, currency: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.userId, userId),
        eq(ledgerAccounts.type, ACCOUNT_TYPE.bonus),
        eq(ledgerAccounts.currency, currency),
        isNull(ledgerAccounts.closedAt),
      ),
    );
  return row?.id;
}

/** Whether the player has completed a deposit (a new player has not). */
export async function hasCompletedDeposit(db: Conn, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.direction, 'deposit'), eq(payments.status, 'success')))
    .limit(1);
  return !!row;
}

export const playerBonusesOf = (db: Conn, userId: number) =>
  db
    .select({ bonus: playerBonuses, definition: bonusDefinitions })
    .from(playerBonuses)
    .innerJoin(bonusDefinitions, eq(bonusDefinitions.id, playerBonuses.definitionId))
    .where(eq(playerBonuses.userId, userId))
    .orderBy(desc(playerBonuses.id));

/** Whether this payment is the player's first successful deposit (the first-deposit bonus's trigger). */
export async function isFirstDeposit(db: Conn, userId: number, paymentId: string): Promise<boolean> {
  const [first] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.direction, 'deposit'), eq(payments.status, 'success')))
    .orderBy(asc(payments.createdAt), asc(payments.id))
    .limit(1);
  return first?.id === paymentId;
}

/** Active first-deposit definitions of a product, newest first. */
export const firstDepositDefinitions = (db: Conn, product: string): Promise<DefinitionRow[]> =>
  db
    .select()
    .from(bonusDefinitions)
    .where(
      and(
        eq(bonusDefinitions.kind, 'first_deposit'),
        eq(bonusDefinitions.product, product),
        eq(bonusDefinitions.active, true),
      ),
    )
    .orderBy(desc(bonusDefinitions.id));

/** A fixed-window counter shared by every node (as betting's): the count including this hit. */
export async function hitCounter(db: Db, key: string, windowS: number, nowMs: number): Promise<number> {
  const windowStart = new Date(Math.floor(nowMs / 1000 / windowS) * windowS * 1000);
  const [row] = await db
    .insert(rateCounters)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateCounters.key, rateCounters.windowStart],
      set: { count: sql`${rateCounters.count} + 1` },
    })
    .returning({ count: rateCounters.count });
  return row?.count ?? 1;
}

/** The player's active bonuses of a product, oldest first, locked for the rest of the transaction. */
export const lockActiveBonuses = (tx: Tx, userId: number, product: string) =>
  tx
    .select({ bonus: playerBonuses, definition: bonusDefinitions })
    .from(playerBonuses)
    .innerJoin(bonusDefinitions, eq(bonusDefinitions.id, playerBonuses.definitionId))
    .where(
      and(eq(playerBonuses.userId, userId), eq(playerBonuses.status, 'active'), eq(bonusDefinitions.product, product)),
    )
    .orderBy(asc(playerBonuses.id))
    .for('update', { of: playerBonuses });

/** Active bonuses whose expiry has come, locked. */
export const lockDueBonuses = (tx: Tx, at: Date) =>
  tx
    .select({ bonus: playerBonuses, definition: bonusDefinitions })
    .from(playerBonuses)
    .innerJoin(bonusDefinitions, eq(bonusDefinitions.id, playerBonuses.definitionId))
    .where(and(eq(playerBonuses.status, 'active'), lte(playerBonuses.expiresAt, at)))
    .orderBy(asc(playerBonuses.id))
    .for('update', { of: playerBonuses });

export async function updatePlayerBonus(
  tx: Tx,
  id: number,
  set: { wageringProgress?: bigint; status?: string },
): Promise<void> {
  await tx.update(playerBonuses).set(set).where(eq(playerBonuses.id, id));
}

/** Balance of a ledger account (read inside the transaction that moves it). */
export async function accountBalance(tx: Tx, accountId: number): Promise<bigint> {
  const [row] = await tx
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, accountId));
  return row?.balance ?? 0n;
}

/** Other active bonuses sharing the account (their money is not this bonus's). */
export async function otherActiveOnAccount(tx: Tx, accountId: number, exceptId: number): Promise<number> {
  const rows = await tx
    .select({ id: playerBonuses.id })
    .from(playerBonuses)
    .where(and(eq(playerBonuses.accountId, accountId), eq(playerBonuses.status, 'active')));
  return rows.filter((r) => r.id !== exceptId).length;
}

/** The player's main account (spec §3 type 0) in a currency. */
export async function mainAccount(tx: Conn, userId: number, currency: string): Promise<number | undefined> {
  const [row] = await tx
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.userId, userId),
        eq(ledgerAccounts.type, ACCOUNT_TYPE.main),
        eq(ledgerAccounts.currency, currency),
        isNull(ledgerAccounts.closedAt),
      ),
    );
  return row?.id;
}

/** Active definitions (promotions, offers), oldest first. */
export const activeDefinitions = (db: Conn): Promise<DefinitionRow[]> =>
  db.select().from(bonusDefinitions).where(eq(bonusDefinitions.active, true)).orderBy(asc(bonusDefinitions.id));

/** A promo code by its (upper-case) text, unlocked (the office's check reads, never redeems). */
export async function promoCodeByCode(db: Conn, code: string): Promise<PromoCodeRow | undefined> {
  const [row] = await db.select().from(promoCodes).where(eq(promoCodes.code, code));
  return row;
}

export async function redeemedBy(db: Conn, userId: number, promoCodeId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: playerBonuses.id })
    .from(playerBonuses)
    .where(and(eq(playerBonuses.userId, userId), eq(playerBonuses.promoCodeId, promoCodeId)));
  return !!row;
}
