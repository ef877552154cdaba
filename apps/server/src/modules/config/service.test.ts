import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { configCacheSeconds, effectiveDefaultLanguage, visibleLanguages } from './service';

describe('spec §9 config cache time random between 600 and 900 s', () => {
  it('property: always an integer in [600, 900]', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (r) => {
        const s = configCacheSeconds(() => r);
        expect(Number.isInteger(s)).toBe(true);
        expect(s).toBeGreaterThanOrEqual(600);
        expect(s).toBeLessThanOrEqual(900);
      }),
    );
  });
  it('reaches both ends', () => {
    expect(configCacheSeconds(() => 0)).toBe(600);
    expect(configCacheSeconds(() => 0.999_999)).toBe(900);
  });
});

describe('spec §8 languages', () => {
  it('a default language that is not allowed falls back to English', () => {
    expect(effectiveDefaultLanguage({ allowed: ['en', 'de'], default: 'ru', hiddenForUnauthorized: [] })).toBe('en');
    expect(effectiveDefaultLanguage({ allowed: ['en', 'ru'], default: 'ru', hiddenForUnauthorized: [] })).toBe('ru');
  });
  it('spec §6 hidden languages apply to unauthorized users only', () => {
    const l = { allowed: ['ru', 'en', 'tr'], default: 'ru', hiddenForUnauthorized: ['tr'] };
    expect(visibleLanguages(l, false)).toEqual(['ru', 'en']);
    expect(visibleLanguages(l, true)).toEqual(['ru', 'en', 'tr']);
  });
});
