import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  conversionAcceptAnswerSchema,
  conversionDeclineAnswerSchema,
  conversionOfferAnswerSchema,
} from '@sb/contracts';
import type { EventBus } from '../../bus/bus';
import type { Db } from '../../db/client';
import type { ConfigService } from '../config';
import { principal } from '../identity';
import { CONVERSION } from './conversion';
import { acceptConversion, conversionOffer, declineConversion, openLegacyHrkAccount } from './conversion-service';
import { BALANCE_CHANNEL, balanceEvent } from './queries';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const emptyBody = z.object({}).strict().optional();

export interface ConversionRoutesDeps {
  db: Db;
  /** The wallet's balance channel (every open tab of the player hears of the conversion). */
  bus: EventBus;
  config: ConfigService;
  now?: () => number;
}

/** Spec §4 Account conversion offer (HRK account conversion reminder): the player's calls. */
export function conversionRoutes(deps: ConversionRoutesDeps) {
  const now = () => new Date(deps.now ? deps.now() : Date.now());
  return async (app: FastifyInstance) => {
    app.addHook('onSend', async (_req, reply) => {
      reply.header('Cache-Control', 'no-store');
    });
    const r = app.withTypeProvider<ZodTypeProvider>();
    const schema = { tags: ['wallet'] };
    r.get(
      '/web-api/wallet/conversion-offer',
      {
        config: { auth: 'required' },
        schema: {
          ...schema,
          summary: '§4 HRK account conversion offer',
          response: { 200: conversionOfferAnswerSchema, 401: apiErrorSchema },
        },
      },
      async (request) => {
        const offer = await conversionOffer(deps.db, principal(request).userId);
        return {
          offer: offer && { ...offer, balance: offer.balance.toString(), converted: offer.converted.toString() },
        };
      },
    );
    r.post(
      '/web-api/wallet/conversion-offer/accept',
      {
        config: { auth: 'required', money: true },
        schema: {
          ...schema,
          summary: 'Accept the HRK → EUR conversion',
          body: emptyBody,
          response: { 200: conversionAcceptAnswerSchema, ...errors },
        },
      },
      async (request) => {
        const userId = principal(request).userId;
        const res = await acceptConversion(deps.db, userId, now());
        // After the commit, as every money move: the EUR balance on the balance channel; the HRK
        // account closed and the active one may have moved, so the browser re-reads its accounts.
        if (!res.replay) {
          const { currencies } = await deps.config.groups();
          const change = {
            userId,
            accountId: res.toAccountId,
            balance: res.toBalance,
            currency: CONVERSION.toCurrency,
          };
          await deps.bus.publish(BALANCE_CHANNEL, { ...balanceEvent(change, currencies), accountsChanged: true });
        }
        return {
          success: true as const,
          fromAccountId: res.fromAccountId,
          toAccountId: res.toAccountId,
          balance: res.balance.toString(),
          converted: res.converted.toString(),
        };
      },
    );
    r.post(
      '/web-api/wallet/conversion-offer/decline',
      {
        config: { auth: 'required' },
        schema: {
          ...schema,
          summary: 'Decline the HRK → EUR conversion',
          body: emptyBody,
          response: { 200: conversionDeclineAnswerSchema, ...errors },
        },
      },
      async (request) => {
        await declineConversion(deps.db, principal(request).userId, now());
        return { success: true as const };
      },
    );
  };
}

const adminBody = z.object({
  userId: z.number().int().positive(),
  type: z.enum(['main', 'currency']),
  balanceMinor: z.string().regex(/^\d{1,15}$/),
  active: z.boolean().default(false),
});

/** Admin (and test) support: opens a legacy HRK account, which players cannot add themselves. */
export function adminConversionRoutes(deps: { db: Db }) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.post(
      '/admin-api/wallet/legacy-hrk-account',
      {
        config: { money: true },
        schema: {
          tags: ['admin'],
          security: [{ bearer: [] }],
          body: adminBody,
          response: { 200: z.object({ accountId: z.number().int() }), 400: apiErrorSchema },
        },
      },
      async (request) => ({
        accountId: await openLegacyHrkAccount(deps.db, request.body.userId, {
          type: request.body.type,
          balance: BigInt(request.body.balanceMinor),
          active: request.body.active,
        }),
      }),
    );
  };
}
