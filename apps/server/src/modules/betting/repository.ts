import { and, asc, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { betBookings, betCouponLegs, betCoupons, ledgerAccounts, rateCounters } from '../../db/schema';
import type { Tx } from '../ledger';

export type CouponRow = typeof betCoupons.$inferSelect;
export type LegRow = typeof betCouponLegs.$inferSelect;
export type CouponWithLegs = CouponRow & { legs: LegRow[] };

/**
 * Coupons by id with their legs in order (two queries, whatever the count). `lock` reads the
 * coupons FOR UPDATE in id order (inside a transaction).
 */
export async function loadCoupons(
  db: Db | Tx,
  ids: readonly number[],
  opts: { lock?: boolean } = {},
): Promise<CouponWithLegs[]> {
  if (ids.length === 0) return [];
  // One array parameter, not one parameter per id: settlement loads a thousand at a time.
  const idList = sql`${`{${ids.join(',')}}`}::bigint[]`;
  const query = db
    .select()
    .from(betCoupons)
    .where(sql`${betCoupons.id} = any(${idList})`)
    .orderBy(asc(betCoupons.id));
  const coupons = opts.lock ? await query.for('update') : await query;
  const legs = await db
    .select()
    .from(betCouponLegs)
    .where(sql`${betCouponLegs.couponId} = any(${idList})`)
    .orderBy(asc(betCouponLegs.couponId), asc(betCouponLegs.idx));
  const byCoupon = new Map<number, LegRow[]>();
  for (const l of legs) {
    const list = byCoupon.get(l.couponId) ?? [];
    list.push(l);
    byCoupon.set(l.couponId, list);
  }
  const order = new Map(ids.map((id, i) => [id, i]));
  return coupons
    .map((c) => ({ ...c, legs: byCoupon.get(c.id) ?? [] }))
    .sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
}

/** The coupon math facts of a stored coupon. */
export function factsOf(c: CouponWithLegs) {
  return {
    typeId: c.typeId,
    stake: c.stake,
    blockStakes: c.blockStakes ?? null,
    systemValue: c.systemValue,
    antiExpressCoef: c.antiExpressCoef,
    bonusCoef: c.bonusCoef,
    legs: c.legs.map((l) => ({
      coef: l.coef,
      statusId: l.statusId,
      blockId: l.blockId,
      isBanker: l.isBanker,
      isLobby: l.isLobby,
      amount: l.amount,
    })),
  };
}

// ── Issue 12: the rest of the module's SQL (the service reaches tables only through here) ──

/** Games with open legs and no leg result yet: what a sweep asks the line about. */
export async function gamesWithOpenLegs(db: Db, limit: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ gameId: betCouponLegs.gameId })
    .from(betCouponLegs)
    .innerJoin(betCoupons, eq(betCoupons.id, betCouponLegs.couponId))
    .where(and(eq(betCoupons.status, 'open'), eq(betCouponLegs.statusId, -1)))
    .limit(limit);
  return rows.map((r) => r.gameId);
}

/** The fixed facts of a ledger account placement needs (and whether it is closed). */
export async function accountFacts(db: Db, accountId: number) {
  const [row] = await db
    .select({
      userId: ledgerAccounts.userId,
      role: ledgerAccounts.role,
      currency: ledgerAccounts.currency,
      type: ledgerAccounts.type,
      closedAt: ledgerAccounts.closedAt,
    })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, accountId));
  return row;
}

/** The coupon a player placed under an idempotency key, with the hash of its request. */
export async function couponByKey(
  db: Db,
  userId: number,
  key: string,
): Promise<{ id: number; requestHash: string | null } | undefined> {
  const [found] = await db
    .select({ id: betCoupons.id, requestHash: betCoupons.requestHash })
    .from(betCoupons)
    .where(and(eq(betCoupons.userId, userId), eq(betCoupons.idempotencyKey, key)));
  return found;
}

export interface CouponFilter {
  status?: 'open' | 'settled' | 'all' | undefined;
  from?: number | undefined;
  to?: number | undefined;
  page: number;
  pageSize: number;
}

/** A page of a player's coupon ids (newest first), how many match, and the sums per currency. */
export async function couponHistory(db: Db, userId: number, q: CouponFilter) {
  const where: SQL[] = [eq(betCoupons.userId, userId)];
  if (q.status === 'open') where.push(eq(betCoupons.status, 'open'));
  if (q.status === 'settled') where.push(inArray(betCoupons.status, ['settled', 'cashed_out']));
  if (q.from !== undefined) where.push(gte(betCoupons.placedAt, new Date(q.from)));
  if (q.to !== undefined) where.push(lt(betCoupons.placedAt, new Date(q.to)));
  const cond = and(...where);
  const [total] = await db.select({ n: count() }).from(betCoupons).where(cond);
  const page = await db
    .select({ id: betCoupons.id })
    .from(betCoupons)
    .where(cond)
    .orderBy(desc(betCoupons.placedAt), desc(betCoupons.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  const totals = await db
    .select({
      currency: betCoupons.currency,
      staked: sql<string>`coalesce(sum(${betCoupons.stake}), 0)::text`,
      // Issue 16: the hyper bonus paid counts as won.
      won: sql<string>`coalesce(sum(${betCoupons.payout} + ${betCoupons.shortfall} + ${betCoupons.cashedOut} + ${betCoupons.hyperBonusPaid}), 0)::text`,
    })
    .from(betCoupons)
    .where(cond)
    .groupBy(betCoupons.currency);
  return { total: total?.n ?? 0, ids: page.map((p) => p.id), totals };
}

/** Locks one coupon row (cash-out): two cash-outs of a coupon run one after the other. */
export async function lockCoupon(tx: Tx, id: number): Promise<void> {
  await tx.execute(sql`select id from bet_coupon where id = ${id} for update`);
}

export async function recordCashout(
  tx: Tx,
  id: number,
  fields: Pick<Partial<CouponRow>, 'cashedOut' | 'cashoutCount' | 'sharePpm' | 'status' | 'settledAt'>,
): Promise<void> {
  await tx.update(betCoupons).set(fields).where(eq(betCoupons.id, id));
}

/** Stores a booking code unless it is taken: the code, or undefined to try another. */
export async function insertBooking(db: Db, row: typeof betBookings.$inferInsert): Promise<string | undefined> {
  const [stored] = await db.insert(betBookings).values(row).onConflictDoNothing().returning({ code: betBookings.code });
  return stored?.code;
}

export async function bookingByCode(db: Db, code: string) {
  const [row] = await db.select().from(betBookings).where(eq(betBookings.code, code));
  return row;
}

/**
 * One hit on a fixed-window counter (the identity module's table, so every node counts the same
 * calls): the count in the window including this hit.
 */
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
