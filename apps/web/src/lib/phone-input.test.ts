import { describe, expect, it } from 'vitest';
import {
  countryOfCode,
  fullProblem,
  maskPlaceholder,
  maskedFull,
  maskedNational,
  nationalProblem,
  phoneProblemKey,
} from './phone-input';

describe('spec §3 phone countries and masks in every phone field', () => {
  it('§3 a typed country code names its country (+7: Russia unless Kazakhstan is preferred)', () => {
    expect(countryOfCode('+351')?.country_code).toBe('pt');
    expect(countryOfCode('7')?.country_code).toBe('ru');
    expect(countryOfCode('+7', 'kz')?.country_code).toBe('kz');
    expect(countryOfCode('+999')).toBeUndefined();
    expect(countryOfCode('')).toBeUndefined();
  });

  it('§3 the national number is written with the mask as the player types; unknown codes stay as typed', () => {
    expect(maskedNational('+7', '9123456789')).toBe('(912) 345-67-89');
    expect(maskedNational('+7', '912')).toBe('(912');
    expect(maskedNational('+7', '(912) 34')).toBe('(912) 34');
    expect(maskedNational('+999', '12 34')).toBe('12 34');
    expect(maskPlaceholder('+7')).toBe('(000) 000-00-00');
    expect(maskPlaceholder('+999')).toBeUndefined();
  });

  it('§3 Min and Max of the mask: too short or too long is refused before sending', () => {
    expect(nationalProblem('+7', '912345678')).toBe('phone_too_short');
    expect(nationalProblem('+7', '91234567890')).toBe('phone_too_long');
    expect(nationalProblem('+7', '(912) 345-67-89')).toBeNull();
    expect(nationalProblem('+999', '1')).toBeNull();
    expect(phoneProblemKey('phone_too_short')).toBe('office_phone_too_short');
  });

  it('§3 a full international number (registration, phone binding) is written with its country’s mask', () => {
    expect(maskedFull('79123456789')).toBe('+7 (912) 345-67-89');
    expect(maskedFull('+351 912345678')).toBe('+351 912 345 678');
    expect(maskedFull('+')).toBe('+');
    expect(maskedFull('')).toBe('');
    expect(maskedFull('+9991234')).toBe('+9991234');
    expect(fullProblem('+7 912 345')).toBe('phone_too_short');
    expect(fullProblem('+7 (912) 345-67-89')).toBeNull();
    expect(fullProblem('+9991234')).toBeNull();
  });
});
