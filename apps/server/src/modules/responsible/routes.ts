import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@sb/contracts';
import type { Db } from '../../db/client';
import { sendError } from '../../http/errors';
import type { ConfigService } from '../config/service';
import { requirePrincipal } from '../identity/auth';
import { AuthError } from '../identity/errors';
import { SELF_EXCLUDE_REASONS } from './catalogue';
import { RgError } from './errors';
import type { RgService } from './service';

const BASE = '/limit-service-api/api/external/web/v3';

const limitView = z.object({
  limitType: z.number(),
  limitValue: z.string(),
  limitBalance: z.string().nullable(),
  limitState: z.enum(['PENDING', 'ACTIVE', 'INACTIVE']),
  needApprove: z.boolean(),
  startedAt: z.string(),
  endsAt: z.string().nullable(),
  selfExcludeReason: z.string().nullable(),
  availableValues: z.array(z.number()).nullable(),
  measure: z.string(),
  label: z.string(),
  currencyCode: z.string().nullable(),
});
const limitRequest = z.object({
  limitType: z.number().int(),
  limitValue: z.number().int(),
  selfExcludeReason: z.string().max(60).optional(),
});
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const languageHeader = z
  .object({
    'x-language': z
      .string()
      .regex(/^[a-z]{2}$/)
      .optional(),
  })
  .loose();

/** The limit service API, exactly the spec §7 paths and fields. */
export function responsibleRoutes(deps: {
  db: Db;
  key: string;
  rg: RgService;
  config: ConfigService;
  now?: () => number;
}) {
  const { db, key, rg } = deps;
  const now = deps.now ?? Date.now;
  const who = (request: FastifyRequest) => requirePrincipal(db, key, request, now());
  return async (app: FastifyInstance) => {
    app.setErrorHandler((error, _request, reply) => {
      if (error instanceof RgError || error instanceof AuthError)
        return sendError(reply, error.status, error.code, error.message, error.title);
      throw error;
    });
    app.addHook('onSend', async (_req, reply) => {
      reply.header('Cache-Control', 'no-store');
    });
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post(
      `${BASE}/ping`,
      {
        schema: {
          tags: ['responsible'],
          summary: 'Every 30 s while the player is active: play time, session limit, reality check',
          response: {
            200: z.object({
              active: z.boolean(),
              sessionLimitReached: z.boolean(),
              messages: z.array(z.string()),
              realityCheck: z
                .object({
                  due: z.boolean(),
                  playedSeconds: z.number(),
                  netResultMinor: z.string(),
                  intervalMinutes: z.number(),
                })
                .nullable(),
            }),
            401: apiErrorSchema,
          },
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
        schema: {
          tags: ['responsible'],
          headers: languageHeader,
          response: { 200: z.array(limitView), 401: apiErrorSchema },
        },
      },
      async (request) => rg.limits((await who(request)).userId),
    );
    r.get(
      `${BASE}/availablelimits`,
      {
        schema: {
          tags: ['responsible'],
          headers: languageHeader,
          response: {
            200: z.array(
              z.object({
                limitType: z.number(),
                measure: z.string(),
                label: z.string(),
                availableValues: z.array(z.number()).nullable(),
              }),
            ),
            401: apiErrorSchema,
          },
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
        schema: {
          tags: ['responsible'],
          headers: languageHeader,
          response: {
            200: z.array(z.object({ id: z.string(), label: z.string() })),
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
        schema: {
          tags: ['responsible'],
          summary: 'Save limits: answers status, data.questions, tokenGuid, limitsData',
          headers: languageHeader,
          body: z.object({ limits: z.array(limitRequest).min(1).max(20) }),
          response: {
            200: z.object({
              status: z.enum(['saved', 'questions']),
              data: z.object({ questions: z.array(z.object({ id: z.number(), text: z.string() })) }),
              tokenGuid: z.string().nullable(),
              limitsData: z.array(limitView),
            }),
            ...errors,
          },
        },
      },
      async (request) => rg.save((await who(request)).userId, request.body.limits),
    );
    r.post(
      `${BASE}/testanswers`,
      {
        schema: {
          tags: ['responsible'],
          body: z.object({
            tokenGuid: z.uuid(),
            answers: z.array(z.object({ id: z.number().int(), answer: z.enum(['yes', 'no']) })).max(20),
          }),
          response: {
            200: z.object({
              questionsResult: z.array(z.object({ id: z.number(), correct: z.boolean() })),
              success: z.boolean(),
              limitsData: z.array(limitView),
            }),
            ...errors,
          },
        },
      },
      async (request) => rg.testAnswers((await who(request)).userId, request.body.tokenGuid, request.body.answers),
    );
    r.post(
      `${BASE}/limitaction`,
      {
        schema: {
          tags: ['responsible'],
          summary: 'Confirm or reject a pending limit (spec §4 Deposit limit)',
          body: z.object({ action: z.enum(['confirm', 'reject']), limitType: z.number().int() }),
          response: { 200: z.object({ title: z.string(), limitsData: z.array(limitView) }), ...errors },
        },
      },
      async (request) => rg.action((await who(request)).userId, request.body.action, request.body.limitType),
    );
    r.delete(
      `${BASE}/limit`,
      {
        schema: {
          tags: ['responsible'],
          summary: 'Remove a limit (used when the mode flag is not 1); a removal waits like an increase',
          querystring: z.object({ limitType: z.coerce.number().int() }),
          response: { 200: z.object({ limitsData: z.array(limitView) }), ...errors },
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
        schema: {
          tags: ['responsible'],
          summary: 'Self-exclusion for one of the spec §9 periods; ends every session',
          body: z.object({ days: z.number().int(), reason: z.string().max(60).optional() }),
          response: { 200: z.object({ success: z.literal(true) }), ...errors },
        },
      },
      async (request) => rg.blockUser((await who(request)).userId, request.body.days, request.body.reason),
    );
    r.post(
      '/web-api/api/web/user/v1/reality-check',
      {
        schema: {
          tags: ['responsible'],
          summary: 'Reality-check answer (spec §3 Reality-check request)',
          body: z.object({
            data: z.object({
              attributes: z.object({
                action: z.enum(['continue', 'log_out', 'nothing']),
                do_not_show_again: z.boolean().default(false),
                popup_show_at: z.iso.datetime({ offset: true }).optional(),
              }),
            }),
          }),
          response: { 200: z.object({ success: z.literal(true), loggedOut: z.boolean() }), ...errors },
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
