import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema, tokenAnswerSchema, tokenQuerySchema, userIdAnswerSchema } from '@sb/contracts';
import { ACCESS_TOKEN_TTL_MS } from '../access-tokens';
import { clientIp } from '../auth';
import { unauthorized } from '../errors';
import type { IdentityRouteContext } from './context';

/** Bearer access tokens and the session check (spec §7). */
export function tokenRoutes(app: FastifyInstance, ctx: IdentityRouteContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/web-api/user/gettoken',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['identity'],
        summary: 'Bearer access token for the session cookie (spec §7)',
        querystring: tokenQuerySchema,
        response: { 200: tokenAnswerSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const p = await ctx.requirePrincipal(request);
      return { token: ctx.accessToken(p.userId, p.sessionId), expires_in: ACCESS_TOKEN_TTL_MS / 1000 };
    },
  );
  r.post(
    '/web-api/user/updatetoken',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['identity'],
        summary: 'Refresh: the bearer token sent is spent for its successor; a spent one ends the session',
        response: { 200: tokenAnswerSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const header = request.headers.authorization;
      if (header?.startsWith('Bearer ')) {
        const token = await ctx.sessions.rotateToken(header.slice(7), clientIp(request));
        if (!token) throw unauthorized();
        return { token, expires_in: ACCESS_TOKEN_TTL_MS / 1000 };
      }
      // The session cookie alone: nothing to rotate, a token for the session as gettoken gives.
      const p = await ctx.requirePrincipal(request);
      return { token: ctx.accessToken(p.userId, p.sessionId), expires_in: ACCESS_TOKEN_TTL_MS / 1000 };
    },
  );
  r.get(
    '/web-api/session',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['identity'],
        summary: 'Session check (spec §7)',
        response: { 200: userIdAnswerSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const p = await ctx.requirePrincipal(request);
      // The client checks the session every 60 s: that keeps an active browser's session alive.
      await ctx.sessions.touch(p);
      return { user_id: p.userId };
    },
  );
}
