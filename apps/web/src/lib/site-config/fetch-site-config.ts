import type { SiteConfig } from '@sb/contracts';
import { retry } from '../retry';

/** Spec §9 Retries: config fetch 5 times, 1000 ms apart. */
export const CONFIG_FETCH_TRIES = 5;
export const CONFIG_FETCH_DELAY_MS = 1000;
/** Spec §8: config load failure shows 'no site config'. */
export const NO_SITE_CONFIG = 'no site config';

/**
 * The server validates config against its zod schema before answering; the browser checks the
 * shape it depends on instead of shipping zod (tens of KB) to every phone.
 */
function looksLikeSiteConfig(v: unknown): v is SiteConfig {
  if (typeof v !== 'object' || v === null) return false;
  const c = v as Partial<Record<keyof SiteConfig, unknown>>;
  return (
    typeof c.companyName === 'string' &&
    typeof c.isRegistrationAllowed === 'boolean' &&
    Array.isArray(c.availableRoutes) &&
    typeof c.languages === 'object' &&
    typeof c.coefFormats === 'object'
  );
}

export async function fetchSiteConfigOnce(lang: string, fetchImpl: typeof fetch = fetch): Promise<SiteConfig> {
  const res = await fetchImpl(`/bff-api/config/all.json?lang=${encodeURIComponent(lang)}`, {
    headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' },
    credentials: 'same-origin',
  });
  if (!res.ok) throw new Error(`${NO_SITE_CONFIG}: HTTP ${res.status}`);
  const body: unknown = await res.json();
  if (!looksLikeSiteConfig(body)) throw new Error(`${NO_SITE_CONFIG}: malformed answer`);
  return body;
}

export function fetchSiteConfig(
  lang: string,
  deps: { fetchImpl?: typeof fetch; sleep?: (ms: number) => Promise<void> } = {},
): Promise<SiteConfig> {
  return retry(() => fetchSiteConfigOnce(lang, deps.fetchImpl), {
    tries: CONFIG_FETCH_TRIES,
    delayMs: CONFIG_FETCH_DELAY_MS,
    ...(deps.sleep ? { sleep: deps.sleep } : {}),
  }).catch((err: unknown) => {
    throw new Error(NO_SITE_CONFIG, { cause: err });
  });
}
