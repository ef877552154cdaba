import {
  activationAfterEmailAdded,
  activationAfterPhoneAdded,
  protectionLevel,
  protectionStatus,
  type ActivationType,
} from '@sb/identity';
import { DomainError } from '../../http/errors';
import { audit } from './audit';
import { readableSecret } from './crypto';
import { passwordRequired, tooMany } from './errors';
import { BACKUP_CODE_COUNT, SMS_PER_IP_HOUR, normalizePhone, type IdentityContext, type RequestMeta } from './model';
import { hashPassword, passwordProblem, verifyPassword } from './passwords';
import { hit } from './rate-limit';
import {
  deleteBackupCodes,
  pendingCodeId,
  phoneOwner,
  replaceBackupCodes,
  spendBackupCode,
  updateUser,
  userById,
  type UserRow,
} from './repository';
import { confirmPassword } from './secure-access';
import { revokeAllSessions } from './sessions';
import { newTotpSecret, otpauthUrl, verifyTotp } from './totp';

// ── queries ──────────────────────────────────────────────────────────────────────────────
export async function userOf(ctx: IdentityContext, userId: number): Promise<UserRow> {
  const u = await userById(ctx.db, userId);
  if (!u) throw new DomainError(401, 'unauthorized', 'main_error');
  return u;
}

export function protectionMethodsOf(u: UserRow) {
  return {
    is_changed_password: u.passwordChangedAt !== null || u.registrationType !== 'fast_reg',
    enable_two_factor_auth: u.totpEnabled,
    enable_phone_binding: u.phoneVerified,
    enable_security_question: u.securityAnswerHash !== null,
    enable_email_auth: u.emailAuth,
  };
}

export async function securityOf(ctx: IdentityContext, userId: number) {
  const methods = protectionMethodsOf(await userOf(ctx, userId));
  const level = protectionLevel(methods);
  return { protection_level: level, status: protectionStatus(level), protection_methods: methods };
}

export function pendingCode(ctx: IdentityContext, userId: number, purpose: 'phone_confirm' | 'email_confirm') {
  return pendingCodeId(ctx.db, userId, purpose, ctx.now());
}

/** Spec §4 Terms change, §7 agreement-rules/status: result true means confirm the current terms first. */
export async function termsStatus(
  ctx: IdentityContext,
  userId: number,
): Promise<{ result: boolean; updatedAt: string; version: number }> {
  const { terms } = await ctx.config.groups();
  const u = await userOf(ctx, userId);
  return {
    result: terms.confirmationEnabled && u.acceptedTermsVersion < terms.version,
    updatedAt: terms.updatedAt,
    version: terms.version,
  };
}

// ── commands ─────────────────────────────────────────────────────────────────────────────
export async function changePassword(
  ctx: IdentityContext,
  userId: number,
  currentSessionId: string,
  passwords: { old: string; new: string },
  meta: RequestMeta,
): Promise<void> {
  // Issue 11 §7: the old password is a secret to guess like a login password, with its limits.
  const accountKey = `password:${userId}`;
  const attempt = await ctx.attempts.check(accountKey, meta);
  const u = await userOf(ctx, userId);
  if (!(await verifyPassword(u.passwordHash, passwords.old))) {
    await attempt.failed(userId, { step: 'password_change' });
    throw new DomainError(400, 'wrong_password', 'auth_wrong_password');
  }
  await attempt.succeeded();
  const problem = passwordProblem(passwords.new);
  if (problem) throw new DomainError(400, problem, `auth_${problem}`);
  const passwordHash = await hashPassword(passwords.new);
  await updateUser(ctx.db, userId, { passwordHash, passwordChangedAt: new Date(ctx.now()) });
  // Every other browser is logged out; this one keeps working.
  await revokeAllSessions(ctx.db, userId, currentSessionId);
  await audit(ctx.db, 'password_change', userId, meta.ip);
}

export async function setSecurityQuestion(
  ctx: IdentityContext,
  userId: number,
  question: string,
  answer: string,
  meta: RequestMeta,
): Promise<void> {
  const securityAnswerHash = await hashPassword(answer.trim().toLowerCase());
  await updateUser(ctx.db, userId, { securityQuestion: question.trim(), securityAnswerHash });
  await audit(ctx.db, 'security_question_set', userId, meta.ip);
}

export async function setEmailAuth(ctx: IdentityContext, userId: number, enabled: boolean, meta: RequestMeta) {
  const u = await userOf(ctx, userId);
  if (enabled && (!u.email || !u.emailVerified))
    throw new DomainError(400, 'email_not_confirmed', 'auth_email_not_confirmed');
  await updateUser(ctx.db, userId, { emailAuth: enabled });
  await audit(ctx.db, 'email_auth_change', userId, meta.ip, { enabled });
}

