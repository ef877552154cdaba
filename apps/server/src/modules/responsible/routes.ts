import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  availableLimitsSchema,
  blockUserAnswerSchema,
  blockUserBodySchema,
  languageHeaderSchema,
  LIMIT_SERVICE_API,
  limitActionAnswerSchema,
  limitActionBodySchema,
  limitListSchema,
  limitsDataAnswerSchema,
  pingAnswerSchema,
  REALITY_CHECK_PATH,
  realityCheckAnswerSchema,
  realityCheckBodySchema,
  removeLimitQuerySchema,
  saveLimitsAnswerSchema,
  saveLimitsBodySchema,
  selfExcludeReasonsSchema,
  testAnswersAnswerSchema,
  testAnswersBodySchema,
} from '@sb/contracts';
import { sendError } from '../../http/errors';
import type { ConfigService } from '../config';
import { principal } from '../identity';
import { SELF_EXCLUDE_REASONS } from './catalogue';
import type { RgService } from './service';

const BASE = LIMIT_SERVICE_API;

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

/** The limit service API, exactly the spec §7 paths and fields. */
export function responsibleRoutes(deps: { rg: RgService; config: ConfigService; now?: () => number }) {
  const { rg } = deps;
  const who = async (request: FastifyRequest) => principal(request);
  return async (app: FastifyInstance) => {
    app.addHook('onSend', async (_req, reply) => {
      reply.header('Cache-Control', 'no-store');
    });
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post(
      `${BASE}/ping`,
      {
        config: { auth: 'required', money: true },
        schema: {
          tags: ['responsible'],
          summary: 'Every 30 s while the player is active: play time, session limit, reality check',
          response: { 200: pingAnswerSchema, 401: apiErrorSchema },
        },
      },
      async (request) => {
        const p = await who(request);
        return rg.ping(p.userId, p.sessionId);
      },
    );
    r.get(
      `${BASE}/limits`,
      {
        config: { auth: 'required' },
        schema: {
          tags: ['responsible'],
          headers: languageHeaderSchema,
          response: { 200: limitListSchema, 401: apiErrorSchema },
        },
      },
      async (request) => rg.limits((await who(request)).userId),
    );
    r.get(
      `${BASE}/availablelimits`,
      {
        config: { auth: 'required' },
        schema: {
          tags: ['responsible'],
          headers: languageHeaderSchema,
          response: { 200: availableLimitsSchema, 401: apiErrorSchema },
        },
      },
      async (request) => {
        await who(request);
        return [...rg.available()];
      },
    );
    r.get(
      `${BASE}/reasons/selfexclude`,
      {
        config: { auth: 'required' },
        schema: {
          tags: ['responsible'],
          headers: languageHeaderSchema,
          response: {
            200: selfExcludeReasonsSchema,
            401: apiErrorSchema,
            404: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        await who(request);
        if (!(await deps.config.groups()).responsible.selfExcludeReasonsEnabled)
          return sendError(reply, 404, 'feature_off', 'Self-exclusion reasons are off');
        return SELF_EXCLUDE_REASONS.map((id) => ({ id, label: id }));
      },
    );
    r.post(
      `${BASE}/limits`,
      {
        config: { auth: 'required', money: true },
        schema: {
          tags: ['responsible'],
          summary: 'Save limits: answers status, data.questions, tokenGuid, limitsData',
          headers: languageHeaderSchema,
          body: saveLimitsBodySchema,
          response: { 200: saveLimitsAnswerSchema, ...errors },
        },
      },
      async (request) => rg.save((await who(request)).userId, request.body.limits),
    );
    r.post(
      `${BASE}/testanswers`,
      {
        config: { auth: 'required', money: true },
        schema: {
          tags: ['responsible'],
          body: testAnswersBodySchema,
          response: { 200: testAnswersAnswerSchema, ...errors },
        },
      },
      async (request) => rg.testAnswers((await who(request)).userId, request.body.tokenGuid, request.body.answers),
    );
    r.post(
      `${BASE}/limitaction`,
      {
        config: { auth: 'required', money: true },
        schema: {
          tags: ['responsible'],
          summary: 'Confirm or reject a pending limit (spec §4 Deposit limit)',
          body: limitActionBodySchema,
          response: { 200: limitActionAnswerSchema, ...errors },
        },
      },
      async (request) => rg.action((await who(request)).userId, request.body.action, request.body.limitType),
    );
    r.delete(
      `${BASE}/limit`,
      {
        config: { auth: 'required', money: true },
        schema: {
          tags: ['responsible'],
          summary: 'Remove a limit (used when the mode flag is not 1); a removal waits like an increase',
          querystring: removeLimitQuerySchema,
          response: { 200: limitsDataAnswerSchema, ...errors },
        },
      },
      async (request, reply) => {
        const userId = (await who(request)).userId;
        if ((await deps.config.groups()).responsible.deleteMode === 1) {
          return sendError(
            reply,
            400,
            'use_save',
            'In this mode a limit is removed by saving 999999999',
            'responsible_gaming_save_error',
          );
        }
        return { limitsData: await rg.remove(userId, request.query.limitType) };
      },
    );
    r.post(
      `${BASE}/BlockUser`,
      {
        config: { auth: 'required', money: true },
        schema: {
          tags: ['responsible'],
          summary: 'Self-exclusion for one of the spec §9 periods; ends every session',
          body: blockUserBodySchema,
          response: { 200: blockUserAnswerSchema, ...errors },
        },
      },
      async (request) => rg.blockUser((await who(request)).userId, request.body.days, request.body.reason),
    );
    r.post(
      REALITY_CHECK_PATH,
      {
        config: { auth: 'required', money: true },
        schema: {
          tags: ['responsible'],
          summary: 'Reality-check answer (spec §3 Reality-check request)',
          body: realityCheckBodySchema,
          response: { 200: realityCheckAnswerSchema, ...errors },
        },
      },
      async (request) => {
        const p = await who(request);
        const a = request.body.data.attributes;
        return rg.realityCheck(p.userId, p.sessionId, {
          action: a.action,
          doNotShowAgain: a.do_not_show_again,
          popupShowAt: a.popup_show_at,
        });
      },
    );
  };
}
