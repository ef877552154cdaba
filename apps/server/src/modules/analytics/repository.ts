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

export interface SegmentRow {
  dimension: 'source' | 'abTest';
  value: number;
  sessions: number;
  registrationSessions: number;
  depositSessions: number;
}

/**
 * Spec §9 ids as report segments: visitor sessions whose page views carried the Telegram source
 * (119) or an Android A/B arm (56, 57), and how many of them registered and deposited.
 */
export async function segmentCounts(db: Db, from: Date, to: Date): Promise<SegmentRow[]> {
  const result = await db.execute(sql`
    with seg as (
      select distinct session_id, 'source' as dimension, data->>'source' as value from analytics_event
        where name = 'page_view' and at >= ${from} and at < ${to} and data->>'source' ~ '^[0-9]{1,6}$'
      union
      select distinct session_id, 'abTest', data->>'abTest' from analytics_event
        where name = 'page_view' and at >= ${from} and at < ${to} and data->>'abTest' ~ '^[0-9]{1,6}$'
    ), steps as (
      select distinct session_id, name from analytics_event
        where name in ('registration', 'deposit') and at >= ${from} and at < ${to}
    )
    select seg.dimension, seg.value::int as value, count(*)::int as sessions,
      count(*) filter (where exists (select 1 from steps where steps.session_id = seg.session_id and steps.name = 'registration'))::int as registration_sessions,
      count(*) filter (where exists (select 1 from steps where steps.session_id = seg.session_id and steps.name = 'deposit'))::int as deposit_sessions
    from seg group by seg.dimension, seg.value order by seg.dimension, seg.value::int`);
  const rows = (
    result as unknown as {
      rows: {
        dimension: string;
        value: number;
        sessions: number;
        registration_sessions: number;
        deposit_sessions: number;
      }[];
    }
  ).rows;
  return rows.map((r) => ({
    dimension: r.dimension === 'source' ? 'source' : 'abTest',
    value: Number(r.value),
    sessions: Number(r.sessions),
    registrationSessions: Number(r.registration_sessions),
    depositSessions: Number(r.deposit_sessions),
  }));
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
