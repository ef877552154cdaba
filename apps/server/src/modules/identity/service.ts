import { confirmPassword, grantSecureData, issueLoginToken, loginByToken, secureData } from './secure-access';
import { DomainError } from '../../http/errors';
import type { Db } from '../../db/client';
import type { ConfigService } from '../config';
import {
  bindPhoneStart,
  changePassword,
  confirmEmail,
  confirmPhone,
  confirmTerms,
  pendingCode,
  protectionMethodsOf,
  securityOf,
  setEmailAuth,
  setSecurityQuestion,
  termsStatus,
  twoFactorDisable,
  twoFactorEnable,
  twoFactorSetup,
  userOf,
} from './account';
import { AttemptGate, type Attempt } from './attempt-gate';
import { spendIdToken } from './social';
import { audit, protectionChangedSince } from './audit';
import { invalidCredentials, tooMany } from './errors';
import type { MessageSender } from './messages';
import {
  RECOVERY_PER_IP_HOUR,
  RESET_TTL_MS,
  SMS_PER_IP_HOUR,
  SMS_PER_PHONE_HOUR,
  normalizePhone,
  type IdentityContext,
  type LoginResult,
  type Registration,
  type RequestMeta,
} from './model';
import { OneTimeCodes } from './one-time-codes';
import { burnPasswordCheck, hashPassword, passwordProblem, verifyPassword } from './passwords';
import { hit } from './rate-limit';
import { registerPlayer, socialUser } from './registration';
import {
  spendBackupCode,
  updateUser,
  userById,
  userByLogin,
  userByPhone,
  userForRecovery,
  type UserRow,
} from './repository';
import { createSession, revokeAllSessions } from './sessions';
import { signToken, verifyToken } from './signed-token';
import { issueTwoStepTicket, readTwoStepTicket, spendTwoStepTicket } from './two-step';
import { verifyTotp } from './totp';

export * from './model';

/**
 * Identity's entry point for routes and other modules. Login, SMS login and recovery are here;
 * registration (registration.ts) and the account's security, terms and two-factor commands and
 * queries (account.ts) are named functions over one IdentityContext; SQL lives in repository.ts.
 */
export class IdentityService {
  private readonly db: Db;
  private readonly key: string;
  private readonly now: () => number;
  private readonly attempts: AttemptGate;
  private readonly codes: OneTimeCodes;
  private readonly ctx: IdentityContext;

  constructor(db: Db, config: ConfigService, sender: MessageSender, key: string, now: () => number = Date.now) {
    this.db = db;
    this.key = key;
    this.now = now;
    this.attempts = new AttemptGate(db, key, now);
    this.codes = new OneTimeCodes(db, sender, now);
    this.ctx = { db, config, key, now, attempts: this.attempts, codes: this.codes };
  }

  // ── registration (registration.ts) ─────────────────────────────────────────────────────
  register(input: Registration, meta: RequestMeta): Promise<{ userId: number; login: string; password?: string }> {
    return registerPlayer(this.ctx, input, meta);
  }

  // ── login ──────────────────────────────────────────────────────────────────────────────
  private async failed(attempt: Attempt, accountKey: string, userId: number | null): Promise<never> {
    await attempt.failed(userId, { account: accountKey.slice(0, 64) });
    throw invalidCredentials();
  }

  /** Spec §3 login_password_two_step_code comes next: the same for every first factor. */
  private async twoStep(userId: number, remember: boolean, meta: RequestMeta): Promise<LoginResult> {
    await audit(this.db, 'login_two_step_required', userId, meta.ip);
    return { kind: 'two_step', ticket: issueTwoStepTicket(this.key, userId, remember, this.now()) };
  }

