import { describe, expect, it } from 'vitest';
import { SHIPPED_LANGUAGES, directionOf } from './languages';
import { loadDictionary } from './load';
import en from './locales/en';

const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('every language ships complete (issue: at least 8 languages, one right-to-left)', () => {
  it('ships en, ru, de, es, pt, tr, uk, ar', () => {
    expect([...SHIPPED_LANGUAGES].sort()).toEqual(['ar', 'de', 'en', 'es', 'pt', 'ru', 'tr', 'uk']);
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
  });

  it.each(SHIPPED_LANGUAGES)('%s has every key, no empty text, and the same placeholders as English', async (lang) => {
    const dict = await loadDictionary(lang);
    expect(Object.keys(dict).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(dict)) {
      expect(text.trim(), `${lang}.${key}`).not.toBe('');
      expect(placeholders(text), `${lang}.${key}`).toEqual(placeholders(en[key as keyof typeof en]));
    }
  });

  it('translations are translations: most texts differ from English', async () => {
    for (const lang of SHIPPED_LANGUAGES.filter((l) => l !== 'en')) {
      const dict = await loadDictionary(lang);
      const same = Object.keys(en).filter((k) => dict[k as keyof typeof en] === en[k as keyof typeof en]);
      expect(same.length / Object.keys(en).length, lang).toBeLessThan(0.1);
    }
  });
});
