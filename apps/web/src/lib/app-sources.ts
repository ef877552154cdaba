/** Spec §9 Telegram web-app source id: a session opened inside Telegram's web-app view. */
export const TELEGRAM_WEB_APP_SOURCE_ID = 119;
/** Spec §9 Android A/B test ids: the two arms Android visitors are split into. */
export const ANDROID_AB_TEST_IDS = [56, 57] as const;
export type AndroidAbTestId = (typeof ANDROID_AB_TEST_IDS)[number];

/** sessionStorage key: Telegram passes its launch data in the first URL only. */
export const SESSION_SOURCE_KEY = 'session_source_id';

export interface LaunchFacts {
  userAgent: string;
  /** location.hash of the first load. */
  hash: string;
}

/**
 * Telegram opens a web app with `#tgWebAppData=…` (plus tgWebAppVersion/Platform) in the URL;
 * its in-app browser also names itself "Telegram" in the user agent on some platforms.
 */
export function isTelegramWebApp({ userAgent, hash }: LaunchFacts): boolean {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  return (
    params.has('tgWebAppData') ||
    params.has('tgWebAppPlatform') ||
    /\bTelegram(Bot|-Android|WebApp)?\b/i.test(userAgent)
  );
}

/**
 * The session's source id: 119 when launched from Telegram (remembered for the session, since
 * later navigations lose the launch hash), else null.
 */
export function sessionSourceId(
  facts: LaunchFacts,
  storage: Pick<Storage, 'getItem' | 'setItem'> | null,
): number | null {
  if (isTelegramWebApp(facts)) {
    storage?.setItem(SESSION_SOURCE_KEY, String(TELEGRAM_WEB_APP_SOURCE_ID));
    return TELEGRAM_WEB_APP_SOURCE_ID;
  }
  return storage?.getItem(SESSION_SOURCE_KEY) === String(TELEGRAM_WEB_APP_SOURCE_ID)
    ? TELEGRAM_WEB_APP_SOURCE_ID
    : null;
}

/** FNV-1a: a stable, even split of visitor ids (not security). */
function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** The Android A/B arm of a visitor: the same visitor always gets the same arm; non-Android visitors none. */
export function androidAbTestId(userAgent: string, visitorId: string): AndroidAbTestId | null {
  if (!/\bAndroid\b/i.test(userAgent)) return null;
  return ANDROID_AB_TEST_IDS[hash32(visitorId) % ANDROID_AB_TEST_IDS.length] ?? null;
}

/**
 * What a page view carries about how the site was opened (spec §9): `source` 119 inside
 * Telegram's web app, `abTest` 56 or 57 for Android visitors (the arm is stable per visitor id,
 * so the two arms' funnels can be compared in the analytics report).
 */
export function visitDimensions(
  facts: LaunchFacts,
  storage: Pick<Storage, 'getItem' | 'setItem'> | null,
  visitorId: string,
): { source?: number; abTest?: number } {
  const source = sessionSourceId(facts, storage);
  const abTest = androidAbTestId(facts.userAgent, visitorId);
  return { ...(source !== null ? { source } : {}), ...(abTest !== null ? { abTest } : {}) };
}
