import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  LOGIN_BY_TOKEN_PATH,
  LOGIN_TOKEN_ISSUE_PATH,
  SECURE_DATA_GRANT_PATH,
  SECURE_DATA_PATH,
  loginAnswerSchema,
  loginByTokenBodySchema,
  loginTokenAnswerSchema,
  secureDataAnswerSchema,
  secureDataGrantAnswerSchema,
  secureDataGrantBodySchema,
} from '@sb/contracts';
import { SECURE_GRANT_COOKIE, SECURE_GRANT_TTL_MS } from '../secure-access';
import { identityErrors as errors, type IdentityRouteContext } from './context';

/** Spec §7 login by token (method_id, token, sign, lng) and the secure-data call (§7, §9). */
export function secureRoutes(app: FastifyInstance, ctx: IdentityRouteContext): void {
  const { identity } = ctx;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const required = { auth: 'required' } as const;

  r.post(
    LOGIN_TOKEN_ISSUE_PATH,
    {
      config: required,
      schema: {
        tags: ['identity'],
        summary: 'A one-use login token (60 s) to open the site logged in on another device',
        response: { 200: loginTokenAnswerSchema, ...errors },
      },
    },
    async (request) => identity.issueLoginToken((await ctx.requirePrincipal(request)).userId),
  );
  r.post(
    LOGIN_BY_TOKEN_PATH,
    {
      config: { gate: 'play' },
      schema: {
        tags: ['identity'],
        summary: 'Log in by token (spec §7: method_id, token, sign, lng); one use',
        body: loginByTokenBodySchema,
        response: { 200: loginAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const b = request.body;
      const result = await identity.loginByToken(
        { methodId: b.method_id, token: b.token, sign: b.sign },
        ctx.meta(request),
      );
      return ctx.answerLogin(request, reply, result);
    },
  );

  r.post(
    SECURE_DATA_GRANT_PATH,
    {
      config: required,
      schema: {
        tags: ['identity'],
        summary: 'The password again → the secure grant cookie (spec §9: 30 minutes, this session only)',
        body: secureDataGrantBodySchema,
        response: { 200: secureDataGrantAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const p = await ctx.requirePrincipal(request);
      const { grant, expiresAt } = await identity.grantSecureData(
        p.userId,
        p.sessionId,
        request.body.password,
        ctx.meta(request),
      );
      reply.setCookie(SECURE_GRANT_COOKIE, grant, {
        path: SECURE_DATA_PATH,
        httpOnly: true,
        sameSite: 'strict',
        secure: ctx.production,
        maxAge: SECURE_GRANT_TTL_MS / 1000,
      });
      return { expiresAt };
    },
  );
  r.get(
    SECURE_DATA_PATH,
    {
      config: required,
      schema: {
        tags: ['identity'],
        summary: 'Secure data (spec §7): the unmasked contacts, with the session cookie and the grant cookie',
        response: { 200: secureDataAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const p = await ctx.requirePrincipal(request);
      return identity.secureData(p.userId, p.sessionId, request.cookies[SECURE_GRANT_COOKIE]);
    },
  );
}
