import { and, asc, count, desc, eq, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { verificationDocuments, verificationRequests } from '../../db/schema';
import { lockPlayer } from '../identity';

/** The verification module's SQL (issue 12: routes and service never touch tables). */
export type DocumentRow = typeof verificationDocuments.$inferSelect;
export type RequestRow = typeof verificationRequests.$inferSelect;

/**
 * Issue 25 §10: records a pending document only while fewer than `max` of the player's wait, as
 * one decision: the player's row is locked first, so two uploads of one player count one after
 * the other (counting, then inserting, let 15 concurrent uploads all see 9 and pass a limit of 10).
 * Undefined when the limit is reached (nothing written).
 */
export function insertPendingDocument(
  db: Db,
  row: typeof verificationDocuments.$inferInsert & { userId: number },
  max: number,
): Promise<DocumentRow | undefined> {
  return db.transaction(async (tx) => {
    await lockPlayer(tx, row.userId);
    const [waiting] = await tx
      .select({ n: count() })
      .from(verificationDocuments)
      .where(and(eq(verificationDocuments.userId, row.userId), eq(verificationDocuments.status, 'pending')));
    if ((waiting?.n ?? 0) >= max) return undefined;
    const [created] = await tx
      .insert(verificationDocuments)
      .values({ ...row, status: 'pending' })
      .returning();
    return created;
  });
}

export function playerDocuments(db: Db, userId: number, limit = 100): Promise<DocumentRow[]> {
  return db
    .select()
    .from(verificationDocuments)
    .where(eq(verificationDocuments.userId, userId))
    .orderBy(desc(verificationDocuments.createdAt), desc(verificationDocuments.id))
    .limit(limit);
}

export async function documentById(db: Db, id: string): Promise<DocumentRow | undefined> {
  const [row] = await db.select().from(verificationDocuments).where(eq(verificationDocuments.id, id));
  return row;
}

export function documentsByStatus(
  db: Db,
  status: string,
  userId: number | undefined,
  limit = 200,
): Promise<DocumentRow[]> {
  const where = userId
    ? and(eq(verificationDocuments.status, status), eq(verificationDocuments.userId, userId))
    : eq(verificationDocuments.status, status);
  return db
    .select()
    .from(verificationDocuments)
    .where(where)
    .orderBy(asc(verificationDocuments.createdAt), asc(verificationDocuments.id))
    .limit(limit);
}

/** Reviews a pending document; undefined when it is not pending any more (someone reviewed it first). */
export async function reviewDocument(
  db: Db,
  id: string,
  status: 'approved' | 'rejected',
  reason: string | null,
  at: Date,
): Promise<DocumentRow | undefined> {
  const [row] = await db
    .update(verificationDocuments)
    .set({ status, reason, reviewedAt: at })
    .where(and(eq(verificationDocuments.id, id), eq(verificationDocuments.status, 'pending')))
    .returning();
  return row;
}

export function openRequests(db: Db, userId: number): Promise<RequestRow[]> {
  return db
    .select()
    .from(verificationRequests)
    .where(and(eq(verificationRequests.userId, userId), isNull(verificationRequests.fulfilledAt)))
    .orderBy(asc(verificationRequests.createdAt), asc(verificationRequests.id));
}

export async function insertRequest(db: Db, row: typeof verificationRequests.$inferInsert): Promise<RequestRow> {
  const [created] = await db.insert(verificationRequests).values(row).returning();
  if (!created) throw new Error('verification: insert returned no row');
  return created;
}

/** An approved document answers the open requests of its type made before it was uploaded. */
export async function fulfilRequests(db: Db, userId: number, type: string, uploadedAt: Date, at: Date): Promise<void> {
  await db
    .update(verificationRequests)
    .set({ fulfilledAt: at })
    .where(
      and(
        eq(verificationRequests.userId, userId),
        eq(verificationRequests.type, type),
        isNull(verificationRequests.fulfilledAt),
        lte(verificationRequests.createdAt, uploadedAt),
      ),
    );
}
