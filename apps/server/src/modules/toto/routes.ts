import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  TOTO_ADMIN_RUN,
  TOTO_API,
  totoCouponAnswerSchema,
  totoCouponBodySchema,
  totoCouponsAnswerSchema,
  totoDrawAnswerSchema,
  totoDrawParamsSchema,
  totoDrawsAnswerSchema,
  totoDrawsQuerySchema,
  totoRefusalSchema,
  totoRunAnswerSchema,
  totoRunBodySchema,
} from '@sb/contracts';
import { sendError } from '../../http/errors';
import { principal } from '../identity';
import type { TotoService } from './service';
import type { TotoSettlementJob } from './settle-job';

const tags = ['toto'];
const errors = {
  400: totoRefusalSchema,
  401: apiErrorSchema,
  403: totoRefusalSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const playerOnly = { auth: 'required' as const };

/** Issue 19: the toto's API under /web-api/toto (spec §2 names the pages, not the calls). */
export function totoRoutes(toto: TotoService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(`${TOTO_API}/draws/current`, { schema: { tags, response: { 200: totoDrawAnswerSchema } } }, async () =>
      toto.selling(0),
    );
    r.get(`${TOTO_API}/draws/next`, { schema: { tags, response: { 200: totoDrawAnswerSchema } } }, async () =>
      toto.selling(1),
    );
    r.get(
      `${TOTO_API}/draws`,
      { schema: { tags, querystring: totoDrawsQuerySchema, response: { 200: totoDrawsAnswerSchema, ...errors } } },
      async (request) => toto.archive(request.query.limit),
    );
    r.get(
      `${TOTO_API}/draws/:drawId`,
      { schema: { tags, params: totoDrawParamsSchema, response: { 200: totoDrawAnswerSchema, ...errors } } },
      async (request) => toto.draw(request.params.drawId),
    );
    r.post(
      `${TOTO_API}/coupons`,
      {
        config: { ...playerOnly, money: true, gate: 'play' },
        schema: { tags, body: totoCouponBodySchema, response: { 200: totoCouponAnswerSchema, ...errors } },
      },
      async (request) => toto.buy(principal(request).userId, request.body),
    );
    r.get(
      `${TOTO_API}/coupons`,
      { config: playerOnly, schema: { tags, response: { 200: totoCouponsAnswerSchema, 401: apiErrorSchema } } },
      async (request) => ({ coupons: await toto.coupons(principal(request).userId) }),
    );
  };
}

/**
 * The admin/test hook (issue 19): runs the settlement job as of a clock time, so tests and
 * operators settle without waiting on wall time. In production only a time not in the future is
 * accepted (a draw is never closed or settled before its time there).
 */
export function adminTotoRoutes(job: TotoSettlementJob, opts: { production: boolean; now: () => number }) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.post(
      TOTO_ADMIN_RUN,
      {
        config: { money: true },
        schema: { tags, body: totoRunBodySchema, response: { 200: totoRunAnswerSchema, 400: apiErrorSchema } },
      },
      async (request, reply) => {
        const at = Date.parse(request.body.at);
        if (opts.production && at > opts.now())
          return sendError(reply, 400, 'future_clock_refused', 'at ≤ now in production');
        const run = await job.runAt(at);
        return { ...run, at: new Date(run.at).toISOString() };
      },
    );
  };
}
