import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments, supportRequests } from '../../db/schema';

export type SupportRequestRow = typeof supportRequests.$inferSelect;

/** The SQL of support requests (spec §2 payment/create-request). */
export const supportRepository = {
  /** A player's latest requests, newest first. */
  async listForUser(db: Db, userId: number, limit: number): Promise<SupportRequestRow[]> {
    return db
      .select()
      .from(supportRequests)
      .where(eq(supportRequests.userId, userId))
      .orderBy(desc(supportRequests.createdAt))
      .limit(limit);
  },

  /** Whether the payment exists and is the player's own. */
  async ownsPayment(db: Db, userId: number, paymentId: string): Promise<boolean> {
    const [p] = await db
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.id, paymentId), eq(payments.userId, userId)));
    return p !== undefined;
  },

  async insert(
    db: Db,
    row: {
      userId: number;
      topic: SupportRequestRow['topic'];
      subtopic: string;
      paymentId: string | null;
      message: string;
    },
  ): Promise<SupportRequestRow> {
    const [inserted] = await db.insert(supportRequests).values(row).returning();
    if (!inserted) throw new Error('support request insert returned no row');
    return inserted;
  },
};
