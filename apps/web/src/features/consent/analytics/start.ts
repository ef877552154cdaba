import { ANALYTICS_START_DELAY_MS } from '@sb/contracts';

/** Spec §9: analytics starts after 10000 ms, immediately on registration pages. */
const REGISTRATION_ROUTES = new Set(['registration', 'registration_social']);

export function analyticsStartDelay(routeId: string | undefined): number {
  return routeId && REGISTRATION_ROUTES.has(routeId) ? 0 : ANALYTICS_START_DELAY_MS;
}

/** Campaign parameters a marketing event carries (only with marketing consent, spec §5). */
const CAMPAIGN_PARAMS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'] as const;
export function campaignOf(search: string): Record<string, string> | null {
  const params = new URLSearchParams(search);
  const found: Record<string, string> = {};
  for (const name of CAMPAIGN_PARAMS) {
    const value = params.get(name);
    if (value) found[name] = value.slice(0, 200);
  }
  return Object.keys(found).length > 0 ? found : null;
}
