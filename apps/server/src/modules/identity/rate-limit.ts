import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateCounters } from '../../db/schema';

/**
 * Fixed-window counters in the database, so every node counts the same attempts. Returns the
 * count including this hit.
 */
export async function hit(db: Db, key: string, windowS: number, nowMs: number): Promise<number> {
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
