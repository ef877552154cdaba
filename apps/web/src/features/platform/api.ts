import { queryOptions } from '@tanstack/react-query';
import { MAINTENANCE_GROUP_PATH, maintenanceGroupAnswerSchema } from '@sb/contracts';
import { getParsed } from '../../lib/api-client';

/**
 * Spec §3 Maintenance config, re-read within the config cache time the server names (§9, 600–900 s).
 * Always from the server, never the browser's HTTP cache: the server redirects pages by the
 * current state, and a cached "off" would send a player from the maintenance page back into a
 * site that is down (and a cached "on" keep them out of one that is back).
 */
export const maintenanceQuery = queryOptions({
  queryKey: ['platform', 'maintenance'] as const,
  queryFn: () => getParsed(maintenanceGroupAnswerSchema, MAINTENANCE_GROUP_PATH, { fresh: true }),
  staleTime: (q) => (q.state.data?.cacheTime ?? 600) * 1000,
  refetchInterval: (q) => (q.state.data?.cacheTime ?? 600) * 1000,
  refetchOnWindowFocus: true,
});
