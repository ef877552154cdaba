import { z } from 'zod';

/**
 * Cookie consent (spec §3 Cookie option, §4 Cookie consent, §5 gating, §7 cookie agreement, §9
 * cookie name cookies_agree_type). The cookie holds `all`, `disabled`, or the chosen optional
 * types (one type in the spec's words; a comma list when the visitor ticks more than one).
 */
export const COOKIE_TYPES = ['necessary', 'functional', 'analytics', 'marketing'] as const;
export type CookieType = (typeof COOKIE_TYPES)[number];
/** Types a visitor may refuse; necessary cookies are always on. */
export const OPTIONAL_COOKIE_TYPES = ['functional', 'analytics', 'marketing'] as const;
export type OptionalCookieType = (typeof OPTIONAL_COOKIE_TYPES)[number];

export const CONSENT_ALL = 'all';
export const CONSENT_DISABLED = 'disabled';

/** What the visitor agreed to; null while they have not chosen (the banner shows). */
export type Consent = ReadonlySet<OptionalCookieType>;

const isOptionalType = (s: string): s is OptionalCookieType => (OPTIONAL_COOKIE_TYPES as readonly string[]).includes(s);

/** Parses the cookies_agree_type value strictly: anything unknown means "not chosen yet". */
export function parseConsent(raw: string | undefined | null): Consent | null {
  if (!raw) return null;
  if (raw === CONSENT_ALL) return new Set(OPTIONAL_COOKIE_TYPES);
  if (raw === CONSENT_DISABLED) return new Set();
  const parts = raw.split(',');
  if (parts.length > OPTIONAL_COOKIE_TYPES.length || !parts.every(isOptionalType)) return null;
  return new Set(parts);
}

/** The cookie value of a choice: `all`, `disabled`, or the types in their canonical order. */
export function serializeConsent(consent: Iterable<OptionalCookieType>): string {
  const chosen = new Set(consent);
  if (chosen.size === OPTIONAL_COOKIE_TYPES.length) return CONSENT_ALL;
  if (chosen.size === 0) return CONSENT_DISABLED;
  return OPTIONAL_COOKIE_TYPES.filter((t) => chosen.has(t)).join(',');
}

export function consentAllows(consent: Consent | null, type: CookieType): boolean {
  if (type === 'necessary') return true;
  return consent?.has(type) ?? false;
}

/** A year, like the other preference cookies. */
export const CONSENT_COOKIE_MAX_AGE_S = 365 * 24 * 3600;

export const consentValueSchema = z
  .string()
  .max(60)
  .refine((v) => parseConsent(v) !== null, 'all, disabled or a comma list of functional, analytics, marketing');

/** Spec §7 cookie agreement: cookiesAgreeTime (ISO) for authenticated players. */
export const COOKIE_AGREEMENT_PATH = '/web-api/user/cookie-agreement';
export const cookieAgreementBodySchema = z.object({
  cookiesAgreeType: consentValueSchema,
  cookiesAgreeTime: z.iso.datetime(),
});
export const cookieAgreementAnswerSchema = z.object({
  cookiesAgreeType: z.string().nullable(),
  cookiesAgreeTime: z.string().nullable(),
});
export type CookieAgreement = z.infer<typeof cookieAgreementAnswerSchema>;
