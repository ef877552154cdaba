/*
 * Issue 17, spec §7 "by token: method_id, token, sign, lng" and the secure-data call with its
 * grant cookie (§7, §9 "secure grant cookie lasts 30 min").
 *
 * Login by token: a logged-in device hands its player to another (the mobile app opening the
 * site, the Telegram web-app, a link from the office) with a one-use login token valid 60 s. The
 * token is a signed ticket naming the player; `sign` is the HMAC of `method_id:token` under the
 * server key, so a token moved to another method or altered is refused; its id is spent once.
 *
 * Secure data: the account's unmasked contacts are answered only with a grant — a signed cookie
 * bound to the session, issued after the password is entered again, valid 30 minutes.
 */
import { DomainError } from '../../http/errors';
import { audit } from './audit';
import { hmac, randomToken, safeEqual } from './crypto';
import { spendOnce } from './markers';
import type { IdentityContext, LoginResult, RequestMeta } from './model';
import { verifyPassword } from './passwords';
import { userById } from './repository';
import { createSession } from './sessions';
import { signToken, verifyToken } from './signed-token';

/** Spec §7 method_id: how the token was issued (1: handed over by a logged-in device). */
export const LOGIN_TOKEN_METHODS = [1] as const;
export const LOGIN_TOKEN_TTL_MS = 60_000;
/** Spec §9: the secure grant cookie lasts 30 minutes. */
export const SECURE_GRANT_TTL_MS = 30 * 60_000;
export const SECURE_GRANT_COOKIE = 'secure_grant';

const invalidToken = () => new DomainError(400, 'invalid_token', 'auth_invalid_token', 'The login token is not valid');

export function loginTokenSign(key: string, methodId: number, token: string): string {
  return hmac(key, `login-token:${methodId}:${token}`);
}

/** A login token for the player of this session (method 1), to open the site on another device. */
export function issueLoginToken(ctx: IdentityContext, userId: number) {
  const methodId = 1;
  const exp = ctx.now() + LOGIN_TOKEN_TTL_MS;
  const token = signToken(ctx.key, { kind: 'login', sub: String(userId), exp, jti: randomToken(16) });
  return { method_id: methodId, token, sign: loginTokenSign(ctx.key, methodId, token), expiresAt: exp };
}

/** Spec §7 by token: a session for the token's player, once; any fault is the same 400. */
export async function loginByToken(
  ctx: IdentityContext,
  input: { methodId: number; token: string; sign: string },
  meta: RequestMeta,
): Promise<LoginResult> {
  const now = ctx.now();
  if (!(LOGIN_TOKEN_METHODS as readonly number[]).includes(input.methodId)) throw invalidToken();
  if (!safeEqual(loginTokenSign(ctx.key, input.methodId, input.token), input.sign)) throw invalidToken();
  const t = verifyToken(ctx.key, input.token, 'login', now);
  if (!t?.jti) throw invalidToken();
  const user = await userById(ctx.db, Number(t.sub));
  if (!user) throw invalidToken();
  if (!(await spendOnce(ctx.db, 'login', t.jti, t.exp, now))) throw invalidToken();
  const { secret, expiresAt } = await createSession(ctx.db, user.id, false, now, meta);
  await audit(ctx.db, 'login_success', user.id, meta.ip, { method: `token:${input.methodId}` });
  return { kind: 'session', userId: user.id, secret, expiresAt, remember: false };
}

/**
 * The player's password entered again, limited like the old password on password/change (the
 * same counter: one budget of guesses per account): 400 wrong_password, or the captcha/429 of the
 * attempt gate. `step` names what it was for in the audit log. Issue 25 §6: personal data and a
 * bound phone change only after it, so a borrowed session cannot rewrite who the player is.
 */
export async function confirmPassword(
  ctx: IdentityContext,
  userId: number,
  password: string,
  meta: RequestMeta,
  step: string,
): Promise<void> {
  const accountKey = `password:${userId}`;
  const attempt = await ctx.attempts.check(accountKey, meta);
  const user = await userById(ctx.db, userId);
  if (!user || !(await verifyPassword(user.passwordHash, password))) {
    await attempt.failed(userId, { step });
    throw new DomainError(400, 'wrong_password', 'auth_wrong_password');
  }
  await attempt.succeeded();
}

/** The password again (limited like the old password on password/change) → a 30-minute grant. */
export async function grantSecureData(
  ctx: IdentityContext,
  userId: number,
  sessionId: string,
  password: string,
  meta: RequestMeta,
): Promise<{ grant: string; expiresAt: number }> {
  await confirmPassword(ctx, userId, password, meta, 'secure_data');
  const expiresAt = ctx.now() + SECURE_GRANT_TTL_MS;
  return {
    grant: signToken(ctx.key, { kind: 'grant', sub: String(userId), sid: sessionId, exp: expiresAt }),
    expiresAt,
  };
}

/** The secure data, only with a live grant of this very session (403 secure_grant_required). */
export async function secureData(ctx: IdentityContext, userId: number, sessionId: string, grant: string | undefined) {
  const t = grant ? verifyToken(ctx.key, grant, 'grant', ctx.now()) : null;
  if (!t || t.sub !== String(userId) || t.sid !== sessionId)
    throw new DomainError(403, 'secure_grant_required', 'auth_secure_grant_required', 'Enter the password again');
  const user = await userById(ctx.db, userId);
  if (!user) throw new DomainError(401, 'unauthorized', 'main_error');
  return {
    login: user.login,
    email: user.email,
    phone: user.phone,
    security_question: user.securityQuestion,
    grantExpiresAt: new Date(t.exp).toISOString(),
  };
}
