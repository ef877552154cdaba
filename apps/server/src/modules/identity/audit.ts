import type { Db } from '../../db/client';
import { authEvents } from '../../db/schema';

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
