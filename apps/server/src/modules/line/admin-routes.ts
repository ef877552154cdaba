import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema, gameResultSchema } from '@sb/contracts';
import { sendError } from '../../http/errors';
import { LineError } from './errors';
import { gameParams, operatorResultBody } from './schemas';
import type { LineService } from './service';

/**
 * Operator result (under the admin guard): corrects a stored result (version + 1, settlement
 * re-runs) or settles a game early — the catalog stops offering it at once.
 */
export function adminLineRoutes(line: LineService) {
  return async (app: FastifyInstance) => {
    app.setErrorHandler((error, _request, reply) => {
      if (error instanceof LineError) return sendError(reply, error.status, error.code, error.message);
      throw error;
    });
    app.withTypeProvider<ZodTypeProvider>().post(
      '/admin-api/line/results/:gameId',
      {
        schema: {
          tags: ['admin'],
          security: [{ bearer: [] }],
          params: gameParams,
          body: operatorResultBody,
          response: { 200: gameResultSchema, 400: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request) => line.correctResult(request.params.gameId, request.body),
    );
  };
}
