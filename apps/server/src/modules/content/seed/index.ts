import type { SeedDocument } from '../service';
import { infoEn } from './en/info';
import { moreEn } from './en/more';
import { rulesEn } from './en/rules';
import { glossaryEn } from './en/glossary';
import { PARTNER_TEXTS, partnersEn } from './partners';
import { GLOSSARY_PLACES, type GlossaryTexts } from './glossary-structure';
import { pagesAr } from './ar/pages';
import { glossaryAr } from './ar/glossary';
import { pagesRu } from './ru/pages';
import { glossaryRu } from './ru/glossary';
import { pagesUk } from './uk/pages';
import { glossaryUk } from './uk/glossary';
import { pagesDe } from './de/pages';
import { glossaryDe } from './de/glossary';
import { pagesEs } from './es/pages';
import { glossaryEs } from './es/glossary';
import { pagesPt } from './pt/pages';
import { glossaryPt } from './pt/glossary';
import { pagesTr } from './tr/pages';
import { glossaryTr } from './tr/glossary';

/**
 * The starting content of every site language. English documents carry the structure (kind,
 * slug, order, tags, meta); a translation gives title, summary and body of each English document
 * (`kind/slug`), and title and text of each glossary entry.
 */
export type DocTexts = readonly [title: string, summary: string, body: string];
export type PageTexts = Readonly<Record<string, DocTexts>>;

export const ENGLISH_DOCUMENTS: readonly SeedDocument[] = [...infoEn, ...rulesEn, ...moreEn, ...partnersEn];

export const docKeyOf = (d: Pick<SeedDocument, 'kind' | 'slug'>) => `${d.kind}/${d.slug}`;

export function glossaryDocuments(texts: GlossaryTexts): SeedDocument[] {
  return GLOSSARY_PLACES.map((p) => {
    const [title, body] = texts[p.slug];
    return {
      kind: 'glossary',
      slug: p.slug,
      title,
      summary: body,
      body,
      meta: { block: p.block, category: p.category },
      position: p.position,
      tags: [p.block, p.category],
    };
  });
}

/** A translation of the English documents; a key it lacks keeps the English text. */
export function translated(pages: PageTexts, glossary: GlossaryTexts): SeedDocument[] {
  return [
    ...ENGLISH_DOCUMENTS.map((d) => {
      const t = pages[docKeyOf(d)];
      return t ? { ...d, title: t[0], summary: t[1], body: t[2] } : d;
    }),
    ...glossaryDocuments(glossary),
  ];
}

const TRANSLATIONS: Readonly<Record<string, { pages: PageTexts; glossary: GlossaryTexts }>> = {
  ar: { pages: pagesAr, glossary: glossaryAr },
  ru: { pages: pagesRu, glossary: glossaryRu },
  uk: { pages: pagesUk, glossary: glossaryUk },
  de: { pages: pagesDe, glossary: glossaryDe },
  es: { pages: pagesEs, glossary: glossaryEs },
  pt: { pages: pagesPt, glossary: glossaryPt },
  tr: { pages: pagesTr, glossary: glossaryTr },
};

export const SEED_CONTENT: Readonly<Record<string, readonly SeedDocument[]>> = {
  en: [...ENGLISH_DOCUMENTS, ...glossaryDocuments(glossaryEn)],
  ...Object.fromEntries(
    Object.entries(TRANSLATIONS).map(([lng, t]) => [
      lng,
      translated({ ...t.pages, ...PARTNER_TEXTS[lng] }, t.glossary),
    ]),
  ),
};
