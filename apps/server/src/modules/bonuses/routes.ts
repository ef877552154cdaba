import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  bonusDefinitionInputSchema,
  bonusDefinitionsAnswerSchema,
  bonusDefinitionViewSchema,
  playerBonusesAnswerSchema,
  playerBonusViewSchema,
  promoCodeInputSchema,
  promoCodeViewSchema,
  redeemPromoBodySchema,
} from '@sb/contracts';
import { principal } from '../identity';
import type { BonusService } from './service';

/** Issue 16, player side: my bonuses with their wagering progress; redeem a promo code. */
export function bonusRoutes(bonuses: BonusService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const errors = {
      400: apiErrorSchema,
      401: apiErrorSchema,
      404: apiErrorSchema,
      409: apiErrorSchema,
      429: apiErrorSchema,
    };
    r.get(
      '/web-api/bonuses',
      { config: { auth: 'required' }, schema: { tags: ['bonuses'], response: { 200: playerBonusesAnswerSchema } } },
      async (request) => ({ bonuses: await bonuses.bonuses(principal(request).userId) }),
    );
    r.post(
      '/web-api/bonuses/promo-codes/redeem',
      {
        config: { auth: 'required' },
        schema: { tags: ['bonuses'], body: redeemPromoBodySchema, response: { 200: playerBonusViewSchema, ...errors } },
      },
      async (request) => bonuses.redeem(principal(request).userId, request.body.code),
    );
  };
}

/** Issue 16, operators (behind the admin guard): bonus definitions and promo codes. */
export function adminBonusRoutes(bonuses: BonusService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const admin = { tags: ['admin'], security: [{ bearer: [] }] };
    const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
    r.get(
      '/admin-api/bonuses/definitions',
      { schema: { ...admin, response: { 200: bonusDefinitionsAnswerSchema, ...errors } } },
      async () => ({ definitions: await bonuses.definitions() }),
    );
    r.post(
      '/admin-api/bonuses/definitions',
      {
        schema: { ...admin, body: bonusDefinitionInputSchema, response: { 200: bonusDefinitionViewSchema, ...errors } },
      },
      async (request) => bonuses.createDefinition(request.body),
    );
    r.post(
      '/admin-api/bonuses/promo-codes',
      {
        schema: {
          ...admin,
          body: promoCodeInputSchema,
          response: { 200: promoCodeViewSchema, 409: apiErrorSchema, ...errors },
        },
      },
      async (request) => bonuses.createPromoCode(request.body),
    );
  };
}
