import {
  escapeHtml,
  markupToHtml,
  markupToText,
  type ContentDocument,
  type ContentKind,
  type RemoteViewAnswer,
} from '@sb/contracts';

/** The remote view of the content pages (spec §1 sub-applications, §7 remote view fetch). */
export const CONTENT_APP_NAME = 'content';

export interface ViewTarget {
  lng: string;
  kind: ContentKind;
  slug: string;
  /** Rule chapters and glossary entries answer only under their own group (one URL per text). */
  meta?: { group?: string; block?: string; category?: string };
}

const SEGMENT = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;

/**
 * The document a site path shows (`/en/information/about`, `/en/news/cash-out-explained`, …), or
 * null for a path that is not a content document. Lists (news, the alphabet's index) stay pages.
 */
/** The partner page without a section (spec §2 `ourpartners`). */
export const PARTNERS_OVERVIEW = 'overview';

export function viewTargetOf(path: string): ViewTarget | null {
  const parts = path.split('?')[0]?.split('/').filter(Boolean) ?? [];
  const [lng, first, ...rest] = parts;
  if (!lng || !/^[a-z]{2}$/.test(lng) || !first || !parts.every((p) => SEGMENT.test(p))) return null;
  const one = (kind: ContentKind, slug: string | undefined, extra = 0): ViewTarget | null =>
    slug && rest.length === extra + 1 ? { lng, kind, slug } : null;
  switch (first) {
    case 'information':
      if (rest[0] === 'rules') {
        const [, group, chapter] = rest;
        return group && chapter && rest.length === 3 ? { lng, kind: 'rule', slug: chapter, meta: { group } } : null;
      }
      return one('info', rest[0]);
    case 'news':
      return one('news', rest[0]);
    case 'betting-alphabet': {
      const [block, category, slug] = rest;
      return block && category && slug && rest.length === 3
        ? { lng, kind: 'glossary', slug, meta: { block, category } }
        : null;
    }
    case 'betting-awards':
      return rest.length === 0 ? { lng, kind: 'awards', slug: 'betting-awards' } : null;
    case 'mobile':
    case 'desktop':
      return rest.length === 0 ? { lng, kind: 'app', slug: first } : null;
    case 'ourpartners':
      return rest.length <= 1 ? { lng, kind: 'partners', slug: rest[0] ?? PARTNERS_OVERVIEW } : null;
    default:
      return null;
  }
}

/** Whether the document is the one the path names (its group, block and category included). */
export function matchesTarget(doc: ContentDocument, target: ViewTarget): boolean {
  const m = target.meta ?? {};
  return (
    (m.group === undefined || doc.meta.group === m.group) &&
    (m.block === undefined || doc.meta.block === m.block) &&
    (m.category === undefined || doc.meta.category === m.category)
  );
}

/**
 * The §7 answer. Server mode: the article as escaped HTML from the content markup (operators
 * cannot inject markup), its title and description. force-spa: no body, the shell renders itself.
 */
export function remoteViewOf(doc: ContentDocument, lng: string, forceSpa: boolean): RemoteViewAnswer {
  const description = (doc.summary || markupToText(doc.body)).slice(0, 160);
  const body = forceSpa
    ? ''
    : `<article class="content-article" lang="${escapeHtml(doc.lang)}"><h1>${escapeHtml(doc.title)}</h1>${markupToHtml(doc.body, `/${lng}`)}</article>`;
  return {
    appName: CONTENT_APP_NAME,
    title: doc.title,
    body,
    // The site's stylesheet already styles .content-article; the view brings no CSS or script of its own.
    style: '',
    cssToLoad: [],
    scriptsToLoad: [],
    codeToEval: '',
    head: `<meta name="description" content="${escapeHtml(description)}">`,
  };
}
