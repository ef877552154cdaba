import { sql, type SQL } from 'drizzle-orm';
import { APPROVAL_WINDOW_S, PERIOD_TYPES, type LimitState } from '@sb/limits';
import { rgLimits } from '../../db/schema';

/**
 * Issue 12 "a read never writes": a limit row's state as stored may be behind the clock — a
 * time-out whose end has passed still says ACTIVE, a pending change whose approval window closed
 * still says PENDING — until the leader's expiry job (expiry-job.ts) writes it down. Every read
 * goes through `effectiveState`, so what a player sees and what is enforced never depends on
 * whether the job has run yet. The SQL twins below state the same rules for queries and the job.
 */
export interface StoredState {
  state: string;
  startedAt: Date;
  endsAt: Date | null;
}

/** A period that ended, or a pending change not confirmed within the approval window, is INACTIVE. */
export function effectiveState(row: StoredState, nowMs: number): LimitState {
  if (row.state === 'ACTIVE' && row.endsAt !== null && row.endsAt.getTime() <= nowMs) return 'INACTIVE';
  if (row.state === 'PENDING' && row.startedAt.getTime() + APPROVAL_WINDOW_S * 1000 < nowMs) return 'INACTIVE';
  return row.state as LimitState;
}

/** The rows with their state as of `nowMs` (the order is kept). */
export function asOf<T extends StoredState>(rows: readonly T[], nowMs: number): (T & { state: LimitState })[] {
  return rows.map((r) => ({ ...r, state: effectiveState(r, nowMs) }));
}

/** SQL: an instant as a timestamptz parameter (an ISO string: the same on PGlite and node-postgres). */
export const at = (ms: number): SQL => sql`${new Date(ms).toISOString()}::timestamptz`;

/** SQL: the row is ACTIVE and has not run its course at `now` (`effectiveState` = ACTIVE). */
export const inForceSql = (nowMs: number): SQL =>
  sql`${rgLimits.state} = 'ACTIVE' and (${rgLimits.endsAt} is null or ${rgLimits.endsAt} > ${at(nowMs)})`;

/** SQL: a time-out or self-exclusion in force at `now` (`periodInForce` of @sb/limits). */
export const periodInForceSql = (nowMs: number): SQL =>
  sql`${rgLimits.limitType} in (${sql.raw(PERIOD_TYPES.join(', '))}) and ${inForceSql(nowMs)} and ${rgLimits.startedAt} <= ${at(nowMs)}`;

/** SQL: the stored state is behind the clock (`effectiveState` differs from `state`): what the job writes down. */
export const lapsedSql = (nowMs: number): SQL =>
  sql`((${rgLimits.state} = 'ACTIVE' and ${rgLimits.endsAt} is not null and ${rgLimits.endsAt} <= ${at(nowMs)})
    or (${rgLimits.state} = 'PENDING' and ${rgLimits.startedAt} + ${sql.raw(`interval '${APPROVAL_WINDOW_S} seconds'`)} < ${at(nowMs)}))`;
