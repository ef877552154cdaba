import { ageOn, parseIsoDate } from '@sb/identity';
import { DomainError } from '../../http/errors';
import { audit } from './audit';
import { numericCode, randomToken, readableSecret } from './crypto';
import { tooMany } from './errors';
import {
  REGISTRATIONS_PER_IP_HOUR,
  normalizePhone,
  type IdentityContext,
  type Registration,
  type RequestMeta,
} from './model';
import { hashPassword, passwordProblem } from './passwords';
import { hit } from './rate-limit';
import { insertSocialLink, insertUser, emailOwner, loginTaken, socialLink, type NewUser, type Tx } from './repository';

const registrationClosed = () => new DomainError(403, 'registration_closed', 'auth_registration_closed');
const accountExists = () => new DomainError(409, 'account_exists', 'auth_account_exists');

/** Command: spec §2 registration by flow one_click, phone or full. */
export async function registerPlayer(
  ctx: IdentityContext,
  input: Registration,
  meta: RequestMeta,
): Promise<{ userId: number; login: string; password?: string }> {
  const { db, now } = ctx;
  const groups = await ctx.config.groups();
  if (!groups.site.isRegistrationAllowed || groups.site.isVipDomain) throw registrationClosed();
  if ((await hit(db, `reg:ip:${meta.ip}`, 3600, now())) > REGISTRATIONS_PER_IP_HOUR) throw tooMany();
  if (!groups.currencies.some((c) => c.iso === input.currency)) {
    throw new DomainError(400, 'unknown_currency', 'auth_unknown_currency');
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
    const login = await freeLogin(db);
    const row = await insertUser(db, {
      ...base,
      login,
      passwordHash: await hashPassword(password),
      registrationType: 'fast_reg',
    });
    await audit(db, 'register', row.id, meta.ip, { type: 'fast_reg' });
    return { userId: row.id, login, password };
  }
  const problem = passwordProblem(input.password);
  if (problem) throw new DomainError(400, problem, `auth_${problem}`);
  if (input.type === 'phone') {
    const phone = normalizePhone(input.phone);
    if (!phone) throw new DomainError(400, 'invalid_phone', 'auth_invalid_phone');
    const login = await freeLogin(db);
    const row = await insertUnique(db, {
      ...base,
      login,
      phone,
      passwordHash: await hashPassword(input.password),
      registrationType: 'phone_reg',
    });
    await audit(db, 'register', row.id, meta.ip, { type: 'phone_reg' });
    await ctx.codes.send(row.id, 'phone_confirm', { channel: 'sms', recipient: phone }, meta.lang);
    return { userId: row.id, login };
  }
  const birth = parseIsoDate(input.birthDate);
  if (!birth) throw new DomainError(400, 'invalid_birth_date', 'auth_invalid_birth_date');
  const today = new Date(now());
  const age = ageOn(birth, { y: today.getUTCFullYear(), m: today.getUTCMonth() + 1, d: today.getUTCDate() });
  if (age < groups.site.minAge)
    throw new DomainError(400, 'under_age', 'auth_under_age', `Minimum age is ${groups.site.minAge}`);
  if (age > 120) throw new DomainError(400, 'invalid_birth_date', 'auth_invalid_birth_date');
  const email = input.email.trim().toLowerCase();
  const login = await freeLogin(db);
  const row = await insertUnique(db, {
    ...base,
    login,
    email,
    name: input.name.trim(),
    surname: input.surname.trim(),
    birthDate: input.birthDate,
    passwordHash: await hashPassword(input.password),
    registrationType: 'full_reg',
  });
  await audit(db, 'register', row.id, meta.ip, { type: 'full_reg' });
  await ctx.codes.send(row.id, 'email_confirm', { channel: 'email', recipient: email }, meta.lang);
  return { userId: row.id, login };
}

/**
 * Command: spec §3 soc_reg, the account behind an OpenID identity, created on first sign-in. An
 * e-mail that already belongs to another account is not linked automatically: whoever controls
 * the provider account would otherwise take over that account.
 */
export async function socialUser(
  ctx: IdentityContext,
  identity: { provider: string; subject: string; email: string | null; emailVerified: boolean; name: string | null },
  prefs: { currency: string | undefined; countryCode: string | undefined },
  meta: RequestMeta,
): Promise<{ userId: number; created: boolean }> {
  const { db } = ctx;
  const linked = await socialLink(db, identity.provider, identity.subject);
  if (linked !== null) return { userId: linked, created: false };
  const groups = await ctx.config.groups();
  if (!groups.site.isRegistrationAllowed || groups.site.isVipDomain) throw registrationClosed();
  const email = identity.email?.toLowerCase() ?? null;
  if (email && (await emailOwner(db, email)) !== null) throw accountExists();
  const country = (prefs.countryCode ?? groups.geo.fallbackCountry).toLowerCase();
  const currency =
    prefs.currency && groups.currencies.some((c) => c.iso === prefs.currency)
      ? prefs.currency
      : (groups.geo.countries[country]?.currency ?? groups.couponAmountSteps.fallbackCurrency);
  // Prepared outside the transaction: on the embedded database (one connection) a query on
  // db inside tx would wait for tx forever.
  const login = await freeLogin(db);
  const passwordHash = await hashPassword(randomToken(32));
  const userId = await db.transaction(async (tx) => {
    const row = await insertUser(tx, {
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
    });
    await insertSocialLink(tx, { provider: identity.provider, subject: identity.subject, userId: row.id, email });
    return row.id;
  });
  await audit(db, 'register', userId, meta.ip, { type: 'soc_reg', provider: identity.provider });
  return { userId, created: true };
}

/** A unique e-mail or phone collision answers one generic error: registration must not enumerate accounts cheaply. */
async function insertUnique(db: Tx, values: NewUser): Promise<{ id: number }> {
  try {
    return await insertUser(db, values);
  } catch (err) {
    if (isUniqueViolation(err)) throw accountExists();
    throw err;
  }
}

/** Logins of one-click accounts are 9 random digits (what players expect to type on a phone). */
async function freeLogin(db: Tx): Promise<string> {
  for (let i = 0; i < 10; i++) {
    const login = `${1 + Math.floor(Math.random() * 9)}${numericCode(8)}`;
    if (!(await loginTaken(db, login))) return login;
  }
  throw new Error('no free login');
}

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e.code === '23505' || e.cause?.code === '23505';
}
