import { queryOptions } from '@tanstack/react-query';
import { MAINTENANCE_GROUP_PATH, maintenanceGroupAnswerSchema } from '@sb/contracts';
import { getParsed } from '../../lib/api-client';

/** Spec §3 Maintenance config, re-read within the config cache time the server names (§9, 600–900 s). */
export const maintenanceQuery = queryOptions({
  queryKey: ['platform', 'maintenance'] as const,
  queryFn: () => getParsed(maintenanceGroupAnswerSchema, MAINTENANCE_GROUP_PATH),
  staleTime: (q) => (q.state.data?.cacheTime ?? 600) * 1000,
  refetchInterval: (q) => (q.state.data?.cacheTime ?? 600) * 1000,
  refetchOnWindowFocus: true,
});
