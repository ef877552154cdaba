import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MEDIA_API, apiErrorSchema, mediaResourceResponseSchema, videoTokenResponseSchema } from '@sb/contracts';
import { sendError } from '../../http/errors';
import type { MediaService } from './media-service';

const tags = ['media'];
const gameParams = z.object({ gameId: z.coerce.number().int().min(1).max(2_147_483_647) });

/**
 * Spec §7 "video-token refresh every 10 min" and "media-resource load" (paths not shown, chosen
 * here). Both answers are personal: never stored by a shared cache.
 */
export function mediaRoutes(media: MediaService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.post(
      `${MEDIA_API}/video-token`,
      {
        config: { auth: 'required' },
        schema: { tags, response: { 200: videoTokenResponseSchema, 401: apiErrorSchema } },
      },
      async (request, reply) => {
        const principal = request.principal;
        if (!principal) return sendError(reply, 401, 'unauthorized', 'log in to watch video');
        reply.header('cache-control', 'no-store');
        return media.videoToken(principal.userId);
      },
    );
    r.get(
      `${MEDIA_API}/games/:gameId`,
      {
        config: { auth: 'optional' },
        schema: {
          tags,
          params: gameParams,
          response: { 200: mediaResourceResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const answer = media.resource(request.params.gameId, request.principal?.userId ?? null);
        if (!answer) return sendError(reply, 404, 'game_not_found', `no game ${request.params.gameId}`);
        reply.header('cache-control', 'private, no-store');
        return answer;
      },
    );
  };
}