export async function bindPhoneStart(
  ctx: IdentityContext,
  userId: number,
  rawPhone: string,
  password: string | undefined,
  meta: RequestMeta,
): Promise<{ requestId: string }> {
  if ((await hit(ctx.db, `sms:ip:${meta.ip}`, 3600, ctx.now())) > SMS_PER_IP_HOUR) throw tooMany();
  const phone = normalizePhone(rawPhone);
  if (!phone) throw new DomainError(400, 'invalid_phone', 'auth_invalid_phone');
  // Issue 25 §6: a confirmed phone is where codes go; replacing it needs the password again.
  const u = await userOf(ctx, userId);
  if (u.phone !== null && u.phoneVerified) {
    if (!password) throw passwordRequired();
    await confirmPassword(ctx, userId, password, meta, 'phone_change');
  }
  const other = await phoneOwner(ctx.db, phone);
  if (other !== null && other !== userId) throw new DomainError(409, 'account_exists', 'auth_account_exists');
  await updateUser(ctx.db, userId, { phone, phoneVerified: false });
  return { requestId: await ctx.codes.send(userId, 'phone_confirm', { channel: 'sms', recipient: phone }, meta.lang) };
}

/** Spec §4: adding a phone moves activation 0 → 3 and 1 → 2 and enables phone binding. */
export async function confirmPhone(
  ctx: IdentityContext,
  userId: number,
  requestId: string,
  code: string,
  meta: RequestMeta,
) {
  await ctx.codes.check(requestId, code, 'phone_confirm', userId);
  const u = await userOf(ctx, userId);
  const activationType = activationAfterPhoneAdded(u.activationType as ActivationType);
  await updateUser(ctx.db, userId, { phoneVerified: true, activationType });
  await audit(ctx.db, 'phone_bound', userId, meta.ip);
}

export async function confirmEmail(
  ctx: IdentityContext,
  userId: number,
  requestId: string,
  code: string,
  meta: RequestMeta,
) {
  await ctx.codes.check(requestId, code, 'email_confirm', userId);
  const u = await userOf(ctx, userId);
  const activationType = activationAfterEmailAdded(u.activationType as ActivationType);
  await updateUser(ctx.db, userId, { emailVerified: true, activationType });
  await audit(ctx.db, 'email_confirmed', userId, meta.ip);
}

export async function confirmTerms(ctx: IdentityContext, userId: number, version: number): Promise<void> {
  const { terms } = await ctx.config.groups();
  // Confirming an old version (a page open since before the change) does not confirm the new one.
  if (version !== terms.version) throw new DomainError(409, 'terms_changed', 'information_confirm_terms_error');
  await updateUser(ctx.db, userId, { acceptedTermsVersion: version });
}

// ── two-factor (TOTP, RFC 6238) ────────────────────────────────────────────────────────
export async function twoFactorSetup(ctx: IdentityContext, userId: number, issuer: string) {
  const u = await userOf(ctx, userId);
  if (u.totpEnabled) throw new DomainError(400, 'two_factor_enabled', 'auth_two_factor_enabled');
  const secret = newTotpSecret();
  await updateUser(ctx.db, userId, { totpSecret: secret });
  return { secret, otpauthUrl: otpauthUrl(secret, u.login, issuer) };
}

export async function twoFactorEnable(
  ctx: IdentityContext,
  userId: number,
  code: string,
  meta: RequestMeta,
): Promise<{ backupCodes: string[] }> {
  const u = await userOf(ctx, userId);
  if (!u.totpSecret || u.totpEnabled)
    throw new DomainError(400, 'two_factor_not_started', 'auth_two_factor_not_started');
  if (!verifyTotp(u.totpSecret, code.trim(), ctx.now())) throw new DomainError(400, 'wrong_code', 'auth_wrong_code');
  const codes = Array.from({ length: BACKUP_CODE_COUNT }, () => readableSecret(10));
  await ctx.db.transaction(async (tx) => {
    await updateUser(tx, userId, { totpEnabled: true });
    await replaceBackupCodes(tx, userId, codes);
  });
  await audit(ctx.db, 'two_factor_enable', userId, meta.ip);
  return { backupCodes: codes };
}

export async function twoFactorDisable(ctx: IdentityContext, userId: number, code: string, meta: RequestMeta) {
  const u = await userOf(ctx, userId);
  if (!u.totpSecret || !u.totpEnabled)
    throw new DomainError(400, 'two_factor_not_enabled', 'auth_two_factor_not_enabled');
  // Issue 11 §7: the same counter as the two-step login, which guesses the same secret.
  const accountKey = `2fa:${userId}`;
  const attempt = await ctx.attempts.check(accountKey, meta);
  const ok = verifyTotp(u.totpSecret, code.trim(), ctx.now()) || (await spendBackupCode(ctx.db, userId, code));
  if (!ok) {
    await attempt.failed(userId, { step: 'two_factor_disable' });
    throw new DomainError(400, 'wrong_code', 'auth_wrong_code');
  }
  await attempt.succeeded();
  await updateUser(ctx.db, userId, { totpEnabled: false, totpSecret: null });
  await deleteBackupCodes(ctx.db, userId);
  await audit(ctx.db, 'two_factor_disable', userId, meta.ip);
}