  async loginWithPassword(
    identifier: { login: string } | { phone: string },
    password: string,
    remember: boolean,
    meta: RequestMeta,
  ): Promise<LoginResult> {
    let user: UserRow | undefined;
    let accountKey: string;
    let attempt: Attempt;
    if ('phone' in identifier) {
      const phone = normalizePhone(identifier.phone);
      accountKey = `phone:${phone ?? identifier.phone.slice(0, 20)}`;
      attempt = await this.attempts.check(accountKey, meta);
      if (phone) user = await userByPhone(this.db, phone);
    } else {
      const login = identifier.login.trim().toLowerCase();
      accountKey = `login:${login.slice(0, 64)}`;
      attempt = await this.attempts.check(accountKey, meta);
      user = await userByLogin(this.db, login);
    }
    if (!user) {
      await burnPasswordCheck(password);
      return this.failed(attempt, accountKey, null);
    }
    if (!(await verifyPassword(user.passwordHash, password))) return this.failed(attempt, accountKey, user.id);
    await attempt.succeeded();
    if (user.totpEnabled) return this.twoStep(user.id, remember, meta);
    return this.openSession(user.id, remember, meta);
  }

  /** Spec §3 form login_password_two_step_code: the TOTP (or a backup code) after the password. */
  async loginTwoStep(ticket: string, code: string, meta: RequestMeta): Promise<LoginResult> {
    const now = this.now();
    const t = readTwoStepTicket(this.key, ticket, now);
    const accountKey = `2fa:${t.userId}`;
    const attempt = await this.attempts.check(accountKey, meta, { ipToo: false });
    const user = await userById(this.db, t.userId);
    if (!user?.totpSecret || !user.totpEnabled) throw new DomainError(400, 'two_step_expired', 'auth_two_step_expired');
    const ok = verifyTotp(user.totpSecret, code.trim(), now) || (await spendBackupCode(this.db, t.userId, code));
    if (!ok) {
      await attempt.failed(t.userId, { step: 'two_step' });
      throw new DomainError(400, 'wrong_code', 'auth_wrong_code');
    }
    await attempt.succeeded();
    await spendTwoStepTicket(this.db, t, now);
    return this.openSession(t.userId, t.remember, meta);
  }

  private async openSession(userId: number, remember: boolean, meta: RequestMeta): Promise<LoginResult> {
    const { secret, expiresAt } = await createSession(this.db, userId, remember, this.now(), meta);
    await audit(this.db, 'login_success', userId, meta.ip, meta.deviceId ? { device: meta.deviceId } : {});
    return { kind: 'session', userId, secret, expiresAt, remember };
  }

  /**
   * After another first factor (an OpenID provider): a session, or — with two-factor on — the
   * two-step ticket, exactly as after a password (issue 11 §9: social login skipped 2FA).
   */
  async sessionFor(userId: number, remember: boolean, meta: RequestMeta): Promise<LoginResult> {
    if ((await this.user(userId)).totpEnabled) return this.twoStep(userId, remember, meta);
    return this.openSession(userId, remember, meta);
  }

  /** Spec §3 soc_reg: the account behind an OpenID identity (registration.ts). */
  socialUser(
    identity: { provider: string; subject: string; email: string | null; emailVerified: boolean; name: string | null },
    prefs: { currency: string | undefined; countryCode: string | undefined },
    meta: RequestMeta,
  ): Promise<{ userId: number; created: boolean }> {
    return socialUser(this.ctx, identity, prefs, meta);
  }

  /** Issue 25 §10: a verified Google one-tap credential signs in once (social.ts spendIdToken). */
  spendIdToken(token: string): Promise<void> {
    return spendIdToken(this.db, token, this.now());
  }

  /** Registration logs the new player in at once (every top site does). */
  async sessionAfterRegistration(userId: number, meta: RequestMeta): Promise<LoginResult> {
    return this.openSession(userId, true, meta);
  }

