import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import {
  activationAfterEmailAdded,
  activationAfterPhoneAdded,
  ageOn,
  parseIsoDate,
  protectionLevel,
  protectionStatus,
  recoveryCodeError,
  type ActivationType,
} from '@sb/identity';
import type { Db } from '../../db/client';
import { backupCodes, oneTimeCodes, socialIdentities, users } from '../../db/schema';
import type { ConfigService } from '../config/service';
import { audit } from './audit';
import { CAPTCHA_CODES, consumeCaptchaPass } from './captcha';
import { numericCode, randomToken, readableSecret, safeEqual, sha256 } from './crypto';
import { AuthError, invalidCredentials, tooMany } from './errors';
import type { MessageSender } from './messages';
import { burnPasswordCheck, hashPassword, passwordProblem, verifyPassword } from './passwords';
import { clear, hit, peek } from './rate-limit';
import { createSession, revokeAllSessions } from './sessions';
import { signToken, verifyToken } from './signed-token';
import { newTotpSecret, otpauthUrl, verifyTotp } from './totp';

/** Failed logins for one account or IP before a captcha is required (spec §8 code 100). */
export const CAPTCHA_AFTER_FAILURES = 3;
export const FAILURE_WINDOW_S = 15 * 60;
/** Hard limits: beyond these the answer is 429 whatever the captcha. */
export const LOGIN_ATTEMPTS_PER_IP = 60;
export const LOGIN_FAILURES_PER_ACCOUNT = 20;
export const REGISTRATIONS_PER_IP_HOUR = 10;
export const RECOVERY_PER_IP_HOUR = 10;
export const SMS_PER_IP_HOUR = 10;
export const SMS_PER_PHONE_HOUR = 5;
export const CODE_TTL_MS = 15 * 60_000;
export const CODE_MAX_ATTEMPTS = 5;
export const TWO_STEP_TTL_MS = 5 * 60_000;
export const RESET_TTL_MS = 15 * 60_000;
export const BACKUP_CODE_COUNT = 8;

export interface RequestMeta {
  ip: string;
  userAgent: string | undefined;
  captchaToken: string | undefined;
  /** Device id from a valid fingerprint token (spec §3 Fingerprint record), if the client sent one. */
  deviceId?: string | null;
}

export type Registration =
  | {
      type: 'one_click';
      currency: string;
      bonusType: 0 | 1 | 2;
      promoCode?: string | undefined;
      countryCode?: string | undefined;
    }
  | {
      type: 'phone';
      phone: string;
      password: string;
      currency: string;
      bonusType: 0 | 1 | 2;
      promoCode?: string | undefined;
      countryCode?: string | undefined;
    }
  | {
      type: 'full';
      email: string;
      password: string;
      name: string;
      surname: string;
      birthDate: string;
      currency: string;
      bonusType: 0 | 1 | 2;
      promoCode?: string | undefined;
      countryCode?: string | undefined;
    };

export type LoginResult =
  | { kind: 'session'; userId: number; secret: string; expiresAt: Date; remember: boolean }
  | { kind: 'two_step'; ticket: string };

type UserRow = typeof users.$inferSelect;

/** Phones are stored as digits only (E.164 without '+'), so one number has one spelling. */
export function normalizePhone(raw: string): string | null {
  const digits = raw.replace(/[\s()+-]/g, '');
  return /^\d{7,15}$/.test(digits) ? digits : null;
}

export class IdentityService {
  constructor(
    private readonly db: Db,
    private readonly config: ConfigService,
    private readonly sender: MessageSender,
    private readonly key: string,
    private readonly now: () => number = Date.now,
  ) {}

