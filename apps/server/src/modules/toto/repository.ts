import { and, asc, desc, eq, gt, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ledgerAccounts, totoCoupons, totoDraws, totoJackpots } from '../../db/schema';
import type { Tx } from '../ledger';

/** The SQL of the toto module (issue 19). */
export type DrawRow = typeof totoDraws.$inferSelect;
export type NewDraw = typeof totoDraws.$inferInsert;
export type CouponRow = typeof totoCoupons.$inferSelect;
type Handle = Db | Tx;

/** Boot: the rules' row (it holds the rolling jackpot). */
export async function seedJackpot(db: Db, rulesId: string): Promise<void> {
  await db.insert(totoJackpots).values({ id: rulesId }).onConflictDoNothing();
}

export async function jackpotOf(db: Db, rulesId: string): Promise<Record<string, string>> {
  const [row] = await db.select().from(totoJackpots).where(eq(totoJackpots.id, rulesId));
  return row?.jackpot ?? {};
}

export async function lockJackpot(tx: Tx, rulesId: string): Promise<Record<string, string>> {
  const [row] = await tx.select().from(totoJackpots).where(eq(totoJackpots.id, rulesId)).for('update');
  return row?.jackpot ?? {};
}

export async function setJackpot(tx: Tx, rulesId: string, jackpot: Record<string, string>): Promise<void> {
  await tx.update(totoJackpots).set({ jackpot }).where(eq(totoJackpots.id, rulesId));
}

export async function drawExists(db: Handle, id: string): Promise<boolean> {
  const [row] = await db.select({ id: totoDraws.id }).from(totoDraws).where(eq(totoDraws.id, id));
  return row !== undefined;
}

export async function insertDraw(db: Handle, row: NewDraw): Promise<number> {
  const inserted = await db.insert(totoDraws).values(row).onConflictDoNothing().returning({ id: totoDraws.id });
  return inserted.length;
}

export async function drawById(db: Handle, id: string): Promise<DrawRow | undefined> {
  const [row] = await db.select().from(totoDraws).where(eq(totoDraws.id, id));
  return row;
}

export async function drawsByIds(db: Db, ids: string[]): Promise<DrawRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(totoDraws).where(inArray(totoDraws.id, ids));
}

/** Draws still selling at `now`, soonest closing first (the current draw, then the next). */
export async function sellingDraws(db: Db, now: Date, limit: number): Promise<DrawRow[]> {
  return db
    .select()
    .from(totoDraws)
    .where(and(eq(totoDraws.status, 'open'), gt(totoDraws.closesAt, now)))
    .orderBy(asc(totoDraws.closesAt))
    .limit(limit);
}

/** The archive: draws whose sales closed (playing or settled), newest first. */
export async function pastDraws(db: Db, now: Date, limit: number): Promise<DrawRow[]> {
  return db
    .select()
    .from(totoDraws)
    .where(or(ne(totoDraws.status, 'open'), lte(totoDraws.closesAt, now)))
    .orderBy(desc(totoDraws.closesAt))
    .limit(limit);
}

/** Stakes per currency and the coupon count of each draw (the live pool of an open draw). */
export async function stakesOf(
  db: Db,
  drawIds: string[],
): Promise<Map<string, { stakes: Record<string, string>; count: number }>> {
  const out = new Map<string, { stakes: Record<string, string>; count: number }>();
  if (drawIds.length === 0) return out;
  const rows = await db
    .select({
      drawId: totoCoupons.drawId,
      currency: totoCoupons.currency,
      stake: sql<string>`sum(${totoCoupons.stake})::text`,
      count: sql<number>`count(*)::int`,
    })
    .from(totoCoupons)
    .where(inArray(totoCoupons.drawId, drawIds))
    .groupBy(totoCoupons.drawId, totoCoupons.currency);
  for (const r of rows) {
    const entry = out.get(r.drawId) ?? { stakes: {}, count: 0 };
    entry.stakes[r.currency] = r.stake;
    entry.count += Number(r.count);
    out.set(r.drawId, entry);
  }
  return out;
}