  // ── SMS login (spec §3 auth form `sms`; §7 send sms, by sms code) ────────────────────
  /** Sends a login code to the phone of an account; answers alike whether or not one exists. */
  async smsLoginStart(rawPhone: string, meta: RequestMeta): Promise<{ requestId: string }> {
    const now = this.now();
    const phone = normalizePhone(rawPhone);
    if (!phone) throw new DomainError(400, 'invalid_phone', 'auth_invalid_phone');
    if ((await hit(this.db, `sms:ip:${meta.ip}`, 3600, now)) > SMS_PER_IP_HOUR) throw tooMany();
    if ((await hit(this.db, `sms:phone:${phone}`, 3600, now)) > SMS_PER_PHONE_HOUR) throw tooMany();
    const user = await userByPhone(this.db, phone);
    if (!user) return { requestId: await this.codes.decoy('sms_login') };
    return { requestId: await this.codes.send(user.id, 'sms_login', { channel: 'sms', recipient: phone }, meta.lang) };
  }

  async loginWithSmsCode(requestId: string, code: string, remember: boolean, meta: RequestMeta): Promise<LoginResult> {
    const accountKey = `sms:${requestId.slice(0, 64)}`;
    const attempt = await this.attempts.check(accountKey, meta);
    let userId: number;
    try {
      userId = await this.codes.check(requestId, code, 'sms_login');
    } catch (err) {
      await attempt.failed(null, { step: 'sms' });
      throw err;
    }
    await attempt.succeeded();
    if ((await this.user(userId)).totpEnabled) return this.twoStep(userId, remember, meta);
    return this.openSession(userId, remember, meta);
  }

  // ── password recovery (spec §3 lost-password flow: request, code, new password, save) ──
  /** Answers the same for existing and unknown accounts: a request id and where the code went. */
  async recoveryRequest(identifier: string, meta: RequestMeta): Promise<{ requestId: string }> {
    if ((await hit(this.db, `recovery:ip:${meta.ip}`, 3600, this.now())) > RECOVERY_PER_IP_HOUR) throw tooMany();
    const value = identifier.trim().toLowerCase();
    const phone = normalizePhone(value);
    const user = await userForRecovery(this.db, value, phone);
    await audit(this.db, 'recovery_request', user?.id ?? null, meta.ip);
    if (!user || (!user.email && !user.phone)) return { requestId: await this.codes.decoy('recovery') };
    const to = user.email
      ? { channel: 'email' as const, recipient: user.email }
      : { channel: 'sms' as const, recipient: user.phone ?? '' };
    // Spec §2 user/passwordreset: an e-mail also carries a link that opens the page at its code.
    const origin = meta.origin;
    const linkOf =
      to.channel === 'email' && origin
        ? (id: string) => `${origin}/${meta.lang ?? 'en'}/user/passwordreset?request=${encodeURIComponent(id)}`
        : undefined;
    return { requestId: await this.codes.send(user.id, 'recovery', to, meta.lang, linkOf) };
  }

  async recoveryCode(requestId: string, code: string): Promise<{ resetToken: string }> {
    const userId = await this.codes.check(requestId, code, 'recovery');
    return {
      resetToken: signToken(this.key, {
        kind: 'reset',
        sub: String(userId),
        exp: this.now() + RESET_TTL_MS,
        jti: requestId,
      }),
    };
  }

  /** Saving a new password ends every session of the account (stolen sessions die with it). */
  async recoverySave(resetToken: string, password: string, meta: RequestMeta): Promise<void> {
    const t = verifyToken(this.key, resetToken, 'reset', this.now());
    if (!t) throw new DomainError(400, 'time_up', 'auth_time_up');
    const problem = passwordProblem(password);
    if (problem) throw new DomainError(400, problem, `auth_${problem}`);
    const userId = Number(t.sub);
    const passwordHash = await hashPassword(password);
    await updateUser(this.db, userId, { passwordHash, passwordChangedAt: new Date(this.now()) });
    await revokeAllSessions(this.db, userId);
    await audit(this.db, 'recovery_complete', userId, meta.ip);
  }

