import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminGameResultBodySchema, apiErrorSchema, gameResultSchema } from '@sb/contracts';
import { gameParams } from './schemas';
import type { LineService } from './service';

/**
 * Operator result (under the admin guard): corrects a stored result (version + 1, settlement
 * re-runs) or settles a game early — the catalog stops offering it at once.
 */
export function adminLineRoutes(line: LineService) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().post(
      '/admin-api/line/results/:gameId',
      {
        config: { money: true },
        schema: {
          tags: ['admin'],
          security: [{ bearer: [] }],
          params: gameParams,
          body: adminGameResultBodySchema,
          response: { 200: gameResultSchema, 400: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request) => line.correctResult(request.params.gameId, request.body),
    );
  };
}
