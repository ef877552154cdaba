import { describe, expect, it } from 'vitest';
import { contentMetaSchema, contentSlugSchema, parseMarkup } from '@sb/contracts';
import { SHIPPED_LANGUAGES } from '@sb/i18n';
import { docKeyOf, ENGLISH_DOCUMENTS, SEED_CONTENT } from './index';

const linksOf = (body: string) =>
  parseMarkup(body)
    .flatMap((b) => (b.type === 'paragraph' ? [b.inlines] : b.type === 'list' ? b.items : []))
    .flat()
    .flatMap((i) => (i.type === 'link' ? [i.href] : []))
    .sort();

describe('issue 18 starting content', () => {
  it('ships every site language with every English document and glossary entry (at least 30 terms)', () => {
    const english = SEED_CONTENT['en'] ?? [];
    expect(english.filter((d) => d.kind === 'glossary').length).toBeGreaterThanOrEqual(30);
    for (const lng of SHIPPED_LANGUAGES) {
      const docs = SEED_CONTENT[lng] ?? [];
      expect(docs.map(docKeyOf).sort(), lng).toEqual(english.map(docKeyOf).sort());
    }
  });

  it('each translation is a translation: own text, same links and the same headings count as English', () => {
    for (const lng of SHIPPED_LANGUAGES.filter((l) => l !== 'en')) {
      const byKey = new Map((SEED_CONTENT[lng] ?? []).map((d) => [docKeyOf(d), d]));
      for (const en of ENGLISH_DOCUMENTS) {
        const doc = byKey.get(docKeyOf(en));
        expect(doc?.body, `${lng} ${docKeyOf(en)} is translated`).not.toBe(en.body);
        expect(linksOf(doc?.body ?? ''), `${lng} ${docKeyOf(en)} links`).toEqual(linksOf(en.body));
        const headings = (body: string) => parseMarkup(body).filter((b) => b.type === 'heading').length;
        expect(headings(doc?.body ?? ''), `${lng} ${docKeyOf(en)} headings`).toBe(headings(en.body));
      }
    }
  });

  it('slugs, meta and internal links are valid', () => {
    const paths = new Set([
      '/information/rules',
      ...ENGLISH_DOCUMENTS.filter((d) => d.kind === 'info').map((d) => `/information/${d.slug}`),
      ...ENGLISH_DOCUMENTS.filter((d) => d.kind === 'partners').map((d) => `/ourpartners/${d.slug}`),
    ]);
    for (const d of SEED_CONTENT['en'] ?? []) {
      expect(contentSlugSchema.safeParse(d.slug).success, d.slug).toBe(true);
      expect(contentMetaSchema.safeParse(d.meta ?? {}).success, d.slug).toBe(true);
      const checked = (h: string) =>
        (h.startsWith('/information/') || h.startsWith('/ourpartners/')) && h.split('/').length === 3;
      for (const href of linksOf(d.body).filter(checked)) {
        expect(paths.has(href), `${d.slug} → ${href}`).toBe(true);
      }
    }
  });
});