  // ── registration ───────────────────────────────────────────────────────────────────────
  async register(
    input: Registration,
    meta: RequestMeta,
  ): Promise<{ userId: number; login: string; password?: string }> {
    const groups = await this.config.groups();
    if (!groups.site.isRegistrationAllowed || groups.site.isVipDomain) {
      throw new AuthError(403, 'registration_closed', 'auth_registration_closed');
    }
    if ((await hit(this.db, `reg:ip:${meta.ip}`, 3600, this.now())) > REGISTRATIONS_PER_IP_HOUR) throw tooMany();
    if (!groups.currencies.some((c) => c.iso === input.currency)) {
      throw new AuthError(400, 'unknown_currency', 'auth_unknown_currency');
    }
    const country = (input.countryCode ?? groups.geo.fallbackCountry).toLowerCase();
    const base = {
      // Accepting the terms at registration confirms the version in force.
      acceptedTermsVersion: groups.terms.version,
      currency: input.currency,
      bonusType: input.bonusType,
      promoCode: input.promoCode ?? null,
      countryCode: country,
    };
    if (input.type === 'one_click') {
      const password = readableSecret(10);
      const login = await this.freeLogin();
      const [row] = await this.db
        .insert(users)
        .values({ ...base, login, passwordHash: await hashPassword(password), registrationType: 'fast_reg' })
        .returning({ id: users.id });
      if (!row) throw new Error('insert failed');
      await audit(this.db, 'register', row.id, meta.ip, { type: 'fast_reg' });
      return { userId: row.id, login, password };
    }
    const problem = passwordProblem(input.password);
    if (problem) throw new AuthError(400, problem, `auth_${problem}`);
    if (input.type === 'phone') {
      const phone = normalizePhone(input.phone);
      if (!phone) throw new AuthError(400, 'invalid_phone', 'auth_invalid_phone');
      const login = await this.freeLogin();
      const row = await this.insertUnique({
        ...base,
        login,
        phone,
        passwordHash: await hashPassword(input.password),
        registrationType: 'phone_reg',
      });
      await audit(this.db, 'register', row.id, meta.ip, { type: 'phone_reg' });
      await this.sendCode(row.id, 'phone_confirm', { channel: 'sms', recipient: phone });
      return { userId: row.id, login };
    }
    const birth = parseIsoDate(input.birthDate);
    if (!birth) throw new AuthError(400, 'invalid_birth_date', 'auth_invalid_birth_date');
    const today = new Date(this.now());
    const age = ageOn(birth, { y: today.getUTCFullYear(), m: today.getUTCMonth() + 1, d: today.getUTCDate() });
    if (age < groups.site.minAge)
      throw new AuthError(400, 'under_age', 'auth_under_age', `Minimum age is ${groups.site.minAge}`);
    if (age > 120) throw new AuthError(400, 'invalid_birth_date', 'auth_invalid_birth_date');
    const email = input.email.trim().toLowerCase();
    const login = await this.freeLogin();
    const row = await this.insertUnique({
      ...base,
      login,
      email,
      name: input.name.trim(),
      surname: input.surname.trim(),
      birthDate: input.birthDate,
      passwordHash: await hashPassword(input.password),
      registrationType: 'full_reg',
    });
    await audit(this.db, 'register', row.id, meta.ip, { type: 'full_reg' });
    await this.sendCode(row.id, 'email_confirm', { channel: 'email', recipient: email });
    return { userId: row.id, login };
  }

  /** A unique e-mail or phone collision answers one generic error: registration must not enumerate accounts cheaply. */
  private async insertUnique(values: typeof users.$inferInsert): Promise<{ id: number }> {
    try {
      const [row] = await this.db.insert(users).values(values).returning({ id: users.id });
      if (!row) throw new Error('insert failed');
      return row;
    } catch (err) {
      if (isUniqueViolation(err)) throw new AuthError(409, 'account_exists', 'auth_account_exists');
      throw err;
    }
  }

  /** Logins of one-click accounts are 9 random digits (what players expect to type on a phone). */
  private async freeLogin(): Promise<string> {
    for (let i = 0; i < 10; i++) {
      const login = `${1 + Math.floor(Math.random() * 9)}${numericCode(8)}`;
      const [taken] = await this.db.select({ id: users.id }).from(users).where(eq(users.login, login));
      if (!taken) return login;
    }
    throw new Error('no free login');
  }

  // ── login ──────────────────────────────────────────────────────────────────────────────
  /**
   * Rate limits and the captcha gate run before the password is checked, so a locked-out attacker
   * learns nothing. The account key counts failures whether or not the account exists.
   */
  private async gate(accountKey: string, meta: RequestMeta): Promise<void> {
    const now = this.now();
    if ((await hit(this.db, `login:ip:${meta.ip}`, FAILURE_WINDOW_S, now)) > LOGIN_ATTEMPTS_PER_IP) throw tooMany();
    const failures = Math.max(
      await peek(this.db, `fail:acct:${accountKey}`, FAILURE_WINDOW_S, now),
      await peek(this.db, `fail:ip:${meta.ip}`, FAILURE_WINDOW_S, now),
    );
    if (failures >= LOGIN_FAILURES_PER_ACCOUNT) throw tooMany();
    if (failures >= CAPTCHA_AFTER_FAILURES) {
      if (!meta.captchaToken) throw new AuthError(400, CAPTCHA_CODES.required, 'auth_captcha_required');
      if (!(await consumeCaptchaPass(this.db, this.key, meta.captchaToken, now))) {
        throw new AuthError(400, CAPTCHA_CODES.wrong, 'auth_captcha_wrong');
      }
    }
  }

