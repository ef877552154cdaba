import { z } from 'zod';
import type { PhoneCountriesAnswer, PhoneCountry, PhoneMask } from './phone-masks';

export * from './phone-masks';

/**
 * Spec §3 Phone country (id, name, country_code, tel_code) and Phone mask (CountryId, Mask, Max,
 * Min), served by the §7 office call "phone countries and masks" (GET PHONE_COUNTRIES_PATH), and
 * the pure helpers every phone field of the site validates and formats with. A mask writes the
 * national number: `#` is one digit, every other character is printed as it is; Min and Max bound
 * the national number's digit count.
 */
export const PHONE_COUNTRIES_PATH = '/web-api/office/phone-countries';

export const phoneCountrySchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  country_code: z.string().regex(/^[a-z]{2}$/),
  tel_code: z.string().regex(/^\d{1,4}$/),
});

export const phoneMaskSchema = z.object({
  CountryId: z.number().int().positive(),
  Mask: z.string(),
  Max: z.number().int().positive(),
  Min: z.number().int().positive(),
});

export const phoneCountriesAnswerSchema = z.object({
  countries: z.array(phoneCountrySchema),
  masks: z.array(phoneMaskSchema),
});

// The schemas answer exactly the zod-free types (phone-masks.ts), which the web's phone fields use
// without loading zod.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
export const phoneTypesMatch: [
  Same<z.infer<typeof phoneCountrySchema>, PhoneCountry>,
  Same<z.infer<typeof phoneMaskSchema>, PhoneMask>,
  Same<z.infer<typeof phoneCountriesAnswerSchema>, PhoneCountriesAnswer>,
] = [true, true, true];
