/**
 * Spec §4 Login or logout: go to the return address, else home. Return-url, redirect_url and
 * from_url values are kept for the after-registration redirect.
 */
export const RETURN_PARAMS = ['return_url', 'redirect_url', 'from_url'] as const;

const PROBE_ORIGIN = 'http://return-path.invalid';

/**
 * Only a path of this site in the page's language is followed: never another origin
 * (`//evil.example`, `https://…`, `/\evil`), so a crafted link cannot send a player elsewhere.
 */
export function safeReturnPath(raw: string | null | undefined, lng: string): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(raw, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN || !url.pathname.startsWith(`/${lng}/`)) return null;
  return url.pathname + url.search + url.hash;
}

/** The first safe return value among the spec's parameters, else the language home. */
export function returnTarget(search: URLSearchParams, lng: string): string {
  for (const name of RETURN_PARAMS) {
    const path = safeReturnPath(search.get(name), lng);
    if (path) return path;
  }
  return `/${lng}`;
}
