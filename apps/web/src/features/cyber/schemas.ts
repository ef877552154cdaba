import { z } from 'zod';
import {
  champSchema,
  champsResponseSchema,
  gameResponseSchema,
  gamesResponseSchema,
  liveGameSummarySchema,
  liveStateSchema,
  marketSchema,
  resultsResponseSchema,
  sportsResponseSchema,
} from '@sb/contracts';

/** A game of a live answer: `live` may be absent (a game not being played reads as null). */
const liveSummary = liveGameSummarySchema.extend({ live: liveStateSchema.nullable().default(null) });

/** Answers of the esports pages' calls (loaded with the first call, see api.ts). */
export const cyberSchemas = {
  sports: sportsResponseSchema,
  champs: champsResponseSchema,
  games: gamesResponseSchema,
  liveGames: z.object({ games: z.array(liveSummary) }),
  game: gameResponseSchema,
  liveGame: z.object({ game: liveSummary.extend({ markets: z.array(marketSchema) }), champ: champSchema }),
  results: resultsResponseSchema,
};
export type CyberSchemas = typeof cyberSchemas;
