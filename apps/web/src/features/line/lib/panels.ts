import type { Preferences } from '@sb/preferences';

/**
 * Spec §5: "Saving the left/right panel hiding also depends on cookie consent" — hiding a panel
 * is a functional cookie, so it takes effect only while functional cookies are allowed. Spec §4
 * cookie consent is "all, disabled, or one chosen type": the cookies_agree_type value is `all`,
 * `disabled` or the chosen type(s) (`functional`, comma-separated when several), the format of
 * packages/contracts consent.ts, read here without its zod so the line pages' bundle stays small.
 *
 * The consent banner (features/consent) asks every new visitor, so "no choice yet" (no cookie)
 * allows nothing: a panel stays visible until functional cookies are accepted.
 */
export function functionalCookiesAllowed(agreeType: string | undefined): boolean {
  const value = agreeType?.trim().toLowerCase() ?? '';
  if (value === '') return false;
  if (value === 'all') return true;
  if (value === 'disabled') return false;
  return value.split(',').some((t) => t.trim() === 'functional');
}

export interface HiddenPanels {
  left: boolean;
  right: boolean;
}

/** Spec §3 flags hideLeftPanel / hideRightPanel (§9 cookies hide_left / hide_right), gated by §5 consent. */
export function hiddenPanels(
  flags: Pick<Preferences['flags'], 'hideLeftPanel' | 'hideRightPanel'>,
  agreeType: string | undefined,
): HiddenPanels {
  const allowed = functionalCookiesAllowed(agreeType);
  return { left: allowed && flags.hideLeftPanel, right: allowed && flags.hideRightPanel };
}

/** One cookie's value from a `document.cookie` string (undefined when absent or malformed). */
export function cookieValue(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}
