import { data, type LoaderFunctionArgs } from 'react-router';
import {
  markupToText,
  type ContentDocument,
  type ContentListAnswer,
  type ContentListItem,
  type TermsItem,
} from '@sb/contracts';
import type { PageSeo } from '../../lib/page-seo';
import { fetchJsonOf, HttpStatusError } from '../../lib/request-services';
import { contentReader, type ContentReader } from './api';

/** What each content route's loader hands its page (server-rendered with it). */
export type ContentPageData =
  | { kind: 'index'; items: ContentListItem[]; seo: PageSeo | null }
  /** Client navigation to an information page: the page loads as a remote view (spec §1, §4). */
  | { kind: 'remote'; routeId: string; path: string; seo: null }
  | { kind: 'doc'; routeId: string; doc: ContentDocument; seo: PageSeo }
  | {
      kind: 'rules';
      /** Spec §3 terms items: one per rule group, its chapters as subRules. */
      terms: TermsItem[];
      group: string | null;
      doc: ContentDocument | null;
      seo: PageSeo | null;
    }
  | {
      kind: 'news';
      list: ContentListAnswer | null;
      tag: string | null;
      doc: ContentDocument | null;
      seo: PageSeo | null;
    }
  | {
      kind: 'glossary';
      list: ContentListAnswer;
      block: string | null;
      category: string | null;
      doc: ContentDocument | null;
      seo: PageSeo | null;
    };

/** News per page of the list. */
export const NEWS_PAGE_SIZE = 10;
/** Every list of a kind that is shown whole (rules, glossary, information) fits one page. */
const ALL = 100;
const DESCRIPTION_CHARS = 160;

const text = (t: string) => ({ key: 'content_seo_text', vars: { text: t } });
/** The page's head from the document: its title, and its summary (or the start of its text). */
export function seoOf(doc: ContentDocument): PageSeo {
  const description = doc.summary || markupToText(doc.body);
  return { title: text(doc.title), description: text(description.slice(0, DESCRIPTION_CHARS)) };
}

const notFound = () => data(null, { status: 404 });

/** A missing document is the page's 404; other failures are the error page's 500. */
async function orNotFound<T>(p: Promise<T>): Promise<T> {
  try {
    return await p;
  } catch (err) {
    if (err instanceof HttpStatusError && (err.status === 404 || err.status === 400)) throw notFound();
    throw err;
  }
}

function pageOf(url: URL): number {
  const n = Number(url.searchParams.get('page') ?? '1');
  return Number.isInteger(n) && n >= 1 && n <= 1000 ? n : 1;
}

const TAG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

async function loadRules(read: ContentReader, lng: string, group?: string, chapter?: string) {
  const terms = await read.terms(lng);
  if (group && !terms.some((i) => i.group === group)) throw notFound();
  if (!chapter) return { kind: 'rules' as const, terms, group: group ?? null, doc: null, seo: null };
  const doc = await orNotFound(read.document('rule', chapter, lng));
  // A chapter is addressed under its own group only: one URL per text.
  if (doc.meta.group !== group) throw notFound();
  return { kind: 'rules' as const, terms, group: group ?? null, doc, seo: seoOf(doc) };
}

async function loadNews(read: ContentReader, lng: string, url: URL, slug?: string) {
  if (slug) {
    const doc = await orNotFound(read.document('news', slug, lng));
    return { kind: 'news' as const, list: null, tag: null, doc, seo: seoOf(doc) };
  }
  const rawTag = url.searchParams.get('tag');
  const tag = rawTag && TAG.test(rawTag) ? rawTag : null;
  const list = await read.list('news', lng, { tag, page: pageOf(url), pageSize: NEWS_PAGE_SIZE });
  return { kind: 'news' as const, list, tag, doc: null, seo: null };
}

async function loadGlossary(read: ContentReader, lng: string, block?: string, category?: string, slug?: string) {
  const list = await read.list('glossary', lng, { pageSize: ALL });
  const inBlock = list.items.filter((i) => !block || i.meta.block === block);
  const inCategory = inBlock.filter((i) => !category || i.meta.category === category);
  if (inCategory.length === 0) throw notFound();
  const base = { kind: 'glossary' as const, list, block: block ?? null, category: category ?? null };
  if (!slug) return { ...base, doc: null, seo: null };
  if (!inCategory.some((i) => i.slug === slug)) throw notFound();
  const doc = await orNotFound(read.document('glossary', slug, lng));
  return { ...base, doc, seo: seoOf(doc) };
}

/** The data of one content route (issue 18). */
export async function loadContentPage(routeId: string, args: LoaderFunctionArgs): Promise<ContentPageData> {
  const { params } = args;
  const lng = params['lng'] ?? 'en';
  const url = new URL(args.request.url);
  const read = contentReader(fetchJsonOf(args.context));
  const doc = async (kind: 'info' | 'awards' | 'app' | 'partners', slug: string): Promise<ContentPageData> => {
    const d = await orNotFound(read.document(kind, slug, lng));
    return { kind: 'doc', routeId, doc: d, seo: seoOf(d) };
  };
  switch (routeId) {
    case 'information': {
      const { items } = await read.list('info', lng, { pageSize: ALL });
      return { kind: 'index', items, seo: null };
    }
    case 'info_rules':
      return loadRules(read, lng, params['ruleGroup'], params['chapter']);
    case 'news':
      return loadNews(read, lng, url, params['slug']);
    case 'betting_alphabet':
      return loadGlossary(read, lng, params['block'], params['category'], params['slug']);
    case 'betting_awards':
      return doc('awards', 'betting-awards');
    case 'mobile_app':
      return doc('app', 'mobile');
    case 'desktop_app':
      return doc('app', 'desktop');
    case 'ourpartners':
      // Spec §2 ourpartners/{section?}: the overview, or one section's page (404 for an unknown one).
      return doc('partners', params['section'] ?? 'overview');
    case 'partner':
      // Spec §2 partner pages: the partner programme (the office menu's "partner programme" link).
      return doc('partners', 'affiliates');
    default: {
      // information/{page}: the page's slug is the last segment of its path.
      const slug = url.pathname.split('/').filter(Boolean).pop() ?? '';
      return doc('info', slug);
    }
  }
}
