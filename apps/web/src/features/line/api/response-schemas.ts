import {
  champsResponseSchema,
  gameResponseSchema,
  gamesResponseSchema,
  resultsResponseSchema,
  sportsResponseSchema,
} from '@sb/contracts';
import { searchResponseSchema, statisticsResponseSchema, teamResponseSchema, topResponseSchema } from './schemas';

/**
 * The schema of every catalog answer, by call. Loaded on the first call (see line-api.ts): a page
 * hydrating from the server's data never runs a loader, so zod stays out of its first bundle.
 */
export const responseSchemas = {
  sports: sportsResponseSchema,
  champs: champsResponseSchema,
  games: gamesResponseSchema,
  game: gameResponseSchema,
  top: topResponseSchema,
  team: teamResponseSchema,
  results: resultsResponseSchema,
  statistics: statisticsResponseSchema,
  search: searchResponseSchema,
};
export type ResponseSchemas = typeof responseSchemas;
