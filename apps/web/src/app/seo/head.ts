import type { RouteEntry } from '../route-table';
import type { SeoOverride } from '../../lib/initial-state';
import type { PageSeo, SeoText } from '../../lib/page-seo';

export type { PageSeo, SeoText };

export interface HeadData {
  title: string;
  description: string;
  robots: string;
  canonical: string;
  alternates: { hreflang: string; href: string }[];
  /** Spec §3 SEO page data metas: the operator's extra metas (Open Graph and the like). */
  metas: { name?: string; property?: string; content: string }[];
}

/** Marks the operator's metas, so a client navigation removes those of the page left. */
export const SEO_META_ATTR = 'data-seo-meta';

const isSeoText = (v: unknown): v is SeoText =>
  typeof v === 'object' && v !== null && typeof (v as { key?: unknown }).key === 'string';

/** The `seo` of the deepest route whose loader data has one. */
export function pageSeoOf(loaderData: readonly unknown[]): PageSeo | null {
  for (let i = loaderData.length - 1; i >= 0; i--) {
    const seo = (loaderData[i] as { seo?: Partial<PageSeo> } | null | undefined)?.seo;
    if (seo && isSeoText(seo.title) && isSeoText(seo.description))
      return { title: seo.title, description: seo.description };
  }
  return null;
}

export function translateSeoText(text: SeoText, t: HeadInput['translate']): string {
  const vars: Record<string, string> = { ...text.vars };
  for (const [name, key] of Object.entries(text.varKeys ?? {})) vars[name] = t(key);
  return t(text.key, vars);
}

export interface HeadInput {
  entry: RouteEntry | null;
  status: number;
  lng: string;
  languages: readonly string[];
  defaultLanguage: string;
  /** The path after the language segment, starting with '/' or empty. */
  restPath: string;
  origin: string;
  companyName: string;
  translate: (key: string, vars?: Record<string, string>) => string;
  override: SeoOverride | null;
  /** Title and description from the page's data (champ name, teams…), under the operator's override. */
  pageSeo?: PageSeo | null;
}

/**
 * Spec §3 SEO page data: title, description, metaRobots (else hierarchyMetaRobots; the server
 * resolves inherited ones), metas, canonical (modes url and mirror).
 */
export function computeHead(input: HeadInput): HeadData {
  const { entry, override, translate: t } = input;
  const pageTitle =
    input.status === 404
      ? t('error_404_title')
      : input.status >= 500
        ? t('error_500_title')
        : t(entry ? `page_${entry.id}` : 'page_home');
  const page = input.status === 200 ? (input.pageSeo ?? null) : null;
  const title = override?.title ?? `${page ? translateSeoText(page.title, t) : pageTitle} | ${input.companyName}`;
  const description =
    override?.description ??
    (page ? translateSeoText(page.description, t) : t('seo_default_description', { companyName: input.companyName }));
  const robots =
    override?.metaRobots ??
    override?.hierarchyMetaRobots ??
    (input.status !== 200 || entry?.noindex ? 'noindex, nofollow' : 'index, follow');
  const selfUrl = `${input.origin}/${input.lng}${input.restPath}`;
  let canonical = selfUrl;
  const cc = override?.customCanonical;
  if (cc?.mode === 'url' && cc.targetUrl) canonical = cc.targetUrl;
  if (cc?.mode === 'mirror' && cc.domain?.host) canonical = `https://${cc.domain.host}/${input.lng}${input.restPath}`;
  const alternates = input.languages.map((l) => ({ hreflang: l, href: `${input.origin}/${l}${input.restPath}` }));
  alternates.push({ hreflang: 'x-default', href: `${input.origin}/${input.defaultLanguage}${input.restPath}` });
  // The page's own robots and description come from their fields above, never from metas.
  const metas = (override?.metas ?? []).filter((m) => m.name !== 'robots' && m.name !== 'description');
  return { title, description, robots, canonical, alternates, metas };
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function headToHtml(h: HeadData): string {
  return [
    `<title>${escapeHtml(h.title)}</title>`,
    `<meta name="description" content="${escapeHtml(h.description)}">`,
    `<meta name="robots" content="${escapeHtml(h.robots)}">`,
    `<link rel="canonical" href="${escapeHtml(h.canonical)}">`,
    ...h.alternates.map((a) => `<link rel="alternate" hreflang="${a.hreflang}" href="${escapeHtml(a.href)}">`),
    ...h.metas.map((m) => {
      const key =
        m.property !== undefined ? `property="${escapeHtml(m.property)}"` : `name="${escapeHtml(m.name ?? '')}"`;
      return `<meta ${key} content="${escapeHtml(m.content)}" ${SEO_META_ATTR}>`;
    }),
  ].join('\n');
}