  // ── account: queries and commands (account.ts) ───────────────────────────────────────
  user(userId: number): Promise<UserRow> {
    return userOf(this.ctx, userId);
  }
  protectionMethods(u: UserRow) {
    return protectionMethodsOf(u);
  }
  /** Spec §3 should_sync_protection_methods (audit.ts). */
  protectionChangedSince(userId: number, sessionId: string): Promise<boolean> {
    return protectionChangedSince(this.db, userId, sessionId);
  }
  security(userId: number) {
    return securityOf(this.ctx, userId);
  }
  changePassword(
    userId: number,
    currentSessionId: string,
    oldPassword: string,
    newPassword: string,
    meta: RequestMeta,
  ) {
    return changePassword(this.ctx, userId, currentSessionId, { old: oldPassword, new: newPassword }, meta);
  }
  setSecurityQuestion(userId: number, question: string, answer: string, meta: RequestMeta) {
    return setSecurityQuestion(this.ctx, userId, question, answer, meta);
  }
  setEmailAuth(userId: number, enabled: boolean, meta: RequestMeta) {
    return setEmailAuth(this.ctx, userId, enabled, meta);
  }
  bindPhoneStart(
    userId: number,
    rawPhone: string,
    password: string | undefined,
    meta: RequestMeta,
  ): Promise<{ requestId: string }> {
    return bindPhoneStart(this.ctx, userId, rawPhone, password, meta);
  }
  confirmPhone(userId: number, requestId: string, code: string, meta: RequestMeta) {
    return confirmPhone(this.ctx, userId, requestId, code, meta);
  }
  confirmEmail(userId: number, requestId: string, code: string, meta: RequestMeta) {
    return confirmEmail(this.ctx, userId, requestId, code, meta);
  }
  pendingCode(userId: number, purpose: 'phone_confirm' | 'email_confirm'): Promise<string | null> {
    return pendingCode(this.ctx, userId, purpose);
  }

  // ── terms (spec §4 Terms change, §7 agreement-rules/status, §8 451) ─────────────────────
  termsStatus(userId: number): Promise<{ result: boolean; updatedAt: string; version: number }> {
    return termsStatus(this.ctx, userId);
  }
  confirmTerms(userId: number, version: number): Promise<void> {
    return confirmTerms(this.ctx, userId, version);
  }

  /** Spec §8: HTTP 451 with exception_code 1 while changed terms are not confirmed. */
  async requireTermsConfirmed(userId: number): Promise<void> {
    if ((await this.termsStatus(userId)).result) {
      throw new DomainError(
        451,
        'terms_not_confirmed',
        'information_confirm_terms_error',
        'Confirm the changed terms first',
        { exception_code: 1 },
      );
    }
  }

  // ── login by token, secure data (secure-access.ts; spec §7, §9) ─────────────────────────
  issueLoginToken(userId: number) {
    return issueLoginToken(this.ctx, userId);
  }
  loginByToken(input: { methodId: number; token: string; sign: string }, meta: RequestMeta): Promise<LoginResult> {
    return loginByToken(this.ctx, input, meta);
  }
  /** Issue 25 §6: the password again before a change of identity data (secure-access.ts). */
  confirmPassword(userId: number, password: string, meta: RequestMeta, step: string): Promise<void> {
    return confirmPassword(this.ctx, userId, password, meta, step);
  }

  grantSecureData(userId: number, sessionId: string, password: string, meta: RequestMeta) {
    return grantSecureData(this.ctx, userId, sessionId, password, meta);
  }
  secureData(userId: number, sessionId: string, grant: string | undefined) {
    return secureData(this.ctx, userId, sessionId, grant);
  }

  // ── two-factor (account.ts) ────────────────────────────────────────────────────────────
  twoFactorSetup(userId: number, issuer: string) {
    return twoFactorSetup(this.ctx, userId, issuer);
  }
  twoFactorEnable(userId: number, code: string, meta: RequestMeta): Promise<{ backupCodes: string[] }> {
    return twoFactorEnable(this.ctx, userId, code, meta);
  }
  twoFactorDisable(userId: number, code: string, meta: RequestMeta) {
    return twoFactorDisable(this.ctx, userId, code, meta);
  }
}
