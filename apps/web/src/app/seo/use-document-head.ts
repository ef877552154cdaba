import { useEffect } from 'react';
import { useLocation, useMatches, useRouteError, isRouteErrorResponse } from 'react-router';
import { useApp } from '../../lib/app-context';
import type { RouteHandle } from '../layouts/shell';
import { useSiteConfig } from '../../lib/site-config/use-site-config';
import { computeHead, pageSeoOf, SEO_META_ATTR } from './head';
import { useTranslation, dynamicT } from '../../lib/i18n';

/**
 * The path of the document the server rendered while the browser still shows it. Its head is
 * already right (with the operator's overrides), so re-renders after hydration (a breakpoint
 * change, fresh config) must not rewrite it; the first client navigation clears it.
 */
let serverRenderedPath: string | null = typeof window === 'undefined' ? null : window.location.pathname;

/**
 * The server writes the head of the first page; after a client navigation this keeps the title,
 * description, robots and canonical true for the page now shown.
 */
export function useDocumentHead(status?: number): void {
  const matches = useMatches();
  const { pathname } = useLocation();
  const { t } = useTranslation();
  const { initial } = useApp();
  const { config } = useSiteConfig();
  useEffect(() => {
    if (serverRenderedPath !== null) {
      if (pathname === serverRenderedPath) return;
      serverRenderedPath = null;
    }
    let entry = null;
    for (const m of matches) {
      const h = m.handle as RouteHandle | undefined;
      if (h?.entry) entry = h.entry;
    }
    const head = computeHead({
      entry,
      status: status ?? 200,
      lng: initial.lng,
      languages: initial.languages,
      defaultLanguage: initial.defaultLanguage,
      restPath: pathname.replace(/^\/[a-z]{2}(?=\/|$)/, ''),
      origin: initial.origin,
      companyName: config?.companyName ?? '',
      translate: dynamicT(t),
      override: null,
      pageSeo: pageSeoOf(matches.map((m) => m.loaderData)),
    });
    // The operator's metas belong to the server-rendered page only: gone once the player leaves it.
    for (const meta of document.querySelectorAll(`meta[${SEO_META_ATTR}]`)) meta.remove();
    document.title = head.title;
    setMeta('description', head.description);
    setMeta('robots', head.robots);
    document.querySelector('link[rel="canonical"]')?.setAttribute('href', head.canonical);
    for (const a of head.alternates) {
      document.querySelector(`link[rel="alternate"][hreflang="${a.hreflang}"]`)?.setAttribute('href', a.href);
    }
  }, [pathname, matches, t, initial, config, status]);
}

function setMeta(name: string, content: string) {
  document.querySelector(`meta[name="${name}"]`)?.setAttribute('content', content);
}

export function useErrorStatus(): number {
  const error = useRouteError();
  return isRouteErrorResponse(error) ? error.status : 500;
}
