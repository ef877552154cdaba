import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ANALYTICS_COLLECTOR_PREFIX,
  ANALYTICS_COUNTER_PATH,
  analyticsAcceptedSchema,
  analyticsBatchSchema,
  analyticsCounterBodySchema,
  analyticsKeyParamsSchema,
  analyticsReportQuerySchema,
  analyticsReportSchema,
  apiErrorSchema,
  COOKIE_AGREEMENT_PATH,
  cookieAgreementAnswerSchema,
  cookieAgreementBodySchema,
  isAnalyticsKey,
} from '@sb/contracts';
import { sendError } from '../../http/errors';
import type { Db } from '../../db/client';
import { clientIp, countInWindow, principal } from '../identity';
import {
  ANALYTICS_EVENTS_PER_CLIENT,
  ANALYTICS_LIMIT_WINDOW_S,
  cleanPath,
  consentOf,
  sessionOf,
  streamAllowed,
} from './collector';
import type { EventBuffer } from './event-buffer';
import { buildReport } from './report';
import { readAgreement, saveAgreement } from './repository';

export interface AnalyticsDeps {
  db: Db;
  buffer: EventBuffer;
  now: () => number;
}

/** Spec §7: the first-party collector /fatman-api/{key}, the counters and the cookie agreement. */
export function analyticsRoutes(deps: AnalyticsDeps) {
  /**
   * Issue 25 §10: events one client (its address) may have recorded per window, counted in the
   * database so every node shares the count; beyond it the answer is 429 and nothing is kept.
   */
  const overLimit = async (request: FastifyRequest, events: number) =>
    (await countInWindow(deps.db, `analytics:ip:${clientIp(request)}`, ANALYTICS_LIMIT_WINDOW_S, deps.now(), events)) >
    ANALYTICS_EVENTS_PER_CLIENT;
  const tooMany = (reply: FastifyReply) =>
    sendError(reply, 429, 'too_many_requests', 'Too many analytics events from this client; try again later');
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.post(
      ANALYTICS_COUNTER_PATH,
      {
        schema: {
          tags: ['analytics'],
          summary: 'A page view counted (spec §7 analytics counters: domain, projectId)',
          body: analyticsCounterBodySchema,
          response: { 200: analyticsAcceptedSchema, 400: apiErrorSchema, 429: apiErrorSchema },
        },
      },
      async (request, reply) => {
        if (!consentOf(request, 'analytics')) return { accepted: 0 };
        if (await overLimit(request, 1)) return tooMany(reply);
        const { domain, projectId, sessionId, path } = request.body;
        const at = new Date(deps.now());
        const row = {
          at,
          stream: 'counter',
          name: 'visit',
          sessionId,
          path: cleanPath(path),
          data: { domain, projectId },
        };
        return { accepted: deps.buffer.push([row]) };
      },
    );
    r.post(
      `${ANALYTICS_COLLECTOR_PREFIX}/:key`,
      {
        schema: {
          tags: ['analytics'],
          summary: 'Events of one stream; recorded only with the consent the stream needs (spec §5)',
          params: analyticsKeyParamsSchema,
          body: analyticsBatchSchema,
          response: { 200: analyticsAcceptedSchema, 400: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const { key } = request.params;
        if (!isAnalyticsKey(key)) return sendError(reply, 404, 'unknown_collector', `no collector ${key}`);
        if (!streamAllowed(request, key)) return { accepted: 0 };
        if (await overLimit(request, request.body.events.length)) return tooMany(reply);
        const at = new Date(deps.now());
        const rows = request.body.events.map((e) => ({
          at,
          stream: key,
          name: e.name,
          sessionId: request.body.sessionId,
          path: cleanPath(e.path),
          data: e.data ?? null,
        }));
        return { accepted: deps.buffer.push(rows) };
      },
    );

    r.get(
      COOKIE_AGREEMENT_PATH,
      {
        config: { auth: 'required' },
        schema: { tags: ['analytics'], response: { 200: cookieAgreementAnswerSchema, 401: apiErrorSchema } },
      },
      async (request) => {
        const row = await readAgreement(deps.db, principal(request).userId);
        return { cookiesAgreeType: row?.agreeType ?? null, cookiesAgreeTime: row?.agreedAt.toISOString() ?? null };
      },
    );
    r.post(
      COOKIE_AGREEMENT_PATH,
      {
        config: { auth: 'required' },
        schema: {
          tags: ['analytics'],
          summary: 'Spec §7 cookie agreement of a logged-in player (cookiesAgreeTime)',
          body: cookieAgreementBodySchema,
          response: { 200: cookieAgreementAnswerSchema, 400: apiErrorSchema, 401: apiErrorSchema },
        },
      },
      async (request) => {
        const { cookiesAgreeType, cookiesAgreeTime } = request.body;
        await saveAgreement(deps.db, principal(request).userId, cookiesAgreeType, new Date(cookiesAgreeTime));
        return { cookiesAgreeType, cookiesAgreeTime: new Date(cookiesAgreeTime).toISOString() };
      },
    );
  };
}

/** Steps the server itself sees succeed: counted for visitors who agreed to analytics. */
const FUNNEL_ROUTES: Readonly<Record<string, 'registration' | 'deposit'>> = {
  'POST /web-api/user/registration': 'registration',
  'POST /web-api/payments/deposits': 'deposit',
};

/** Registrations and deposits enter the funnel when they succeed (the client may never say so). */
export function registerFunnelHook(app: FastifyInstance, deps: AnalyticsDeps): void {
  app.addHook('onResponse', async (request, reply) => {
    const step = FUNNEL_ROUTES[`${request.method} ${request.routeOptions.url ?? ''}`];
    if (!step || reply.statusCode >= 300 || !consentOf(request, 'analytics')) return;
    const sessionId = sessionOf(request);
    if (!sessionId) return;
    deps.buffer.push([{ at: new Date(deps.now()), stream: 'server', name: step, sessionId, path: '', data: null }]);
  });
}

export function adminAnalyticsRoutes(deps: AnalyticsDeps) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/admin-api/analytics/report',
      {
        schema: {
          tags: ['admin'],
          security: [{ bearer: [] }],
          summary: 'Visits, registrations and deposits funnel between two dates (inclusive)',
          querystring: analyticsReportQuerySchema,
          response: { 200: analyticsReportSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const { from, to } = request.query;
        if (from > to) return sendError(reply, 400, 'bad_range', 'from must not be after to');
        // What waits in this node's buffer belongs in the report.
        await deps.buffer.flush();
        return buildReport(deps.db, from, to);
      },
    );
  };
}
