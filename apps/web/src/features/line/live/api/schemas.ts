import { z } from 'zod';
import {
  champSchema,
  liveGameSummarySchema,
  liveGamesResponseSchema,
  liveIncidentsResponseSchema,
  liveResultsResponseSchema,
  liveStateSchema,
  marketSchema,
} from '@sb/contracts';

/**
 * Answers of the live catalog calls (contracts live-api.ts; docs/line.md "Live"). The game call
 * answers a game in play with its state and the pre-match answer otherwise (no `live`, read as null).
 */
const anyGame = liveGameSummarySchema.extend({ live: liveStateSchema.nullable().default(null) });
export const liveResponseSchemas = {
  games: liveGamesResponseSchema,
  game: z.object({ game: anyGame.extend({ markets: z.array(marketSchema) }), champ: champSchema }),
  incidents: liveIncidentsResponseSchema,
  results: liveResultsResponseSchema,
};
export type LiveResponseSchemas = typeof liveResponseSchemas;
