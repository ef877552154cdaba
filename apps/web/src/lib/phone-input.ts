import {
  PHONE_COUNTRIES,
  PHONE_MASKS,
  formatPhoneNational,
  phoneDigits,
  phoneProblem,
  splitPhone,
  type PhoneCountry,
  type PhoneMask,
  type PhoneProblem,
} from '@sb/contracts/phone-masks';

/*
 * Spec §3 phone countries and masks for every phone field of the site (login by phone, SMS login,
 * registration, the security page's phone binding, personal data): what the player types is
 * written with the mask of the country its code names, and checked against the mask's Min/Max
 * before it is sent. Zod-free (the login dialog is on every page). A code the site does not list
 * is left as typed: the server decides.
 */

/** The country a typed country code ("+7", "351") names; among countries sharing it the preferred one. */
export function countryOfCode(code: string, preferredCountryCode?: string): PhoneCountry | undefined {
  const digits = phoneDigits(code);
  if (digits === '') return undefined;
  const matching = PHONE_COUNTRIES.filter((c) => c.tel_code === digits);
  return matching.find((c) => c.country_code === preferredCountryCode) ?? matching[0];
}

const maskOf = (country: PhoneCountry | undefined): PhoneMask | undefined =>
  country ? PHONE_MASKS.find((m) => m.CountryId === country.id) : undefined;

/** The mask's pattern as a placeholder ("(###) ###-##-##" → "(000) 000-00-00"), or undefined. */
export function maskPlaceholder(code: string): string | undefined {
  return maskOf(countryOfCode(code))?.Mask.replace(/#/g, '0');
}

/** The national number as the field shows it: written with the country's mask, else as typed. */
export function maskedNational(code: string, raw: string): string {
  const mask = maskOf(countryOfCode(code));
  return mask ? formatPhoneNational(mask.Mask, raw) : raw;
}

/** Spec §3: why a national number does not fit the mask of the code's country; null when it does or the code is unknown. */
export function nationalProblem(code: string, national: string): PhoneProblem | null {
  const country = countryOfCode(code);
  if (!country) return null;
  const problem = phoneProblem(PHONE_MASKS, country.id, national);
  return problem === 'phone_unknown_country' ? null : problem;
}

/** A full international number as the field shows it: `+<code> <masked national>`, else the digits. */
export function maskedFull(raw: string): string {
  const digits = phoneDigits(raw);
  if (digits === '') return raw.trim().startsWith('+') ? '+' : '';
  const split = splitPhone(PHONE_COUNTRIES, digits);
  const mask = maskOf(split?.country);
  if (!split || !mask || split.national === '') return `+${digits}`;
  return `+${split.country.tel_code} ${formatPhoneNational(mask.Mask, split.national)}`;
}

/** Spec §3: why a full international number does not fit its country's mask (null when unknown or fine). */
export function fullProblem(raw: string): PhoneProblem | null {
  const split = splitPhone(PHONE_COUNTRIES, phoneDigits(raw));
  if (!split) return null;
  const problem = phoneProblem(PHONE_MASKS, split.country.id, split.national);
  return problem === 'phone_unknown_country' ? null : problem;
}

/** The key of a phone problem's message (office-data namespace: office_phone_too_short, …). */
export const phoneProblemKey = (p: PhoneProblem) => `office_${p}` as const;

export { phoneDigits };
