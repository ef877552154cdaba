import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authEvents, sessions } from '../../db/schema';

export type AuthEventType =
  | 'register'
  | 'login_success'
  | 'login_failure'
  | 'login_two_step_required'
  | 'logout'
  | 'password_change'
  | 'recovery_request'
  | 'recovery_complete'
  | 'two_factor_enable'
  | 'two_factor_disable'
  | 'security_question_set'
  | 'email_auth_change'
  | 'phone_bound'
  | 'email_confirmed'
  | 'session_revoked'
  /** A spent (rotated) access token was presented again: its session was ended. */
  | 'token_reuse'
  | 'captcha_failure'
  /** Issue 17: a logged-in device let another one in by QR code. */
  | 'qr_login_approved';

export async function audit(
  db: Db,
  type: AuthEventType,
  userId: number | null,
  ip: string,
  detail: object = {},
): Promise<void> {
  await db.insert(authEvents).values({ type, userId, ip, detail });
}

/** The events that change a spec §3 protection method (protection_methods). */
export const PROTECTION_EVENTS = [
  'password_change',
  'recovery_complete',
  'two_factor_enable',
  'two_factor_disable',
  'security_question_set',
  'email_auth_change',
  'phone_bound',
] as const satisfies readonly AuthEventType[];

/**
 * Spec §3 should_sync_protection_methods: a protection method changed after this session began
 * (here or on another device), so protection data the browser holds may be stale. Both times are
 * the database's own (the rows' defaults), so the order is the order the writes happened in.
 */
export async function protectionChangedSince(db: Db, userId: number, sessionId: string): Promise<boolean> {
  const rows = await db
    .select({ id: authEvents.id })
    .from(authEvents)
    .innerJoin(sessions, eq(sessions.id, sessionId))
    .where(
      and(
        eq(authEvents.userId, userId),
        inArray(authEvents.type, [...PROTECTION_EVENTS]),
        gt(authEvents.at, sessions.createdAt),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
