import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  CASINO_API,
  casinoFreeSpinBodySchema,
  casinoFreeSpinParamsSchema,
  casinoPlayAnswerSchema,
  casinoRefusalSchema,
} from '@sb/contracts';
import { principal } from '../identity';
import type { CasinoService } from './service';

/** Issue 16: POST /web-api/casino/free-spins/{id}/spin — a free spin of the player's grant on its slot. */
export function casinoFreeSpinRoutes(casino: CasinoService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.post(
      `${CASINO_API}/free-spins/:id/spin`,
      {
        config: { auth: 'required' as const, money: true, gate: 'play' },
        schema: {
          tags: ['casino'],
          params: casinoFreeSpinParamsSchema,
          body: casinoFreeSpinBodySchema,
          response: {
            200: casinoPlayAnswerSchema,
            400: casinoRefusalSchema,
            401: apiErrorSchema,
            404: apiErrorSchema,
            409: casinoRefusalSchema,
          },
        },
      },
      async (request) => casino.freeSpin(principal(request).userId, request.params.id, request.body),
    );
  };
}
