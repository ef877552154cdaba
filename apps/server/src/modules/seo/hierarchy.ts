import type { SeoOverrideData } from '@sb/contracts';

/** `/football/england/premier` → `['/football/england', '/football', '']`: nearest ancestor first. */
export function ancestorsOf(path: string): string[] {
  const parts = path.split('/').filter(Boolean);
  const out: string[] = [];
  for (let n = parts.length - 1; n >= 0; n--) out.push(n === 0 ? '' : `/${parts.slice(0, n).join('/')}`);
  return out;
}

/**
 * Spec §3 SEO page data with hierarchyMetaRobots: a page's robots are its own metaRobots, else
 * its own hierarchyMetaRobots, else the hierarchyMetaRobots of its nearest ancestor that has one
 * (an operator noindexes a whole section with one entry). Null when nothing applies.
 */
export function effectiveOverride(
  lookup: (path: string) => SeoOverrideData | undefined,
  path: string,
): SeoOverrideData | null {
  const own = lookup(path);
  if (own?.metaRobots) return own;
  const inherited =
    own?.hierarchyMetaRobots ??
    ancestorsOf(path)
      .map((p) => lookup(p)?.hierarchyMetaRobots)
      .find((r) => r !== undefined);
  if (inherited === undefined) return own ?? null;
  return { ...own, metaRobots: inherited };
}
