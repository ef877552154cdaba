import { asc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { betCouponLegs, betCoupons } from '../../db/schema';
import type { Tx } from '../wallet/ledger';

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
