import {
  NO_REDIRECT,
  REDIRECT_MAX_HOPS,
  type RedirectDecision,
  type RedirectRule,
  type RedirectsGroup,
} from '@sb/contracts';

/** Rules by source path, built once per version of the config group (the page hot path). */
export type RedirectIndex = ReadonlyMap<string, RedirectRule>;

const indexes = new WeakMap<RedirectsGroup, RedirectIndex>();

/** A trailing slash is the same page (the router ignores it too). */
export function normalizePath(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.replace(/\/+$/, '') || '/' : path;
}

export function redirectIndexOf(group: RedirectsGroup): RedirectIndex {
  let index = indexes.get(group);
  if (!index) {
    const map = new Map<string, RedirectRule>();
    // The first rule for a path wins: operators list the specific ones first.
    for (const rule of group.rules) {
      const from = normalizePath(rule.from);
      if (!map.has(from)) map.set(from, rule);
    }
    index = map;
    indexes.set(group, index);
  }
  return index;
}

/**
 * Follows the rules from a language-less path. Spec §8: a cyclic redirect is suppressed (no
 * redirect at all), and so is a chain past REDIRECT_MAX_HOPS. The answer is 301 only when every
 * hop is permanent; reasons and breadcrumbs list the hops (spec §3 Redirect response).
 */
export function resolvePath(index: RedirectIndex, path: string): RedirectDecision {
  const start = normalizePath(path);
  const seen = new Set([start]);
  const hops: RedirectRule[] = [];
  let current = start;
  for (let rule = index.get(current); rule; rule = index.get(current)) {
    const next = normalizePath(rule.to);
    if (seen.has(next) || hops.length >= REDIRECT_MAX_HOPS) return NO_REDIRECT;
    seen.add(next);
    hops.push(rule);
    current = next;
  }
  if (hops.length === 0) return NO_REDIRECT;
  return {
    redirect: true,
    code: hops.every((h) => h.code === 301) ? 301 : 302,
    url: current,
    reasons: hops.map((h) => h.reason),
    breadcrumbs: [start, ...hops.map((h) => normalizePath(h.to))],
  };
}

const LANGUAGE_SEGMENT = /^\/([a-z]{2})(?=\/|$)/;

/**
 * Spec §7 redirect-light: the `url` of a page (path or absolute, with the language segment and a
 * query). Rules are written without the language: the answer keeps the visitor's language and
 * query, in breadcrumbs too. Null for a URL that cannot be read.
 */
export function resolveUrl(index: RedirectIndex, raw: string): RedirectDecision | null {
  let url: URL;
  try {
    url = new URL(raw.replace(/^[/\\]+/, '/'), 'http://internal');
    decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  const lng = LANGUAGE_SEGMENT.exec(url.pathname)?.[1];
  const prefix = lng ? `/${lng}` : '';
  const rest = url.pathname.slice(prefix.length) || '/';
  const decision = resolvePath(index, rest);
  if (!decision.redirect || decision.url === null) return decision;
  const withLanguage = (p: string) => (prefix && p === '/' ? prefix : `${prefix}${p}`);
  return {
    ...decision,
    url: `${withLanguage(decision.url)}${url.search}`,
    breadcrumbs: decision.breadcrumbs.map(withLanguage),
  };
}
