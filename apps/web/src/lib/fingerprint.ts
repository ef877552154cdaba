import { fingerprintAnswerSchema } from '@sb/contracts';

/**
 * Spec §3 Fingerprint record (token, componentsData, expiresAt): the browser's traits, sent once
 * to get a signed token that login and registration carry; kept until it expires.
 */
const KEY = 'fingerprint';
/** Renew a little before expiry so a request in flight never carries an expired token. */
const RENEW_BEFORE_MS = 5 * 60_000;

interface Stored {
  token: string;
  expiresAt: number;
}

export function componentsData(): Record<string, string | number | boolean | null> {
  const nav = window.navigator;
  return {
    userAgent: nav.userAgent.slice(0, 300),
    languages: (nav.languages ?? []).join(',').slice(0, 200),
    platform: (nav as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform ?? null,
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone ?? null,
    screen: `${window.screen.width}x${window.screen.height}x${window.screen.colorDepth}`,
    pixelRatio: window.devicePixelRatio,
    hardwareConcurrency: nav.hardwareConcurrency ?? null,
    touch: nav.maxTouchPoints > 0,
    cookies: nav.cookieEnabled,
  };
}

function read(): Stored | null {
  try {
    const v = JSON.parse(window.localStorage.getItem(KEY) ?? 'null') as Partial<Stored> | null;
    return v && typeof v.token === 'string' && typeof v.expiresAt === 'number'
      ? { token: v.token, expiresAt: v.expiresAt }
      : null;
  } catch {
    return null;
  }
}

let inflight: Promise<string | null> | null = null;

export function fingerprintToken(refresh = false): Promise<string | null> {
  const stored = read();
  if (!refresh && stored && stored.expiresAt - RENEW_BEFORE_MS > Date.now()) return Promise.resolve(stored.token);
  inflight ??= (async () => {
    const res = await fetch('/web-api/fingerprint', {
      method: 'POST',
      headers: { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json', Accept: 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify({ componentsData: componentsData() }),
    });
    if (!res.ok) return null;
    const parsed = fingerprintAnswerSchema.safeParse(await res.json());
    if (!parsed.success) return null;
    const body = parsed.data;
    try {
      window.localStorage.setItem(KEY, JSON.stringify({ token: body.token, expiresAt: body.expiresAt }));
    } catch {
      // Storage full or disabled: the token still serves this page.
    }
    return body.token;
  })()
    .catch(() => null)
    .finally(() => {
      inflight = null;
    });
  return inflight;
}
