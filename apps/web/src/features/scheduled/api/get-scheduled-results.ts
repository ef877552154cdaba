import { queryOptions } from '@tanstack/react-query';
import { scheduledResultsSchema, type ScheduledResults } from '@sb/contracts';
import { getParsed } from '../../../lib/api-client';
import { resultsPath, scheduledKeys } from './keys';

/** GET /line-api/v1/scheduled/results?type=&date=YYYY-MM-DD&lng=: a day's finished rounds, newest first. */
export const getScheduledResults = (type: string, date: string, lng: string): Promise<ScheduledResults> =>
  getParsed(scheduledResultsSchema, resultsPath(type, date, lng));

/** A past day's results never change; today's grow by a round every few minutes. */
export const scheduledResultsQuery = (type: string, date: string, lng: string) =>
  queryOptions({
    queryKey: scheduledKeys.results(type, date, lng),
    queryFn: () => getScheduledResults(type, date, lng),
    staleTime: 60_000,
  });
