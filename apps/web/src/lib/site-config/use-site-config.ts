import { useQuery } from '@tanstack/react-query';
import type { SiteConfig } from '@sb/contracts';
import { useApp } from '../app-context';
import { fetchSiteConfig } from './fetch-site-config';

/** Config changes rarely; the server tells caches 600–900 s, the page re-reads after 10 min. */
const SITE_CONFIG_STALE_MS = 10 * 60_000;

export const siteConfigQuery = (lang: string) => ({
  queryKey: ['site-config', lang] as const,
  queryFn: () => fetchSiteConfig(lang),
  // fetchSiteConfig already makes the spec's 5 tries; the query must not multiply them.
  retry: false,
  staleTime: SITE_CONFIG_STALE_MS,
});

export function useSiteConfig(): { config: SiteConfig | null; failed: boolean } {
  const { initial } = useApp();
  const query = useQuery({
    ...siteConfigQuery(initial.lng),
    ...(initial.config ? { initialData: initial.config } : {}),
  });
  return { config: query.data ?? null, failed: query.isError };
}
