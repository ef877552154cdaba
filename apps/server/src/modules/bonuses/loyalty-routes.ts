import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  POINTS_PATH,
  pointsAnswerSchema,
  REWARDS_PATH,
  rewardRedeemAnswerSchema,
  rewardRedeemBodySchema,
  rewardRedeemParamsSchema,
  rewardsAnswerSchema,
} from '@sb/contracts';
import { principal } from '../identity';
import type { LoyaltyService } from './loyalty-service';

/** Issue 16, player side: club points with the VIP level, the rewards shop and redemption. */
export function loyaltyRoutes(loyalty: LoyaltyService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const auth = { config: { auth: 'required' as const } };
    r.get(
      POINTS_PATH,
      { ...auth, schema: { tags: ['bonuses'], response: { 200: pointsAnswerSchema, 401: apiErrorSchema } } },
      async (request) => loyalty.points(principal(request).userId),
    );
    r.get(
      REWARDS_PATH,
      { ...auth, schema: { tags: ['bonuses'], response: { 200: rewardsAnswerSchema, 401: apiErrorSchema } } },
      async (request) => loyalty.rewards(principal(request).userId),
    );
    r.post(
      `${REWARDS_PATH}/:id/redeem`,
      {
        config: { ...auth.config, money: true, gate: 'play' },
        schema: {
          tags: ['bonuses'],
          params: rewardRedeemParamsSchema,
          body: rewardRedeemBodySchema,
          response: {
            200: rewardRedeemAnswerSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            404: apiErrorSchema,
            409: apiErrorSchema,
          },
        },
      },
      async (request) => loyalty.redeem(principal(request).userId, request.params.id, request.body.idempotencyKey),
    );
  };
}
