import type { Db } from '../../db/client';
import { randomToken } from './crypto';
import { DomainError } from '../../http/errors';
import { spendOnce } from './markers';
import { signToken, verifyToken } from './signed-token';

export const TWO_STEP_TTL_MS = 5 * 60_000;
/**
 * Spec §7 "social two-step: code": after a social login the ticket waits in this httpOnly cookie
 * (the provider's redirect cannot hand it to the page), and the code is sent alone.
 */
export const TWO_STEP_COOKIE = 'two_step';
export const TWO_STEP_COOKIE_PATH = '/web-api/user/auth';

const expired = () => new DomainError(400, 'two_step_expired', 'auth_two_step_expired');

/**
 * The ticket between the first factor (password, SMS code, a social provider) and the second
 * (TOTP or backup code): signed, five minutes, and good for one session only (issue 11 §9: one
 * ticket opened two sessions).
 */
export function issueTwoStepTicket(key: string, userId: number, remember: boolean, nowMs: number): string {
  return signToken(key, {
    kind: 'two_step',
    sub: String(userId),
    exp: nowMs + TWO_STEP_TTL_MS,
    jti: randomToken(12),
    remember,
  });
}

export function readTwoStepTicket(key: string, ticket: string, nowMs: number) {
  const t = verifyToken(key, ticket, 'two_step', nowMs);
  if (!t?.jti) throw expired();
  return { userId: Number(t.sub), remember: t.remember === true, jti: t.jti, exp: t.exp };
}

/** Spends the ticket once the second factor is right; a second use answers two_step_expired. */
export async function spendTwoStepTicket(db: Db, t: { jti: string; exp: number }, nowMs: number): Promise<void> {
  if (!(await spendOnce(db, 'two_step', t.jti, t.exp, nowMs))) throw expired();
}
