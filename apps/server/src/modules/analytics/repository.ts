import { and, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { analyticsEvents, cookieAgreements } from '../../db/schema';

export type EventRow = typeof analyticsEvents.$inferInsert;

/** One INSERT for the whole batch. */
export async function insertEvents(db: Db, rows: readonly EventRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(analyticsEvents).values([...rows]);
}

export interface FunnelCounts {
  visits: number;
  events: number;
  visitSessions: number;
  registrationSessions: number;
  depositSessions: number;
}

/** The report's numbers in one statement: visits, and visitor sessions reaching each step. */
export async function funnelCounts(db: Db, from: Date, to: Date): Promise<FunnelCounts> {
  const e = analyticsEvents;
  const [row] = await db
    .select({
      visits: sql<number>`count(*) filter (where ${e.name} = 'visit')`.mapWith(Number),
      events: sql<number>`count(*)`.mapWith(Number),
      visitSessions: sql<number>`count(distinct ${e.sessionId}) filter (where ${e.name} = 'visit')`.mapWith(Number),
      registrationSessions:
        sql<number>`count(distinct ${e.sessionId}) filter (where ${e.name} = 'registration')`.mapWith(Number),
      depositSessions: sql<number>`count(distinct ${e.sessionId}) filter (where ${e.name} = 'deposit')`.mapWith(Number),
    })
    .from(e)
    .where(and(gte(e.at, from), lt(e.at, to)));
  return row ?? { visits: 0, events: 0, visitSessions: 0, registrationSessions: 0, depositSessions: 0 };
}

export async function saveAgreement(db: Db, userId: number, agreeType: string, agreedAt: Date): Promise<void> {
  await db
    .insert(cookieAgreements)
    .values({ userId, agreeType, agreedAt })
    .onConflictDoUpdate({ target: cookieAgreements.userId, set: { agreeType, agreedAt } });
}

export async function readAgreement(db: Db, userId: number) {
  const [row] = await db
    .select()
    .from(cookieAgreements)
    .where(sql`${cookieAgreements.userId} = ${userId}`);
  return row;
}