  private async failed(accountKey: string, userId: number | null, meta: RequestMeta): Promise<never> {
    const now = this.now();
    await hit(this.db, `fail:acct:${accountKey}`, FAILURE_WINDOW_S, now);
    await hit(this.db, `fail:ip:${meta.ip}`, FAILURE_WINDOW_S, now);
    await audit(this.db, 'login_failure', userId, meta.ip, { account: accountKey.slice(0, 64) });
    throw invalidCredentials();
  }

  async loginWithPassword(
    identifier: { login: string } | { phone: string },
    password: string,
    remember: boolean,
    meta: RequestMeta,
  ): Promise<LoginResult> {
    let user: UserRow | undefined;
    let accountKey: string;
    if ('phone' in identifier) {
      const phone = normalizePhone(identifier.phone);
      accountKey = `phone:${phone ?? identifier.phone.slice(0, 20)}`;
      await this.gate(accountKey, meta);
      if (phone) [user] = await this.db.select().from(users).where(eq(users.phone, phone));
    } else {
      const login = identifier.login.trim().toLowerCase();
      accountKey = `login:${login.slice(0, 64)}`;
      await this.gate(accountKey, meta);
      [user] = await this.db
        .select()
        .from(users)
        .where(
          /^\d{1,10}$/.test(login)
            ? or(eq(users.login, login), eq(users.id, Number(login)))
            : or(eq(users.login, login), eq(users.email, login)),
        );
    }
    if (!user) {
      await burnPasswordCheck(password);
      return this.failed(accountKey, null, meta);
    }
    if (!(await verifyPassword(user.passwordHash, password))) return this.failed(accountKey, user.id, meta);
    await clear(this.db, `fail:acct:${accountKey}`);
    if (user.totpEnabled) {
      await audit(this.db, 'login_two_step_required', user.id, meta.ip);
      const ticket = signToken(this.key, {
        kind: 'two_step',
        sub: String(user.id),
        exp: this.now() + TWO_STEP_TTL_MS,
        jti: remember ? 'r' : 'n',
      });
      return { kind: 'two_step', ticket };
    }
    return this.openSession(user.id, remember, meta);
  }

  /** Spec §3 form login_password_two_step_code: the TOTP (or a backup code) after the password. */
  async loginTwoStep(ticket: string, code: string, meta: RequestMeta): Promise<LoginResult> {
    const now = this.now();
    const t = verifyToken(this.key, ticket, 'two_step', now);
    if (!t) throw new AuthError(400, 'two_step_expired', 'auth_two_step_expired');
    const userId = Number(t.sub);
    const accountKey = `2fa:${userId}`;
    await this.gate(accountKey, meta);
    const [user] = await this.db.select().from(users).where(eq(users.id, userId));
    if (!user?.totpSecret || !user.totpEnabled) throw new AuthError(400, 'two_step_expired', 'auth_two_step_expired');
    const ok = verifyTotp(user.totpSecret, code.trim(), now) || (await this.useBackupCode(userId, code));
    if (!ok) {
      await hit(this.db, `fail:acct:${accountKey}`, FAILURE_WINDOW_S, now);
      await audit(this.db, 'login_failure', userId, meta.ip, { step: 'two_step' });
      throw new AuthError(400, 'wrong_code', 'auth_wrong_code');
    }
    return this.openSession(userId, t.jti === 'r', meta);
  }

  private async openSession(userId: number, remember: boolean, meta: RequestMeta): Promise<LoginResult> {
    const { secret, expiresAt } = await createSession(this.db, userId, remember, this.now(), meta);
    await audit(this.db, 'login_success', userId, meta.ip, meta.deviceId ? { device: meta.deviceId } : {});
    return { kind: 'session', userId, secret, expiresAt, remember };
  }

  /** A session for a player proven by another factor (an OpenID provider). */
  async sessionFor(userId: number, remember: boolean, meta: RequestMeta): Promise<LoginResult> {
    return this.openSession(userId, remember, meta);
  }

