import { z } from 'zod';
import { champSchema, gameResultSchema, gameSummarySchema, outcomeSchema, teamSchema } from '@sb/contracts';

/**
 * Answers of the catalog calls the shared contracts do not spell out yet (top, search, team,
 * statistics). Parsed leniently: a missing part is empty, never a crash of the page.
 */
export const topResponseSchema = z.object({
  games: z.array(gameSummarySchema).catch([]),
  /** The accumulator of the day: one outcome of each of its games. */
  accumulator: z
    .object({
      games: z.array(gameSummarySchema),
      outcomes: z.array(outcomeSchema),
    })
    .nullable()
    .catch(null),
});
export type TopResponse = z.infer<typeof topResponseSchema>;

export const searchResponseSchema = z.object({
  games: z.array(gameSummarySchema).catch([]),
  teams: z.array(teamSchema).catch([]),
  champs: z.array(champSchema).catch([]),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

export const teamResponseSchema = z.object({
  team: teamSchema,
  games: z.array(gameSummarySchema).catch([]),
  results: z.array(gameResultSchema).catch([]),
});
export type TeamResponse = z.infer<typeof teamResponseSchema>;

const standingSchema = z.object({
  teamId: z.number(),
  name: z.string(),
  played: z.number(),
  won: z.number(),
  drawn: z.number().catch(0),
  lost: z.number(),
  points: z.number(),
});
export type Standing = z.infer<typeof standingSchema>;

export const statisticsResponseSchema = z.object({
  game: gameSummarySchema,
  headToHead: z.array(gameResultSchema).catch([]),
  form: z
    .object({ team1: z.array(gameResultSchema).catch([]), team2: z.array(gameResultSchema).catch([]) })
    .catch({ team1: [], team2: [] }),
  table: z.array(standingSchema).catch([]),
});
export type StatisticsResponse = z.infer<typeof statisticsResponseSchema>;
