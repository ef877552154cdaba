import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { betCoupons } from '../../db/schema';

/** The player's open coupons of one currency: how many and the stake placed on them (minor units). */
export interface OpenBetsOfCurrency {
  currency: string;
  count: number;
  stake: bigint;
}

/**
 * What the office dashboard shows of a player's bets in play: open coupons per currency, in
 * currency order. The stake is what placement took; a partial cash out leaves it as placed, as the
 * bet history shows it. One aggregate statement on the (user_id, placed_at) index.
 */
export async function openBetsSummary(db: Db, userId: number): Promise<OpenBetsOfCurrency[]> {
  const rows = await db
    .select({
      currency: betCoupons.currency,
      n: count(),
      stake: sql<string>`coalesce(sum(${betCoupons.stake}), 0)::text`,
    })
    .from(betCoupons)
    .where(and(eq(betCoupons.userId, userId), eq(betCoupons.status, 'open')))
    .groupBy(betCoupons.currency)
    .orderBy(betCoupons.currency);
  return rows.map((r) => ({ currency: r.currency, count: Number(r.n), stake: BigInt(r.stake) }));
}