  /**
   * Spec §3 soc_reg: the account behind an OpenID identity, created on first sign-in. An e-mail
   * that already belongs to another account is not linked automatically: whoever controls the
   * provider account would otherwise take over that account.
   */
  async socialUser(
    identity: { provider: string; subject: string; email: string | null; emailVerified: boolean; name: string | null },
    prefs: { currency: string | undefined; countryCode: string | undefined },
    meta: RequestMeta,
  ): Promise<{ userId: number; created: boolean }> {
    const [link] = await this.db
      .select()
      .from(socialIdentities)
      .where(and(eq(socialIdentities.provider, identity.provider), eq(socialIdentities.subject, identity.subject)));
    if (link) return { userId: link.userId, created: false };
    const groups = await this.config.groups();
    if (!groups.site.isRegistrationAllowed || groups.site.isVipDomain) {
      throw new AuthError(403, 'registration_closed', 'auth_registration_closed');
    }
    const email = identity.email?.toLowerCase() ?? null;
    if (email) {
      const [taken] = await this.db.select({ id: users.id }).from(users).where(eq(users.email, email));
      if (taken) throw new AuthError(409, 'account_exists', 'auth_account_exists');
    }
    const country = (prefs.countryCode ?? groups.geo.fallbackCountry).toLowerCase();
    const currency =
      prefs.currency && groups.currencies.some((c) => c.iso === prefs.currency)
        ? prefs.currency
        : (groups.geo.countries[country]?.currency ?? groups.couponAmountSteps.fallbackCurrency);
    // Prepared outside the transaction: on the embedded database (one connection) a query on
    // this.db inside tx would wait for tx forever.
    const login = await this.freeLogin();
    const passwordHash = await hashPassword(randomToken(32));
    const userId = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          login,
          email,
          emailVerified: email !== null && identity.emailVerified,
          activationType: email !== null && identity.emailVerified ? 1 : 0,
          name: identity.name,
          // No usable password: the account is opened through the provider (or a recovery code).
          passwordHash,
          registrationType: 'soc_reg',
          currency,
          countryCode: country,
          acceptedTermsVersion: groups.terms.version,
        })
        .returning({ id: users.id });
      if (!row) throw new Error('insert failed');
      await tx
        .insert(socialIdentities)
        .values({ provider: identity.provider, subject: identity.subject, userId: row.id, email });
      return row.id;
    });
    await audit(this.db, 'register', userId, meta.ip, { type: 'soc_reg', provider: identity.provider });
    return { userId, created: true };
  }

  /** Registration logs the new player in at once (every top site does). */
  async sessionAfterRegistration(userId: number, meta: RequestMeta): Promise<LoginResult> {
    return this.openSession(userId, true, meta);
  }

  // ── one-time codes ─────────────────────────────────────────────────────────────────────
  private async sendCode(
    userId: number,
    purpose: 'recovery' | 'phone_confirm' | 'email_confirm' | 'sms_login',
    to: { channel: 'sms' | 'email'; recipient: string },
  ): Promise<string> {
    const code = numericCode(6);
    const id = randomToken(16);
    await this.db
      .update(oneTimeCodes)
      .set({ usedAt: sql`now()` })
      .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.usedAt)));
    await this.db.insert(oneTimeCodes).values({
      id,
      userId,
      purpose,
      codeHash: sha256(`${id}:${code}`),
      expiresAt: new Date(this.now() + CODE_TTL_MS),
    });
    const subject = {
      recovery: 'Password recovery code',
      phone_confirm: 'Phone confirmation code',
      email_confirm: 'E-mail confirmation code',
      sms_login: 'Login code',
    }[purpose];
    await this.sender.send({ ...to, subject, body: `${subject}: ${code}. It is valid for 15 minutes.` });
    return id;
  }

  /** Spec §4: wrong_code while the code is unexpired, time_up after; five tries per code. */
  private async checkCode(id: string, code: string, purpose: string, userId?: number): Promise<number> {
    const [row] = await this.db
      .select()
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.id, id), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.usedAt)));
    const now = this.now();
    if (!row || (userId !== undefined && row.userId !== userId))
      throw new AuthError(400, 'wrong_code', 'auth_wrong_code');
    const expiry = row.expiresAt.getTime();
    if (row.attempts >= CODE_MAX_ATTEMPTS || expiry <= now) {
      const err = recoveryCodeError(row.attempts >= CODE_MAX_ATTEMPTS ? now : expiry, now);
      throw new AuthError(400, err, `auth_${err}`);
    }
    if (!safeEqual(row.codeHash, sha256(`${id}:${code.trim()}`))) {
      await this.db
        .update(oneTimeCodes)
        .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
        .where(eq(oneTimeCodes.id, id));
      throw new AuthError(400, recoveryCodeError(expiry, now), `auth_${recoveryCodeError(expiry, now)}`);
    }
    await this.db
      .update(oneTimeCodes)
      .set({ usedAt: sql`now()` })
      .where(eq(oneTimeCodes.id, id));
    return row.userId;
  }

  // ── SMS login (spec §3 auth form `sms`; §7 send sms, by sms code) ────────────────────
  /** Sends a login code to the phone of an account; answers alike whether or not one exists. */
  async smsLoginStart(rawPhone: string, meta: RequestMeta): Promise<{ requestId: string }> {
    const now = this.now();
    const phone = normalizePhone(rawPhone);
    if (!phone) throw new AuthError(400, 'invalid_phone', 'auth_invalid_phone');
    if ((await hit(this.db, `sms:ip:${meta.ip}`, 3600, now)) > SMS_PER_IP_HOUR) throw tooMany();
    if ((await hit(this.db, `sms:phone:${phone}`, 3600, now)) > SMS_PER_PHONE_HOUR) throw tooMany();
    const [user] = await this.db.select().from(users).where(eq(users.phone, phone));
    if (!user) return { requestId: randomToken(16) };
    return { requestId: await this.sendCode(user.id, 'sms_login', { channel: 'sms', recipient: phone }) };
  }

  async loginWithSmsCode(requestId: string, code: string, remember: boolean, meta: RequestMeta): Promise<LoginResult> {
    const accountKey = `sms:${requestId.slice(0, 64)}`;
    await this.gate(accountKey, meta);
    let userId: number;
    try {
      userId = await this.checkCode(requestId, code, 'sms_login');
    } catch (err) {
      await hit(this.db, `fail:ip:${meta.ip}`, FAILURE_WINDOW_S, this.now());
      throw err;
    }
    const u = await this.user(userId);
    if (u.totpEnabled) {
      const ticket = signToken(this.key, {
        kind: 'two_step',
        sub: String(userId),
        exp: this.now() + TWO_STEP_TTL_MS,
        jti: remember ? 'r' : 'n',
      });
      return { kind: 'two_step', ticket };
    }
    return this.openSession(userId, remember, meta);
  }

  // ── password recovery (spec §3 lost-password flow: request, code, new password, save) ──
  /** Answers the same for existing and unknown accounts: a request id and where the code went. */
  async recoveryRequest(identifier: string, meta: RequestMeta): Promise<{ requestId: string }> {
    if ((await hit(this.db, `recovery:ip:${meta.ip}`, 3600, this.now())) > RECOVERY_PER_IP_HOUR) throw tooMany();
    const value = identifier.trim().toLowerCase();
    const phone = normalizePhone(value);
    const [user] = await this.db
      .select()
      .from(users)
      .where(or(eq(users.login, value), eq(users.email, value), phone ? eq(users.phone, phone) : undefined));
    await audit(this.db, 'recovery_request', user?.id ?? null, meta.ip);
    if (!user || (!user.email && !user.phone)) return { requestId: randomToken(16) };
    const to = user.email
      ? { channel: 'email' as const, recipient: user.email }
      : { channel: 'sms' as const, recipient: user.phone ?? '' };
    return { requestId: await this.sendCode(user.id, 'recovery', to) };
  }

  async recoveryCode(requestId: string, code: string): Promise<{ resetToken: string }> {
    const userId = await this.checkCode(requestId, code, 'recovery');
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
    if (!t) throw new AuthError(400, 'time_up', 'auth_time_up');
    const problem = passwordProblem(password);
    if (problem) throw new AuthError(400, problem, `auth_${problem}`);
    const userId = Number(t.sub);
    await this.db
      .update(users)
      .set({ passwordHash: await hashPassword(password), passwordChangedAt: new Date(this.now()) })
      .where(eq(users.id, userId));
    await revokeAllSessions(this.db, userId);
    await audit(this.db, 'recovery_complete', userId, meta.ip);
  }

  // ── security (office/security) ─────────────────────────────────────────────────────────
  async user(userId: number): Promise<UserRow> {
    const [u] = await this.db.select().from(users).where(eq(users.id, userId));
    if (!u) throw new AuthError(401, 'unauthorized', 'main_error');
    return u;
  }

  protectionMethods(u: UserRow) {
    return {
      is_changed_password: u.passwordChangedAt !== null || u.registrationType !== 'fast_reg',
      enable_two_factor_auth: u.totpEnabled,
      enable_phone_binding: u.phoneVerified,
      enable_security_question: u.securityAnswerHash !== null,
      enable_email_auth: u.emailAuth,
    };
  }

  async security(userId: number) {
    const u = await this.user(userId);
    const methods = this.protectionMethods(u);
    const level = protectionLevel(methods);
    return { protection_level: level, status: protectionStatus(level), protection_methods: methods };
  }

  async changePassword(
    userId: number,
    currentSessionId: string,
    oldPassword: string,
    newPassword: string,
    meta: RequestMeta,
  ) {
    const u = await this.user(userId);
    if (!(await verifyPassword(u.passwordHash, oldPassword)))
      throw new AuthError(400, 'wrong_password', 'auth_wrong_password');
    const problem = passwordProblem(newPassword);
    if (problem) throw new AuthError(400, problem, `auth_${problem}`);
    await this.db
      .update(users)
      .set({ passwordHash: await hashPassword(newPassword), passwordChangedAt: new Date(this.now()) })
      .where(eq(users.id, userId));
    // Every other browser is logged out; this one keeps working.
    await revokeAllSessions(this.db, userId, currentSessionId);
    await audit(this.db, 'password_change', userId, meta.ip);
  }

  async setSecurityQuestion(userId: number, question: string, answer: string, meta: RequestMeta) {
    await this.db
      .update(users)
      .set({ securityQuestion: question.trim(), securityAnswerHash: await hashPassword(answer.trim().toLowerCase()) })
      .where(eq(users.id, userId));
    await audit(this.db, 'security_question_set', userId, meta.ip);
  }

  async setEmailAuth(userId: number, enabled: boolean, meta: RequestMeta) {
    const u = await this.user(userId);
    if (enabled && (!u.email || !u.emailVerified))
      throw new AuthError(400, 'email_not_confirmed', 'auth_email_not_confirmed');
    await this.db.update(users).set({ emailAuth: enabled }).where(eq(users.id, userId));
    await audit(this.db, 'email_auth_change', userId, meta.ip, { enabled });
  }

  async bindPhoneStart(userId: number, rawPhone: string, meta: RequestMeta): Promise<{ requestId: string }> {
    if ((await hit(this.db, `sms:ip:${meta.ip}`, 3600, this.now())) > SMS_PER_IP_HOUR) throw tooMany();
    const phone = normalizePhone(rawPhone);
    if (!phone) throw new AuthError(400, 'invalid_phone', 'auth_invalid_phone');
    const [other] = await this.db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
    if (other && other.id !== userId) throw new AuthError(409, 'account_exists', 'auth_account_exists');
    await this.db.update(users).set({ phone, phoneVerified: false }).where(eq(users.id, userId));
    return { requestId: await this.sendCode(userId, 'phone_confirm', { channel: 'sms', recipient: phone }) };
  }

  /** Spec §4: adding a phone moves activation 0 → 3 and 1 → 2 and enables phone binding. */
  async confirmPhone(userId: number, requestId: string, code: string, meta: RequestMeta) {
    await this.checkCode(requestId, code, 'phone_confirm', userId);
    const u = await this.user(userId);
    await this.db
      .update(users)
      .set({ phoneVerified: true, activationType: activationAfterPhoneAdded(u.activationType as ActivationType) })
      .where(eq(users.id, userId));
    await audit(this.db, 'phone_bound', userId, meta.ip);
  }

  async confirmEmail(userId: number, requestId: string, code: string, meta: RequestMeta) {
    await this.checkCode(requestId, code, 'email_confirm', userId);
    const u = await this.user(userId);
    await this.db
      .update(users)
      .set({ emailVerified: true, activationType: activationAfterEmailAdded(u.activationType as ActivationType) })
      .where(eq(users.id, userId));
    await audit(this.db, 'email_confirmed', userId, meta.ip);
  }

  async pendingCode(userId: number, purpose: 'phone_confirm' | 'email_confirm'): Promise<string | null> {
    const [row] = await this.db
      .select({ id: oneTimeCodes.id })
      .from(oneTimeCodes)
      .where(
        and(
          eq(oneTimeCodes.userId, userId),
          eq(oneTimeCodes.purpose, purpose),
          isNull(oneTimeCodes.usedAt),
          gt(oneTimeCodes.expiresAt, new Date(this.now())),
        ),
      )
      .orderBy(desc(oneTimeCodes.createdAt))
      .limit(1);
    return row?.id ?? null;
  }

  // ── terms (spec §4 Terms change, §7 agreement-rules/status, §8 451) ─────────────────────
  /** result true means the player must confirm the current terms before going on. */
  async termsStatus(userId: number): Promise<{ result: boolean; updatedAt: string; version: number }> {
    const { terms } = await this.config.groups();
    const u = await this.user(userId);
    return {
      result: terms.confirmationEnabled && u.acceptedTermsVersion < terms.version,
      updatedAt: terms.updatedAt,
      version: terms.version,
    };
  }

  async confirmTerms(userId: number, version: number): Promise<void> {
    const { terms } = await this.config.groups();
    // Confirming an old version (a page open since before the change) does not confirm the new one.
    if (version !== terms.version) throw new AuthError(409, 'terms_changed', 'information_confirm_terms_error');
    await this.db.update(users).set({ acceptedTermsVersion: version }).where(eq(users.id, userId));
  }

  /** Spec §8: HTTP 451 with exception_code 1 while changed terms are not confirmed. */
  async requireTermsConfirmed(userId: number): Promise<void> {
    if ((await this.termsStatus(userId)).result) {
      throw new AuthError(
        451,
        'terms_not_confirmed',
        'information_confirm_terms_error',
        'Confirm the changed terms first',
      );
    }
  }

  // ── two-factor (TOTP, RFC 6238) ────────────────────────────────────────────────────────
  async twoFactorSetup(userId: number, issuer: string) {
    const u = await this.user(userId);
    if (u.totpEnabled) throw new AuthError(400, 'two_factor_enabled', 'auth_two_factor_enabled');
    const secret = newTotpSecret();
    await this.db.update(users).set({ totpSecret: secret }).where(eq(users.id, userId));
    return { secret, otpauthUrl: otpauthUrl(secret, u.login, issuer) };
  }

  async twoFactorEnable(userId: number, code: string, meta: RequestMeta): Promise<{ backupCodes: string[] }> {
    const u = await this.user(userId);
    if (!u.totpSecret || u.totpEnabled)
      throw new AuthError(400, 'two_factor_not_started', 'auth_two_factor_not_started');
    if (!verifyTotp(u.totpSecret, code.trim(), this.now())) throw new AuthError(400, 'wrong_code', 'auth_wrong_code');
    const codes = Array.from({ length: BACKUP_CODE_COUNT }, () => readableSecret(10));
    await this.db.transaction(async (tx) => {
      await tx.update(users).set({ totpEnabled: true }).where(eq(users.id, userId));
      await tx.delete(backupCodes).where(eq(backupCodes.userId, userId));
      await tx.insert(backupCodes).values(codes.map((c) => ({ userId, codeHash: sha256(c) })));
    });
    await audit(this.db, 'two_factor_enable', userId, meta.ip);
    return { backupCodes: codes };
  }

  async twoFactorDisable(userId: number, code: string, meta: RequestMeta) {
    const u = await this.user(userId);
    if (!u.totpSecret || !u.totpEnabled)
      throw new AuthError(400, 'two_factor_not_enabled', 'auth_two_factor_not_enabled');
    const ok = verifyTotp(u.totpSecret, code.trim(), this.now()) || (await this.useBackupCode(userId, code));
    if (!ok) throw new AuthError(400, 'wrong_code', 'auth_wrong_code');
    await this.db.update(users).set({ totpEnabled: false, totpSecret: null }).where(eq(users.id, userId));
    await this.db.delete(backupCodes).where(eq(backupCodes.userId, userId));
    await audit(this.db, 'two_factor_disable', userId, meta.ip);
  }

  private async useBackupCode(userId: number, code: string): Promise<boolean> {
    const rows = await this.db
      .update(backupCodes)
      .set({ usedAt: sql`now()` })
      .where(
        and(eq(backupCodes.userId, userId), eq(backupCodes.codeHash, sha256(code.trim())), isNull(backupCodes.usedAt)),
      )
      .returning();
    return rows.length === 1;
  }
}

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e.code === '23505' || e.cause?.code === '23505';
}
