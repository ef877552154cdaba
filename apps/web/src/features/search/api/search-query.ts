import { queryOptions } from '@tanstack/react-query';
import { LINE_API } from '@sb/contracts/line-ids';
import { getParsed } from '../../../lib/api-client';

/** Search asks the catalog from this many characters on (the API refuses fewer). */
export const SEARCH_MIN_CHARS = 2;
/** Results per kind: the drop-down stays one screen tall. */
export const SEARCH_LIMIT = 8;
/** The catalog changes slowly next to typing: the same query within this window is not re-asked. */
const SEARCH_STALE_MS = 30_000;

export const searchKeys = {
  all: ['search'] as const,
  of: (q: string) => [...searchKeys.all, q] as const,
};

/** GET /line-api/v1/search: teams, games (with kick-off and sport) and championships. */
export const searchQuery = (q: string) =>
  queryOptions({
    queryKey: searchKeys.of(q),
    queryFn: async ({ signal }) => {
      const { searchResponseSchema } = await import('./search-schema');
      const params = new URLSearchParams({ q, limit: String(SEARCH_LIMIT) });
      return getParsed(searchResponseSchema, `${LINE_API}/search?${params.toString()}`, { signal });
    },
    enabled: q.length >= SEARCH_MIN_CHARS,
    staleTime: SEARCH_STALE_MS,
  });
