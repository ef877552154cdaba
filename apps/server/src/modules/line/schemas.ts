import { z } from 'zod';
import { gameResultSchema, pageInfoSchema, queryDate, queryInstant } from '@sb/contracts';

/** Catalog limits (issue 5: paginated; ≤ 100 games and ≤ 50 coupon selections per call). */
export const LINE_LIMITS = { maxPageSize: 100, defaultPageSize: 20, maxOutcomeIds: 50, maxSearchLimit: 50 } as const;

const id = z.coerce.number().int().min(1).max(2_147_483_647);
const flag = z.enum(['0', '1']).transform((v) => v === '1');
/** Epoch milliseconds or an ISO 8601 date-time (issue 11 §3: years 2000 to 2100). */
const instant = queryInstant();
const page = z.coerce.number().int().min(1).max(100_000).default(1);
const pageSize = z.coerce.number().int().min(1).max(LINE_LIMITS.maxPageSize).default(LINE_LIMITS.defaultPageSize);

/** Issue 14: line (pre-match, the default) or live (games in play); `cyber` is the §3 cyber filter (live only). */
const section = z.enum(['line', 'live']).default('line');
export const sportsQuery = z.object({ section, cyber: flag.optional() });
export const champsQuery = z.object({ section, sportId: id.optional(), top: flag.optional(), cyber: flag.optional() });
export const gamesQuery = z.object({
  section,
  cyber: flag.optional(),
  sportId: id.optional(),
  champId: id.optional(),
  teamId: id.optional(),
  top: flag.optional(),
  bestFirst: flag.optional(),
  from: instant.optional(),
  to: instant.optional(),
  page,
  pageSize,
});
export type GamesQuery = z.infer<typeof gamesQuery>;
export const gameParams = z.object({ gameId: id });
export const teamParams = z.object({ teamId: id });
export const outcomesQuery = z.object({
  ids: z
    .string()
    .max(4_000)
    .transform((s) => [
      ...new Set(
        s
          .split(',')
          .map((x) => x.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(
      z
        .array(z.string().regex(/^\d{1,10}_\d{1,4}_(-?\d{1,7}(\.\d{1,4})?)?$/))
        .min(1)
        .max(LINE_LIMITS.maxOutcomeIds),
    ),
});
export const searchQuery = z.object({
  q: z.string().trim().min(2).max(100),
  limit: z.coerce.number().int().min(1).max(LINE_LIMITS.maxSearchLimit).default(10),
});
export const sportsMapQuery = z.object({
  lng: z.string().regex(/^[a-z]{2,3}(-[a-zA-Z]{2,4})?$/),
  nameEng: z.string().trim().min(1).max(100),
});
export const resultsQuery = z.object({
  date: queryDate(),
  sportId: id.optional(),
  page,
  pageSize,
});
/** Issue 14: GET /results/live (spec §2 results/live). */
export const liveResultsQuery = resultsQuery.extend({ cyber: flag.optional() });

// Responses (the spec leaves these paths unnamed): the shared ones live in the contracts, so the
// pages parse exactly what the routes send.
export const pagedResultsResponseSchema = z.object({ results: z.array(gameResultSchema) }).extend(pageInfoSchema.shape);
export {
  outcomesResponseSchema,
  searchResponseSchema,
  statisticsResponseSchema,
  teamResponseSchema,
  topResponseSchema,
} from '@sb/contracts';
