import type { RouteEntry } from '../route-table';
import type { SeoOverride } from '../initial-state';

export interface HeadData {
  title: string;
  description: string;
  robots: string;
  canonical: string;
  alternates: { hreflang: string; href: string }[];
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
}

/** Spec §3 SEO page data: title, description, metaRobots, canonical (modes url and mirror). */
export function computeHead(input: HeadInput): HeadData {
  const { entry, override, translate: t } = input;
  const pageTitle =
    input.status === 404
      ? t('error_404_title')
      : input.status >= 500
        ? t('error_500_title')
        : t(entry ? `page_${entry.id}` : 'page_home');
  const title = override?.title ?? `${pageTitle} | ${input.companyName}`;
  const description = override?.description ?? t('seo_default_description', { companyName: input.companyName });
  const robots =
    override?.metaRobots ?? (input.status !== 200 || entry?.noindex ? 'noindex, nofollow' : 'index, follow');
  const selfUrl = `${input.origin}/${input.lng}${input.restPath}`;
  let canonical = selfUrl;
  const cc = override?.customCanonical;
  if (cc?.mode === 'url' && cc.targetUrl) canonical = cc.targetUrl;
  if (cc?.mode === 'mirror' && cc.domain?.host) canonical = `https://${cc.domain.host}/${input.lng}${input.restPath}`;
  const alternates = input.languages.map((l) => ({ hreflang: l, href: `${input.origin}/${l}${input.restPath}` }));
  alternates.push({ hreflang: 'x-default', href: `${input.origin}/${input.defaultLanguage}${input.restPath}` });
  return { title, description, robots, canonical, alternates };
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
  ].join('\n');
}
