import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blockAppeals, supportConsultants, supportManagers } from '../../db/schema';

export type AppealRow = typeof blockAppeals.$inferSelect;

/** The SQL of the personal manager (spec §2 office/manager) and block appeals (block-appeal-history). */
export const deskRepository = {
  async managerOf(db: Db, userId: number) {
    const [row] = await db
      .select({
        consultantId: supportConsultants.id,
        name: supportConsultants.name,
        email: supportConsultants.email,
        phone: supportConsultants.phone,
      })
      .from(supportManagers)
      .innerJoin(supportConsultants, eq(supportConsultants.id, supportManagers.consultantId))
      .where(eq(supportManagers.userId, userId));
    return row;
  },

  async assignManager(db: Db, userId: number, consultantId: number, at: Date): Promise<void> {
    await db
      .insert(supportManagers)
      .values({ userId, consultantId, assignedAt: at })
      .onConflictDoUpdate({ target: supportManagers.userId, set: { consultantId, assignedAt: at } });
  },

  async appeals(db: Db, userId: number, limit: number): Promise<AppealRow[]> {
    return db
      .select()
      .from(blockAppeals)
      .where(eq(blockAppeals.userId, userId))
      .orderBy(desc(blockAppeals.createdAt), desc(blockAppeals.id))
      .limit(limit);
  },

  async openAppeal(db: Db, userId: number): Promise<AppealRow | undefined> {
    const [row] = await db
      .select()
      .from(blockAppeals)
      .where(and(eq(blockAppeals.userId, userId), eq(blockAppeals.status, 'open')));
    return row;
  },

  async insertAppeal(db: Db, userId: number, body: string, at: Date): Promise<AppealRow> {
    const [row] = await db.insert(blockAppeals).values({ userId, body, createdAt: at }).returning();
    if (!row) throw new Error('appeal insert returned nothing');
    return row;
  },

  async openAppeals(db: Db, limit: number): Promise<AppealRow[]> {
    return db.select().from(blockAppeals).where(eq(blockAppeals.status, 'open')).orderBy(blockAppeals.id).limit(limit);
  },

  /** Answers an open appeal once; undefined when it is not open (answered already, or none). */
  async answerAppeal(db: Db, id: number, status: 'granted' | 'refused', answer: string, at: Date) {
    const [row] = await db
      .update(blockAppeals)
      .set({ status, answer, answeredAt: at })
      .where(and(eq(blockAppeals.id, id), eq(blockAppeals.status, 'open')))
      .returning();
    return row;
  },
};
