import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PHONE_COUNTRIES,
  PHONE_MASKS,
  displayPhone,
  formatPhone,
  formatPhoneNational,
  phoneDigits,
  phoneProblem,
  splitPhone,
} from './phone';

const data = { countries: [...PHONE_COUNTRIES], masks: [...PHONE_MASKS] };

describe('spec §3 phone country and mask', () => {
  it('every country has exactly one mask; each mask holds Max digits and Min ≤ Max', () => {
    for (const c of PHONE_COUNTRIES) {
      const masks = PHONE_MASKS.filter((m) => m.CountryId === c.id);
      expect(masks, c.name).toHaveLength(1);
      const m = masks[0];
      if (!m) continue;
      expect(m.Min).toBeLessThanOrEqual(m.Max);
      expect([...m.Mask].filter((ch) => ch === '#').length, c.name).toBeLessThanOrEqual(m.Max);
    }
    expect(new Set(PHONE_COUNTRIES.map((c) => c.id)).size).toBe(PHONE_COUNTRIES.length);
  });

  it('formats with the mask, by example', () => {
    expect(formatPhoneNational('(###) ###-##-##', '9161234567')).toBe('(916) 123-45-67');
    expect(formatPhoneNational('(###) ###-##-##', '916')).toBe('(916');
    expect(formatPhoneNational('(###) ###-##-##', '9161')).toBe('(916) 1');
    expect(formatPhone(data, 1, '916 123 45 67')).toBe('+7 (916) 123-45-67');
    expect(displayPhone(data, '380501234567')).toBe('+380 (50) 123-45-67');
    expect(displayPhone(data, '77011234567', 'kz')).toBe('+7 (701) 123-45-67');
    expect(splitPhone(PHONE_COUNTRIES, '77011234567', 'kz')?.country.country_code).toBe('kz');
    expect(splitPhone(PHONE_COUNTRIES, '77011234567')?.country.country_code).toBe('ru');
  });

  it('validates the digit count against Min and Max', () => {
    expect(phoneProblem(PHONE_MASKS, 1, '916 123-45-67')).toBeNull();
    expect(phoneProblem(PHONE_MASKS, 1, '916 123')).toBe('phone_too_short');
    expect(phoneProblem(PHONE_MASKS, 1, '916 123 45 67 8')).toBe('phone_too_long');
    expect(phoneProblem(PHONE_MASKS, 8, '3012345')).toBeNull();
    expect(phoneProblem(PHONE_MASKS, 999, '123')).toBe('phone_unknown_country');
  });

  it('property: formatting keeps every digit in order, and only adds mask characters', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PHONE_MASKS), fc.stringMatching(/^\d{0,14}$/), (m, digits) => {
        const shown = formatPhoneNational(m.Mask, digits);
        expect(phoneDigits(shown)).toBe(digits);
        // Idempotent: formatting what was shown gives the same text.
        expect(formatPhoneNational(m.Mask, shown)).toBe(shown);
      }),
    );
  });

  it('property: splitting a country code plus a national number gives them back', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PHONE_COUNTRIES), fc.stringMatching(/^[1-9]\d{6,10}$/), (c, national) => {
        const split = splitPhone(PHONE_COUNTRIES, `${c.tel_code}${national}`, c.country_code);
        expect(split?.country.tel_code.length).toBeGreaterThanOrEqual(c.tel_code.length);
        expect(`${split?.country.tel_code}${split?.national}`).toBe(`${c.tel_code}${national}`);
      }),
    );
  });
});
