import { z } from 'zod';
import { champSchema, gameResultSchema, gameSummarySchema, outcomeSchema, teamSchema } from '@sb/contracts';

/**
 * Answers of the catalog calls the shared contracts do not name yet (top, search, team,
 * statistics), as apps/server/src/modules/line/schemas.ts sends them.
 */
export const topResponseSchema = z.object({
  games: z.array(gameSummarySchema),
  /** The accumulator of the day: favourites from different games; null when the line is thin. */
  accumulator: z
    .object({
      selections: z.array(z.object({ outcome: outcomeSchema, game: gameSummarySchema })),
      coef: z.number(),
    })
    .nullable(),
});
export type TopResponse = z.infer<typeof topResponseSchema>;

export const searchResponseSchema = z.object({
  games: z.array(gameSummarySchema),
  teams: z.array(teamSchema),
  champs: z.array(champSchema),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

export const teamResponseSchema = z.object({
  team: teamSchema,
  sportId: z.number().int().nullable(),
  upcoming: z.array(gameSummarySchema),
  results: z.array(gameResultSchema),
});
export type TeamResponse = z.infer<typeof teamResponseSchema>;

const pastGameSchema = z.object({
  gameId: z.number().int(),
  startAt: z.number().int(),
  team1: teamSchema,
  team2: teamSchema,
  home: z.number().int(),
  away: z.number().int(),
});
export type PastGame = z.infer<typeof pastGameSchema>;

const standingSchema = z.object({
  position: z.number().int(),
  team: teamSchema,
  played: z.number().int(),
  won: z.number().int(),
  drawn: z.number().int(),
  lost: z.number().int(),
  scored: z.number().int(),
  conceded: z.number().int(),
  points: z.number().int(),
});
export type Standing = z.infer<typeof standingSchema>;

export const statisticsResponseSchema = z.object({
  gameId: z.number().int(),
  headToHead: z.array(pastGameSchema),
  form1: z.array(pastGameSchema),
  form2: z.array(pastGameSchema),
  table: z.array(standingSchema),
});
export type StatisticsResponse = z.infer<typeof statisticsResponseSchema>;
