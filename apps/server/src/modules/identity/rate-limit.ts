import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateCounters } from '../../db/schema';

/**
 * Fixed-window counters in the database, so every node counts the same attempts. Returns the
 * count including this hit (of `amount`: a batch of analytics events counts each event).
 */
export async function hit(db: Db, key: string, windowS: number, nowMs: number, amount = 1): Promise<number> {
  const windowStart = new Date(Math.floor(nowMs / 1000 / windowS) * windowS * 1000);
  const [row] = await db
    .insert(rateCounters)
    .values({ key, windowStart, count: amount })
    .onConflictDoUpdate({
      target: [rateCounters.key, rateCounters.windowStart],
      set: { count: sql`${rateCounters.count} + ${amount}` },
    })
    .returning({ count: rateCounters.count });
  return row?.count ?? amount;
}

/**
 * Takes back one hit of the window `nowMs` was in (an attempt counted before it was checked that
 * did not count after all). Never below zero.
 */
export async function unhit(db: Db, key: string, windowS: number, nowMs: number): Promise<void> {
  const windowStart = new Date(Math.floor(nowMs / 1000 / windowS) * windowS * 1000);
  await db
    .update(rateCounters)
    .set({ count: sql`greatest(${rateCounters.count} - 1, 0)` })
    .where(and(eq(rateCounters.key, key), eq(rateCounters.windowStart, windowStart)));
}

export async function peek(db: Db, key: string, windowS: number, nowMs: number): Promise<number> {
  const windowStart = new Date(Math.floor(nowMs / 1000 / windowS) * windowS * 1000);
  const [row] = await db
    .select({ count: rateCounters.count })
    .from(rateCounters)
    .where(and(eq(rateCounters.key, key), eq(rateCounters.windowStart, windowStart)));
  return row?.count ?? 0;
}

export async function clear(db: Db, key: string): Promise<void> {
  await db.delete(rateCounters).where(eq(rateCounters.key, key));
}
