/*
 * Spec §3 Phone country and Phone mask data and the pure helpers every phone field of the site
 * validates and formats with — no zod, so a phone field does not load the schemas (issue 13
 * first-load budget). A mask writes the national number: `#` is one digit, every other character
 * is printed as it is; Min and Max bound the national number's digit count.
 */
export interface PhoneCountry {
  id: number;
  name: string;
  country_code: string;
  tel_code: string;
}
export interface PhoneMask {
  CountryId: number;
  Mask: string;
  Max: number;
  Min: number;
}
export interface PhoneCountriesAnswer {
  countries: PhoneCountry[];
  masks: PhoneMask[];
}

const country = (id: number, name: string, code: string, tel: string): PhoneCountry => ({
  id,
  name,
  country_code: code,
  tel_code: tel,
});

/** The countries the site takes phone numbers from (names in English; pages translate by code). */
export const PHONE_COUNTRIES: readonly PhoneCountry[] = [
  country(1, 'Russia', 'ru', '7'),
  country(2, 'Ukraine', 'ua', '380'),
  country(3, 'Kazakhstan', 'kz', '7'),
  country(4, 'Belarus', 'by', '375'),
  country(5, 'Azerbaijan', 'az', '994'),
  country(6, 'Uzbekistan', 'uz', '998'),
  country(7, 'Turkey', 'tr', '90'),
  country(8, 'Germany', 'de', '49'),
  country(9, 'Spain', 'es', '34'),
  country(10, 'Portugal', 'pt', '351'),
  country(11, 'Brazil', 'br', '55'),
  country(12, 'United Kingdom', 'gb', '44'),
  country(13, 'United States', 'us', '1'),
  country(14, 'United Arab Emirates', 'ae', '971'),
  country(15, 'Egypt', 'eg', '20'),
  country(16, 'India', 'in', '91'),
];

const mask = (CountryId: number, Mask: string, Min: number, Max: number): PhoneMask => ({ CountryId, Mask, Min, Max });

export const PHONE_MASKS: readonly PhoneMask[] = [
  mask(1, '(###) ###-##-##', 10, 10),
  mask(2, '(##) ###-##-##', 9, 9),
  mask(3, '(###) ###-##-##', 10, 10),
  mask(4, '(##) ###-##-##', 9, 9),
  mask(5, '(##) ###-##-##', 9, 9),
  mask(6, '(##) ###-##-##', 9, 9),
  mask(7, '(###) ### ## ##', 10, 10),
  mask(8, '#### #######', 7, 11),
  mask(9, '### ### ###', 9, 9),
  mask(10, '### ### ###', 9, 9),
  mask(11, '(##) #####-####', 10, 11),
  mask(12, '#### ######', 10, 10),
  mask(13, '(###) ###-####', 10, 10),
  mask(14, '## ### ####', 9, 9),
  mask(15, '### ### ####', 10, 10),
  mask(16, '##### #####', 10, 10),
];

/** The digits of what a player typed (spaces, brackets, dashes and a leading + dropped). */
export function phoneDigits(raw: string): string {
  return raw.replace(/\D/g, '');
}

export type PhoneProblem = 'phone_unknown_country' | 'phone_too_short' | 'phone_too_long';

/** Why a national number does not fit its country's mask, or null when it does. */
export function phoneProblem(masks: readonly PhoneMask[], countryId: number, national: string): PhoneProblem | null {
  const m = masks.find((x) => x.CountryId === countryId);
  if (!m) return 'phone_unknown_country';
  const n = phoneDigits(national).length;
  if (n < m.Min) return 'phone_too_short';
  if (n > m.Max) return 'phone_too_long';
  return null;
}

/**
 * The national number written with the mask: digits fill the `#`s in order; literal characters
 * are printed only up to the last digit, and digits past the mask's `#`s are appended.
 */
export function formatPhoneNational(maskText: string, national: string): string {
  const digits = phoneDigits(national);
  let out = '';
  let i = 0;
  let pending = '';
  for (const ch of maskText) {
    if (i >= digits.length) break;
    if (ch === '#') {
      out += pending + digits.charAt(i);
      pending = '';
      i += 1;
    } else pending += ch;
  }
  return out + digits.slice(i);
}

/** A country's number as it is shown: `+<tel_code> <masked national number>`. */
export function formatPhone(
  data: Pick<PhoneCountriesAnswer, 'countries' | 'masks'>,
  countryId: number,
  national: string,
): string {
  const c = data.countries.find((x) => x.id === countryId);
  const m = data.masks.find((x) => x.CountryId === countryId);
  const digits = phoneDigits(national);
  if (!c) return digits;
  return `+${c.tel_code} ${m ? formatPhoneNational(m.Mask, digits) : digits}`;
}

/**
 * Splits a full international number (digits, as identity stores it) into country and national
 * number: the longest matching tel code wins; among countries sharing it (+7: Russia and
 * Kazakhstan) the preferred country code, else the first listed. Null when no code matches.
 */
export function splitPhone(
  countries: readonly PhoneCountry[],
  full: string,
  preferredCountryCode?: string,
): { country: PhoneCountry; national: string } | null {
  const digits = phoneDigits(full);
  const matching = countries.filter((c) => digits.startsWith(c.tel_code));
  if (matching.length === 0) return null;
  const longest = Math.max(...matching.map((c) => c.tel_code.length));
  const best = matching.filter((c) => c.tel_code.length === longest);
  const country = best.find((c) => c.country_code === preferredCountryCode) ?? best[0];
  if (!country) return null;
  return { country, national: digits.slice(country.tel_code.length) };
}

/** A full number formatted for display (tel code and mask), or its digits when no country matches. */
export function displayPhone(
  data: Pick<PhoneCountriesAnswer, 'countries' | 'masks'>,
  full: string,
  preferredCountryCode?: string,
): string {
  const split = splitPhone(data.countries, full, preferredCountryCode);
  if (!split) return `+${phoneDigits(full)}`;
  return formatPhone(data, split.country.id, split.national);
}
