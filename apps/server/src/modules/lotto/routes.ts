import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  LOTTO_ADMIN_RUN,
  LOTTO_API,
  lotteryAnswerSchema,
  lotteryParamsSchema,
  lottoBuyAnswerSchema,
  lottoBuyBodySchema,
  lottoCatalogAnswerSchema,
  lottoRefusalSchema,
  lottoResultsAnswerSchema,
  lottoResultsQuerySchema,
  lottoRunAnswerSchema,
  lottoRunBodySchema,
  lottoTicketAnswerSchema,
  lottoTicketParamsSchema,
  lottoTicketsAnswerSchema,
} from '@sb/contracts';
import { sendError } from '../../http/errors';
import { principal } from '../identity';
import type { LottoDrawJob } from './draw-job';
import type { LottoService } from './service';

const tags = ['lotto'];
const errors = {
  400: lottoRefusalSchema,
  401: apiErrorSchema,
  403: lottoRefusalSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const playerOnly = { auth: 'required' as const };

/** Issue 19: the lotto's API under /web-api/lotto (the spec names no lotto paths). */
export function lottoRoutes(lotto: LottoService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(`${LOTTO_API}/lotteries`, { schema: { tags, response: { 200: lottoCatalogAnswerSchema } } }, async () => ({
      lotteries: await lotto.catalog(),
    }));
    r.get(
      `${LOTTO_API}/lotteries/:lotteryId`,
      { schema: { tags, params: lotteryParamsSchema, response: { 200: lotteryAnswerSchema, ...errors } } },
      async (request) => lotto.lottery(request.params.lotteryId),
    );
    r.get(
      `${LOTTO_API}/results`,
      {
        schema: { tags, querystring: lottoResultsQuerySchema, response: { 200: lottoResultsAnswerSchema, ...errors } },
      },
      async (request) => lotto.results(request.query),
    );
    r.post(
      `${LOTTO_API}/tickets`,
      {
        config: { ...playerOnly, money: true, gate: 'play' },
        schema: { tags, body: lottoBuyBodySchema, response: { 200: lottoBuyAnswerSchema, ...errors } },
      },
      async (request) => lotto.buy(principal(request).userId, request.body),
    );
    r.get(
      `${LOTTO_API}/tickets`,
      { config: playerOnly, schema: { tags, response: { 200: lottoTicketsAnswerSchema, 401: apiErrorSchema } } },
      async (request) => ({ tickets: await lotto.tickets(principal(request).userId) }),
    );
    r.get(
      `${LOTTO_API}/tickets/:ticketId`,
      {
        config: playerOnly,
        schema: { tags, params: lottoTicketParamsSchema, response: { 200: lottoTicketAnswerSchema, ...errors } },
      },
      async (request) => ({ ticket: await lotto.ticket(principal(request).userId, request.params.ticketId) }),
    );
  };
}

/**
 * The admin/test hook (issue 19): runs the draw job as of a clock time, so tests and operators
 * draw without waiting on wall time. In production only a time not in the future is accepted
 * (a draw is never run before its time there).
 */
export function adminLottoRoutes(job: LottoDrawJob, opts: { production: boolean; now: () => number }) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.post(
      LOTTO_ADMIN_RUN,
      {
        config: { money: true },
        schema: { tags, body: lottoRunBodySchema, response: { 200: lottoRunAnswerSchema, 400: apiErrorSchema } },
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
