/*
 * Spec §3 User config fields identity answers from its own row besides the basic ones:
 * phone_code and user_country_id (the phone's country, from the §3 phone countries), and
 * changed_pass_day_count (whole days since the password was last set). Pure: the clock is passed.
 */
import { PHONE_COUNTRIES, splitPhone } from '@sb/contracts';

const DAY_MS = 86_400_000;

export interface UserConfigFacts {
  phone: string | null;
  countryCode: string;
  passwordChangedAt: Date | null;
  createdAt: Date;
}

export interface IdentityConfigFields {
  /** The phone's international dialling code (digits), null without a phone or a known country. */
  phone_code: string | null;
  /** The phone country's id (§3 phone countries), else the registration country's, else null. */
  user_country_id: number | null;
  /** Whole days since the password was set (at registration, or last changed); never negative. */
  changed_pass_day_count: number;
}

export function identityConfigFields(u: UserConfigFacts, now: number): IdentityConfigFields {
  const split = u.phone === null ? null : splitPhone(PHONE_COUNTRIES, u.phone, u.countryCode.toLowerCase());
  const byCountry = PHONE_COUNTRIES.find((c) => c.country_code === u.countryCode.toLowerCase());
  const since = (u.passwordChangedAt ?? u.createdAt).getTime();
  return {
    phone_code: split?.country.tel_code ?? null,
    user_country_id: split?.country.id ?? byCountry?.id ?? null,
    changed_pass_day_count: Math.max(0, Math.floor((now - since) / DAY_MS)),
  };
}
