import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  betLimitsQuerySchema,
  betLimitsSchema,
  BETS_API,
  betErrorTitle,
  bookingCodeSchema,
  bookingLoadResponseSchema,
  bookingRequestSchema,
  bookingResponseSchema,
  cashoutOfferSchema,
  cashoutRequestSchema,
  cashoutResponseSchema,
  couponHistoryQuerySchema,
  couponHistoryResponseSchema,
  couponResponseSchema,
  placeCouponRequestSchema,
  placeCouponResponseSchema,
} from '@sb/contracts';
import { principal } from '../identity';
import { betError } from './errors';
import type { BettingService } from './service';

export interface BettingRouteDeps {
  betting: BettingService;
  now?: () => number;
}

/** The error shape plus what a refusal carries: new odds (coef_changed) or the new offer (cash out). */
const betErrorSchema = apiErrorSchema.extend({
  changes: z.array(z.object({ outcomeId: z.string(), coef: z.number() })).optional(),
  antiExpressCoef: z.number().optional(),
  /** Issue 14, score_changed: the live legs whose game's score changed in the acceptance delay. */
  scores: z.array(z.object({ outcomeId: z.string(), gameId: z.number().int(), score: z.string() })).optional(),
  offer: cashoutOfferSchema.optional(),
  reason: z.string().optional(),
  reasonTitle: z.string().optional(),
});
const errors = {
  400: betErrorSchema,
  401: betErrorSchema,
  403: betErrorSchema,
  404: betErrorSchema,
  409: betErrorSchema,
};
const couponParams = z.object({ id: z.string().max(40) });

/** print-coupon ids are digits; anything else (or too long) is simply not found. */
function couponId(raw: string): number {
  if (!/^\d{1,15}$/.test(raw)) throw betError(404, 'not_found', `coupon ${raw}`);
  return Number(raw);
}

export function bettingRoutes(deps: BettingRouteDeps) {
  const { betting } = deps;
  const user = async (request: FastifyRequest) => principal(request).userId;

  return async (app: FastifyInstance) => {
    // The betting API names an anonymous caller's refusal `not_authenticated` (root handler, http/errors.ts).
    app.addHook('onRoute', (route) => {
      route.config = {
        ...route.config,
        unauthorized: { code: 'not_authenticated', title: betErrorTitle('not_authenticated') },
      };
    });
    app.addHook('onSend', async (_req, reply) => {
      reply.header('Cache-Control', 'no-store');
    });
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['betting'];

    r.post(
      `${BETS_API}/coupons`,
      {
        config: { auth: 'required', money: true, gate: 'play' },
        schema: {
          tags,
          summary: 'Place a coupon (spec §3 Coupon state, §5 rules); the idempotency key makes a retry answer the same',
          body: placeCouponRequestSchema,
          response: { 201: placeCouponResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { coupon } = await betting.place(await user(request), request.body);
        return reply.code(201).send({ coupon });
      },
    );
    r.get(
      `${BETS_API}/coupons`,
      {
        config: { auth: 'required' },
        schema: {
          tags,
          summary: 'Bet history with legs and totals (office history)',
          querystring: couponHistoryQuerySchema,
          response: { 200: couponHistoryResponseSchema, ...errors },
        },
      },
      async (request) => betting.history(await user(request), request.query),
    );
    r.get(
      `${BETS_API}/coupons/:id`,
      {
        config: { auth: 'required' },
        schema: {
          tags,
          summary: 'One coupon of the player (print-coupon/{couponId})',
          params: couponParams,
          response: { 200: couponResponseSchema, ...errors },
        },
      },
      async (request) => ({ coupon: await betting.coupon(await user(request), couponId(request.params.id)) }),
    );
    r.get(
      `${BETS_API}/coupons/:id/cashout`,
      {
        config: { auth: 'required' },
        schema: {
          tags,
          summary: 'The current cash-out offer',
          params: couponParams,
          response: { 200: cashoutOfferSchema, ...errors },
        },
      },
      async (request) => betting.cashoutOffer(await user(request), couponId(request.params.id)),
    );
    r.post(
      `${BETS_API}/coupons/:id/cashout`,
      {
        config: { auth: 'required', money: true },
        schema: {
          tags,
          summary: 'Cash out fully (percent 100) or partly at the offer the player saw',
          params: couponParams,
          body: cashoutRequestSchema,
          response: { 200: cashoutResponseSchema, ...errors },
        },
      },
      async (request) => betting.cashout(await user(request), couponId(request.params.id), request.body),
    );
    r.post(
      `${BETS_API}/booking`,
      {
        config: { auth: 'required' },
        schema: {
          tags,
          summary: 'Save selections as a booking code',
          body: bookingRequestSchema,
          response: { 201: bookingResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        await user(request);
        return reply.code(201).send(await betting.book(request.body.bets.map((b) => b.outcomeId)));
      },
    );
    r.get(
      `${BETS_API}/booking/:code`,
      {
        // A code is shared with friends who may have no account: loading needs no login
        // (issue 13 bug 5); it is rate-limited per IP instead (commands.ts countBookingLoad).
        schema: {
          tags,
          summary: 'Load a booking code (no login needed; rate-limited per IP)',
          params: z.object({ code: z.string().max(20) }),
          response: { 200: bookingLoadResponseSchema, ...errors, 429: betErrorSchema },
        },
      },
      async (request) => {
        if (!bookingCodeSchema.safeParse(request.params.code).success)
          throw betError(404, 'booking_not_found', 'unknown code');
        return betting.loadBooking(request.params.code, { ip: request.ip });
      },
    );
    r.get(
      `${BETS_API}/limits`,
      {
        schema: {
          tags,
          summary: 'Stake limits, max payout, §9 amount step and initial bet of a currency',
          querystring: betLimitsQuerySchema,
          response: { 200: betLimitsSchema, ...errors },
        },
      },
      async (request) => betting.limits(request.query.currency),
    );
  };
}
