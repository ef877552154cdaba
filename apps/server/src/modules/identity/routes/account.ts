import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  okAnswerSchema,
  sessionIdParamsSchema,
  sessionsAnswerSchema,
  termsConfirmBodySchema,
  termsStatusAnswerSchema,
  userConfigAnswerSchema,
} from '@sb/contracts';
import { sendError } from '../../../http/errors';
import { clientIp } from '../auth';
import { identityConfigFields } from '../user-config-fields';
import { identityErrors as errors, type IdentityRouteContext } from './context';

/** The player's own account: user config, sessions, terms (spec §3 User config, §7 agreement-rules). */
export function accountRoutes(app: FastifyInstance, ctx: IdentityRouteContext): void {
  const { identity } = ctx;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/web-api/user/config',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['identity'],
        summary: 'User config (spec §3 User config)',
        response: { 200: userConfigAnswerSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const p = await ctx.requirePrincipal(request);
      const u = await identity.user(p.userId);
      const methods = identity.protectionMethods(u);
      const sec = await identity.security(p.userId);
      return {
        result: {
          user_id: u.id,
          user_name: u.login,
          user_email: u.email,
          phone_number: u.phone,
          user_country_code: u.countryCode,
          activation_type: u.activationType,
          user_hide_balance: true,
          protection_level: sec.protection_level,
          protection_methods: methods,
          should_sync_protection_methods: await identity.protectionChangedSince(u.id, p.sessionId),
          ban_level: u.banLevel,
          ban_version: u.banVersion,
          user_status_id: u.userStatusId,
          is_active_secure_question: u.securityAnswerHash !== null,
          currency: u.currency,
          user_data: { name: u.name, surname: u.surname, date_birthday: u.birthDate },
          ...identityConfigFields(u, ctx.now()),
          ...(await ctx.userConfigExtras(u.id)),
        },
      };
    },
  );

  r.get(
    '/web-api/user/sessions',
    {
      config: { auth: 'required' },
      schema: { tags: ['identity'], response: { 200: sessionsAnswerSchema, 401: apiErrorSchema } },
    },
    async (request) => {
      const p = await ctx.requirePrincipal(request);
      const rows = await ctx.sessions.list(p.userId);
      return {
        sessions: rows.map((s) => ({
          ...s,
          current: s.id === p.sessionId,
          createdAt: s.createdAt.toISOString(),
          lastSeenAt: s.lastSeenAt.toISOString(),
        })),
      };
    },
  );
  r.delete(
    '/web-api/user/sessions/:id',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['identity'],
        params: sessionIdParamsSchema,
        response: { 200: okAnswerSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const p = await ctx.requirePrincipal(request);
      if (!(await ctx.sessions.revokeOwn(p.userId, request.params.id))) {
        return sendError(reply, 404, 'not_found', 'No such session');
      }
      await ctx.sessions.audit('session_revoked', p.userId, clientIp(request));
      return { success: true as const };
    },
  );

  // ── terms (spec §7 agreement-rules) ──
  r.get(
    '/web-api/api-v3/v2/user/agreement-rules/status',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['identity'],
        summary: 'Whether changed terms wait for confirmation (spec §7; polled every 60 s)',
        response: { 200: termsStatusAnswerSchema, 401: apiErrorSchema },
      },
    },
    async (request) => identity.termsStatus((await ctx.requirePrincipal(request)).userId),
  );
  r.post(
    '/web-api/api-v3/v2/user/agreement-rules/confirm',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['identity'],
        body: termsConfirmBodySchema,
        response: { 200: okAnswerSchema, ...errors },
      },
    },
    async (request) => {
      await identity.confirmTerms((await ctx.requirePrincipal(request)).userId, request.body.version);
      return { success: true as const };
    },
  );
}
