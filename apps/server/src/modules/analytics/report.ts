import { ANALYTICS_FUNNEL_STEPS, type AnalyticsReport } from '@sb/contracts';
import type { Db } from '../../db/client';
import { funnelCounts, segmentCounts, type FunnelCounts } from './repository';

const DAY_MS = 24 * 3600 * 1000;

/** The funnel from counts: each step as sessions and as a share of the visiting sessions. */
export function funnelOf(c: FunnelCounts): AnalyticsReport['funnel'] {
  const sessions = { visit: c.visitSessions, registration: c.registrationSessions, deposit: c.depositSessions };
  return ANALYTICS_FUNNEL_STEPS.map((step) => ({
    step,
    sessions: sessions[step],
    rate: c.visitSessions === 0 ? 0 : Math.round((sessions[step] / c.visitSessions) * 10_000) / 10_000,
  }));
}

/** Dates are UTC days; `to` is inclusive. */
export async function buildReport(db: Db, from: string, to: string): Promise<AnalyticsReport> {
  const start = new Date(`${from}T00:00:00.000Z`);
  const end = new Date(Date.parse(`${to}T00:00:00.000Z`) + DAY_MS);
  const counts = await funnelCounts(db, start, end);
  const segments = await segmentCounts(db, start, end);
  return { from, to, visits: counts.visits, events: counts.events, funnel: funnelOf(counts), segments };
}
