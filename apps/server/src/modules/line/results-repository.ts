import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Score } from '@sb/contracts';
import { CURRENT_XID } from '../../cluster/changes';
import type { Db } from '../../db/client';
import { gameResults } from '../../db/schema';

export type StoredResult = typeof gameResults.$inferSelect;
export type NewResult = Pick<
  typeof gameResults.$inferInsert,
  'gameId' | 'sportId' | 'champId' | 'statusId' | 'score' | 'winnerId' | 'finishedAt'
>;

const INSERT_CHUNK = 200;

/** Stores feed results once; returns the rows that were new (a stored result is never overwritten). */
export async function insertFeedResults(db: Db, rows: readonly NewResult[]): Promise<StoredResult[]> {
  const inserted: StoredResult[] = [];
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    const chunk = rows.slice(i, i + INSERT_CHUNK).map((r) => ({ ...r, version: 1, source: 'feed' as const }));
    inserted.push(...(await db.insert(gameResults).values(chunk).onConflictDoNothing().returning()));
  }
  return inserted;
}

/**
 * An operator's result: a new row (version 1, or 2 when the feed already had a result that this
 * one replaces before it was stored) or the stored row corrected with version + 1.
 */
export async function upsertOperatorResult(
  db: Db,
  row: NewResult & { statusId: number; score: Score | null },
  firstVersion: number,
  at: Date,
): Promise<StoredResult> {
  const [stored] = await db
    .insert(gameResults)
    .values({ ...row, version: firstVersion, source: 'operator', updatedAt: at })
    .onConflictDoUpdate({
      target: gameResults.gameId,
      set: {
        statusId: row.statusId,
        score: row.score,
        winnerId: row.winnerId ?? null,
        version: sql`${gameResults.version} + 1`,
        source: 'operator',
        updatedAt: at,
        // Every write marks its transaction: nodes that missed the bus read the row from here.
        changedXid: CURRENT_XID,
      },
    })
    .returning();
  if (!stored) throw new Error('upsert returned no row');
  return stored;
}

export async function findResult(db: Db, gameId: number): Promise<StoredResult | null> {
  const [row] = await db.select().from(gameResults).where(eq(gameResults.gameId, gameId));
  return row ?? null;
}

export async function findResults(db: Db, gameIds: readonly number[]): Promise<Map<number, StoredResult>> {
  const map = new Map<number, StoredResult>();
  if (gameIds.length === 0) return map;
  const rows = await db
    .select()
    .from(gameResults)
    .where(inArray(gameResults.gameId, [...gameIds]));
  for (const r of rows) map.set(r.gameId, r);
  return map;
}

/** Operator results: they may close a game before the feed's clock does. */
export async function operatorResults(db: Db): Promise<StoredResult[]> {
  return db
    .select()
    .from(gameResults)
    .where(and(eq(gameResults.source, 'operator')));
}

/**
 * Operator results written by transactions with id ≥ `sinceXid` (cluster/changes.ts: every
 * node's catch-up read). May repeat rows already seen; readers apply them idempotently.
 */
export async function operatorResultsChangedSince(db: Db, sinceXid: number): Promise<StoredResult[]> {
  return db
    .select()
    .from(gameResults)
    .where(and(eq(gameResults.source, 'operator'), gte(gameResults.changedXid, sinceXid)))
    .orderBy(asc(gameResults.changedXid));
}
