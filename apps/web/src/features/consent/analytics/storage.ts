import { ANALYTICS_STORAGE_LIFETIME_MS, analyticsStorageSchema, type AnalyticsStorage } from '@sb/contracts';

/** Spec §3 Analytics storage, kept in localStorage under this key for 24 h (spec §9). */
export const ANALYTICS_STORAGE_KEY = 'analytics_storage';

export function freshStorage(now: number): AnalyticsStorage {
  return {
    authTryCounter: 0,
    regTryCounter: 0,
    lastRegCallTime: null,
    hasDone: false,
    socialData: null,
    expiresAt: now + ANALYTICS_STORAGE_LIFETIME_MS,
  };
}

/** A stored value that is unreadable or past its 24 h starts over (a bad value never crashes). */
export function loadStorage(raw: string | null, now: number): AnalyticsStorage {
  if (!raw) return freshStorage(now);
  try {
    const parsed = analyticsStorageSchema.safeParse(JSON.parse(raw));
    return parsed.success && parsed.data.expiresAt > now ? parsed.data : freshStorage(now);
  } catch {
    return freshStorage(now);
  }
}

export type FunnelSignal = 'auth_try' | 'registration_try' | 'registration_done' | 'social_start';

/**
 * What an API call the page made means for the analytics storage: auth and registration tries,
 * the last registration call, whether registration succeeded (hasDone) and the social provider.
 */
export function recordCall(
  storage: AnalyticsStorage,
  url: string,
  status: number | undefined,
  now: number,
): { storage: AnalyticsStorage; signal: FunnelSignal | null } {
  let path: string;
  try {
    path = new URL(url, 'http://internal').pathname;
  } catch {
    return { storage, signal: null };
  }
  if (path === '/web-api/user/auth' || path.startsWith('/web-api/user/auth/')) {
    return { storage: { ...storage, authTryCounter: storage.authTryCounter + 1 }, signal: 'auth_try' };
  }
  if (path === '/web-api/user/registration') {
    const ok = status !== undefined && status >= 200 && status < 300;
    return {
      storage: {
        ...storage,
        regTryCounter: storage.regTryCounter + 1,
        lastRegCallTime: now,
        hasDone: storage.hasDone || ok,
      },
      signal: ok ? 'registration_done' : 'registration_try',
    };
  }
  const social = /^\/social-api\/oauth\/([a-z0-9_-]{1,40})\/start$/.exec(path);
  if (social?.[1]) return { storage: { ...storage, socialData: social[1] }, signal: 'social_start' };
  return { storage, signal: null };
}
