import { queryOptions } from '@tanstack/react-query';
import { scheduledListSchema, type ScheduledKind, type ScheduledList } from '@sb/contracts';
import { getParsed } from '../../../lib/api-client';
import { listPath, scheduledKeys } from './keys';

/** GET /line-api/v1/scheduled?kind=&lng=: every game type of a kind with its rounds around now. */
export const getScheduledList = (kind: ScheduledKind, lng: string): Promise<ScheduledList> =>
  getParsed(scheduledListSchema, listPath(kind, lng));

/**
 * The page refetches at each round boundary itself (lib/clock.ts), so the answer is never stale
 * in between and a focus change does not refetch.
 */
export const scheduledListQuery = (kind: ScheduledKind, lng: string) =>
  queryOptions({
    queryKey: scheduledKeys.list(kind, lng),
    queryFn: () => getScheduledList(kind, lng),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
