import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  CASINO_API,
  casinoGameParamsSchema,
  casinoLaunchAnswerSchema,
  casinoLaunchBodySchema,
  casinoRefusalSchema,
} from '@sb/contracts';
import type { ProviderLauncher } from './launch';

/**
 * Issue 15: POST /web-api/casino/games/{gameId}/launch {mode, language?, returnPath?} — the
 * provider's launch URL of a provider game (real: the player; demo: anyone). A site API path:
 * the X-Requested-With header applies, refusals in the casino's shapes.
 */
export function casinoLaunchRoutes(launcher: ProviderLauncher) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().post(
      `${CASINO_API}/games/:gameId/launch`,
      {
        config: { auth: 'optional', gate: 'play' },
        schema: {
          tags: ['casino'],
          params: casinoGameParamsSchema,
          body: casinoLaunchBodySchema,
          response: {
            200: casinoLaunchAnswerSchema,
            400: casinoRefusalSchema,
            401: apiErrorSchema,
            403: casinoRefusalSchema,
            404: apiErrorSchema,
          },
        },
      },
      async (request) =>
        launcher.launch({
          userId: request.principal?.userId ?? null,
          siteSessionId: request.principal?.sessionId ?? null,
          gameId: request.params.gameId,
          body: request.body,
          origin: request.siteOrigin,
        }),
    );
  };
}
