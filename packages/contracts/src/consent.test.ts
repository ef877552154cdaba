import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { consentAllows, OPTIONAL_COOKIE_TYPES, parseConsent, serializeConsent } from './consent';

describe('spec §4 Cookie consent: all, disabled, or a chosen type (cookie cookies_agree_type)', () => {
  it('all allows every type; disabled only the necessary ones; one type only that one', () => {
    const all = parseConsent('all');
    const none = parseConsent('disabled');
    const functional = parseConsent('functional');
    for (const t of OPTIONAL_COOKIE_TYPES) {
      expect(consentAllows(all, t)).toBe(true);
      expect(consentAllows(none, t)).toBe(false);
      expect(consentAllows(functional, t)).toBe(t === 'functional');
    }
    expect(consentAllows(none, 'necessary')).toBe(true);
  });

  it('spec §5: nothing is allowed before the visitor chooses (no cookie, or a value it cannot read)', () => {
    for (const raw of [undefined, null, '', 'yes', 'all,marketing', 'functional,functional,x', 'marketing,']) {
      expect(parseConsent(raw)).toBeNull();
      expect(consentAllows(parseConsent(raw), 'marketing')).toBe(false);
    }
  });

  it('serialises every choice to all, disabled or the types in canonical order', () => {
    expect(serializeConsent(OPTIONAL_COOKIE_TYPES)).toBe('all');
    expect(serializeConsent([])).toBe('disabled');
    expect(serializeConsent(['marketing', 'functional'])).toBe('functional,marketing');
  });

  it('property: parse(serialize(choice)) is the same choice', () => {
    fc.assert(
      fc.property(fc.subarray([...OPTIONAL_COOKIE_TYPES]), (choice) => {
        const parsed = parseConsent(serializeConsent(choice));
        expect(parsed && [...parsed].sort()).toEqual([...choice].sort());
      }),
    );
  });
});
