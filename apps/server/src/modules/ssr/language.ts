/**
 * Spec §2: every URL starts with a two-letter language. Without one the visitor goes to the
 * stored language (`lng` cookie), else the configured default. A language segment that is not
 * allowed (or hidden for this visitor) redirects to the same path in the default language.
 * Returns the location to redirect to, or null when the URL is fine.
 */
export function languageRedirect(input: {
  pathname: string;
  search: string;
  lngCookie: string | undefined;
  visible: readonly string[];
  defaultLanguage: string;
}): string | null {
  const { pathname, search, visible } = input;
  const match = /^\/([A-Za-z]{2})(?=\/|$)(.*)$/.exec(pathname);
  if (match) {
    const seg = match[1] ?? '';
    const rest = match[2] ?? '';
    if (visible.includes(seg)) return null;
    // "EN" or "De": same language in canonical lower case; otherwise the default language.
    const lower = seg.toLowerCase();
    const target = visible.includes(lower) ? lower : input.defaultLanguage;
    return `/${target}${rest}${search}`;
  }
  const stored = input.lngCookie && visible.includes(input.lngCookie) ? input.lngCookie : input.defaultLanguage;
  const rest = pathname === '/' ? '' : pathname;
  return `/${stored}${rest}${search}`;
}
