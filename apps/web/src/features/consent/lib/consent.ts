import {
  CONSENT_COOKIE_MAX_AGE_S,
  consentAllows,
  parseConsent,
  serializeConsent,
  type Consent,
  type OptionalCookieType,
} from '@sb/contracts';
import { COOKIE } from '@sb/preferences';

/**
 * The visitor's cookie consent (spec §4: all, disabled or the chosen types), kept in the
 * cookies_agree_type cookie (spec §9) so the server sees it too (analytics is gated there as
 * well). `hasConsent` is the one question the rest of the site asks.
 */
const listeners = new Set<() => void>();
/** Spec §7: guests keep the time of their agreement locally (players on the server). */
export const CONSENT_TIME_KEY = 'cookies_agree_time';

function cookieOf(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** The raw cookie value: a stable snapshot for useSyncExternalStore. */
export function consentSnapshot(): string | undefined {
  return typeof document === 'undefined' ? undefined : cookieOf(document.cookie, COOKIE.cookiesAgreeType);
}

export function readConsent(): Consent | null {
  return parseConsent(consentSnapshot());
}

/** Spec §5: may this kind of cookie or tracking run? Necessary ones always; the rest only once agreed. */
export function hasConsent(type: OptionalCookieType): boolean {
  return consentAllows(readConsent(), type);
}

export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Saves a choice in the cookie (and its time locally); returns the cookie value. */
export function writeConsent(choice: Iterable<OptionalCookieType>, at: Date, secure: boolean): string {
  const value = serializeConsent(choice);
  document.cookie = `${COOKIE.cookiesAgreeType}=${value}; Path=/; Max-Age=${CONSENT_COOKIE_MAX_AGE_S}; SameSite=Lax${secure ? '; Secure' : ''}`;
  try {
    localStorage.setItem(CONSENT_TIME_KEY, at.toISOString());
  } catch {
    // Private mode without storage: the cookie alone still holds the choice.
  }
  for (const listener of listeners) listener();
  return value;
}

/** Asks the banner to open its settings (a link in the footer or the cookies page may call it). */
export const OPEN_CONSENT_SETTINGS = 'sb:consent-settings';
export function openConsentSettings(): void {
  window.dispatchEvent(new Event(OPEN_CONSENT_SETTINGS));
}