/**
 * Sales close at the first event's start: every open draw whose time has come is marked closed
 * (its row lock waits for purchases that share-locked it; they see it closed afterwards).
 */
export async function closeDue(db: Db, now: Date): Promise<number> {
  const closed = await db
    .update(totoDraws)
    .set({ status: 'closed' })
    .where(and(eq(totoDraws.status, 'open'), lte(totoDraws.closesAt, now)))
    .returning({ id: totoDraws.id });
  return closed.length;
}

/** Closed draws waiting for their results, oldest first (the jackpot rolls on in that order). */
export async function closedDraws(db: Db): Promise<DrawRow[]> {
  return db.select().from(totoDraws).where(eq(totoDraws.status, 'closed')).orderBy(asc(totoDraws.closesAt));
}

/** The draw still selling at `now`, share-locked so the job's close waits for the purchase. */
export async function lockSellingDraw(tx: Tx, id: string, now: Date): Promise<DrawRow | undefined> {
  const [row] = await tx
    .select()
    .from(totoDraws)
    .where(and(eq(totoDraws.id, id), eq(totoDraws.status, 'open'), gt(totoDraws.closesAt, now)))
    .for('share');
  return row;
}

export async function lockDraw(tx: Tx, id: string): Promise<DrawRow | undefined> {
  const [row] = await tx.select().from(totoDraws).where(eq(totoDraws.id, id)).for('update');
  return row;
}

export async function updateDraw(tx: Tx, id: string, change: Partial<NewDraw>): Promise<void> {
  await tx.update(totoDraws).set(change).where(eq(totoDraws.id, id));
}

export async function unsettledOfDraw(tx: Tx, drawId: string): Promise<CouponRow[]> {
  return tx
    .select()
    .from(totoCoupons)
    .where(and(eq(totoCoupons.drawId, drawId), isNull(totoCoupons.settledAt)))
    .orderBy(asc(totoCoupons.createdAt), asc(totoCoupons.id));
}

export async function settleCoupon(
  tx: Tx,
  id: string,
  change: { hits: number[]; bestHits: number; prize: bigint; at: Date },
): Promise<void> {
  await tx
    .update(totoCoupons)
    .set({ status: 'settled', hits: change.hits, bestHits: change.bestHits, prize: change.prize, settledAt: change.at })
    .where(eq(totoCoupons.id, id));
}

/** Inserts the coupon; false when its id is taken (a retry that raced the first attempt). */
export async function insertCoupon(tx: Tx, row: typeof totoCoupons.$inferInsert): Promise<boolean> {
  const inserted = await tx.insert(totoCoupons).values(row).onConflictDoNothing().returning({ id: totoCoupons.id });
  return inserted.length > 0;
}

export async function couponById(db: Handle, id: string): Promise<CouponRow | undefined> {
  const [row] = await db.select().from(totoCoupons).where(eq(totoCoupons.id, id));
  return row;
}

export async function couponsOf(db: Db, userId: number, limit: number): Promise<CouponRow[]> {
  return db
    .select()
    .from(totoCoupons)
    .where(eq(totoCoupons.userId, userId))
    .orderBy(desc(totoCoupons.createdAt), desc(totoCoupons.id))
    .limit(limit);
}

/** Account types a coupon may be paid from: main (0) and currency accounts (9); not bonus (4). */
const PLAYABLE_TYPES = [0, 9];

/** The player's account to pay from: the one named, else the active one; open and playable. */
export async function payAccount(
  db: Db,
  userId: number,
  accountId?: number,
): Promise<{ id: number; currency: string } | undefined> {
  const [row] = await db
    .select({ id: ledgerAccounts.id, currency: ledgerAccounts.currency })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.userId, userId),
        eq(ledgerAccounts.role, 'player'),
        isNull(ledgerAccounts.closedAt),
        inArray(ledgerAccounts.type, PLAYABLE_TYPES),
        accountId === undefined ? eq(ledgerAccounts.isActive, true) : eq(ledgerAccounts.id, accountId),
      ),
    );
  return row;
}
