import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  FREE_SPINS_PATH,
  freeSpinsAnswerSchema,
  freeSpinsGrantBodySchema,
  freeSpinsQuerySchema,
  freeSpinsViewSchema,
  redeemPromoBodySchema,
} from '@sb/contracts';
import { principal } from '../identity';
import type { BonusService } from './service';

/** Issue 16 free spins, player side: my active free spins (of one slot: the slot page). */
export function freeSpinsRoutes(bonuses: BonusService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      FREE_SPINS_PATH,
      {
        config: { auth: 'required' as const },
        schema: {
          tags: ['bonuses'],
          querystring: freeSpinsQuerySchema,
          response: { 200: freeSpinsAnswerSchema, 400: apiErrorSchema, 401: apiErrorSchema },
        },
      },
      async (request) => ({ freeSpins: await bonuses.freeSpins(principal(request).userId, request.query.gameId) }),
    );
    r.post(
      `${FREE_SPINS_PATH}/redeem`,
      {
        config: { auth: 'required' as const, money: true, gate: 'play' },
        schema: {
          tags: ['bonuses'],
          body: redeemPromoBodySchema,
          response: {
            200: freeSpinsViewSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            404: apiErrorSchema,
            409: apiErrorSchema,
            429: apiErrorSchema,
          },
        },
      },
      async (request) => bonuses.redeemFreeSpins(principal(request).userId, request.body.code),
    );
  };
}

/** Issue 16 free spins, operators (under /admin-api): grant a free-spins definition to a player. */
export function adminFreeSpinsRoutes(bonuses: BonusService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.post(
      '/admin-api/bonuses/free-spins/grant',
      {
        schema: {
          tags: ['admin'],
          security: [{ bearer: [] }],
          body: freeSpinsGrantBodySchema,
          response: {
            200: freeSpinsViewSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            403: apiErrorSchema,
            404: apiErrorSchema,
          },
        },
      },
      async (request) => bonuses.grantFreeSpins(request.body.userId, request.body.definitionId),
    );
  };
}
