import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  LINE_API,
  scheduledListSchema,
  scheduledResultsSchema,
  scheduledRoundAnswerSchema,
} from '@sb/contracts';
import { sendError } from '../../http/errors';
import type { ScheduledService } from './service';

const tags = ['scheduled'];
const lng = z.string().min(2).max(5).optional();
const listQuery = z.object({ kind: z.enum(['tv', 'virtual']), lng }).strict();
const roundParams = z.object({ gameId: z.coerce.number().int().positive().max(2_147_483_647) });
const resultsQuery = z
  .object({
    type: z.string().min(1).max(40),
    date: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), 'date'),
    lng,
  })
  .strict();

/** Issue 19: the TV games' and virtual sports' rounds under the line's API prefix. */
export function scheduledRoutes(service: ScheduledService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      `${LINE_API}/scheduled`,
      { schema: { tags, querystring: listQuery, response: { 200: scheduledListSchema, 400: apiErrorSchema } } },
      async (request, reply) => {
        // Rounds change at their boundaries and draws reveal by the second: a one-second cache.
        void reply.header('cache-control', 'public, max-age=1');
        return service.list(request.query.kind);
      },
    );
    r.get(
      `${LINE_API}/scheduled/rounds/:gameId`,
      {
        schema: {
          tags,
          params: roundParams,
          querystring: z.object({ lng }).strict(),
          response: { 200: scheduledRoundAnswerSchema, 400: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const answer = service.round(request.params.gameId);
        if (answer === null) return sendError(reply, 404, 'round_not_found', 'No such round');
        void reply.header('cache-control', 'public, max-age=1');
        return answer;
      },
    );
    r.get(
      `${LINE_API}/scheduled/results`,
      {
        schema: {
          tags,
          querystring: resultsQuery,
          response: { 200: scheduledResultsSchema, 400: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const answer = service.results(request.query.type, request.query.date);
        if (answer === null) return sendError(reply, 404, 'game_type_not_found', 'No such game type');
        return answer;
      },
    );
  };
}
