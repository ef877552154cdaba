import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  BONUS_OFFERS_PATH,
  CASHBACK_PATH,
  cashbackAnswerSchema,
  bonusDefinitionInputSchema,
  bonusOffersAnswerSchema,
  PROMO_CHECK_PATH,
  promoCheckAnswerSchema,
  PROMOTIONS_PATH,
  promotionsAnswerSchema,
  bonusDefinitionsAnswerSchema,
  bonusDefinitionViewSchema,
  INT4_MAX,
  landingAnswerSchema,
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
    r.get(
      BONUS_OFFERS_PATH,
      { config: { auth: 'required' }, schema: { tags: ['bonuses'], response: { 200: bonusOffersAnswerSchema } } },
      async (request) => bonuses.offers(principal(request).userId),
    );
    r.get(
      CASHBACK_PATH,
      { config: { auth: 'required' }, schema: { tags: ['bonuses'], response: { 200: cashbackAnswerSchema } } },
      async (request) => bonuses.cashback(principal(request).userId),
    );
    r.get(PROMOTIONS_PATH, { schema: { tags: ['bonuses'], response: { 200: promotionsAnswerSchema } } }, async () => ({
      promotions: await bonuses.promotions(),
    }));
    // Issue 16 promotion pages (public): an offer's rules and games sections, a campaign landing.
    r.get(
      '/web-api/bonuses/promotions/:id',
      {
        schema: {
          tags: ['bonuses'],
          params: z.object({ id: z.coerce.number().int().min(1).max(INT4_MAX) }),
          response: { 200: bonusDefinitionViewSchema, 400: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request) => bonuses.promotionTerms(request.params.id),
    );
    r.get(
      '/web-api/bonuses/landings/:landingId',
      {
        schema: {
          tags: ['bonuses'],
          params: z.object({ landingId: z.string().max(64) }),
          response: { 200: landingAnswerSchema, 400: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema },
        },
      },
      async (request) => bonuses.landing(request.params.landingId, request.ip),
    );
    r.post(
      PROMO_CHECK_PATH,
      {
        config: { auth: 'required' },
        schema: {
          tags: ['bonuses'],
          body: redeemPromoBodySchema,
          response: { 200: promoCheckAnswerSchema, ...errors },
        },
      },
      async (request) => bonuses.check(principal(request).userId, request.body.code),
    );
    r.post(
      '/web-api/bonuses/promo-codes/redeem',
      {
        config: { auth: 'required', money: true, gate: 'play' },
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
