import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  okAnswerSchema,
  recoveryCodeAnswerSchema,
  recoveryCodeBodySchema,
  recoveryRequestBodySchema,
  recoverySaveBodySchema,
  requestIdAnswerSchema,
} from '@sb/contracts';
import { identityErrors as errors, type IdentityRouteContext } from './context';

/** Password recovery: request a code, exchange it for a reset token, save the new password. */
export function recoveryRoutes(app: FastifyInstance, ctx: IdentityRouteContext): void {
  const { identity, meta } = ctx;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/web-api/user/recovery/request',
    {
      schema: {
        tags: ['identity'],
        body: recoveryRequestBodySchema,
        response: { 200: requestIdAnswerSchema, ...errors },
      },
    },
    async (request) => identity.recoveryRequest(request.body.login, { ...meta(request), origin: request.siteOrigin }),
  );
  r.post(
    '/web-api/user/recovery/code',
    {
      schema: {
        tags: ['identity'],
        body: recoveryCodeBodySchema,
        response: { 200: recoveryCodeAnswerSchema, ...errors },
      },
    },
    async (request) => identity.recoveryCode(request.body.requestId, request.body.code),
  );
  r.post(
    '/web-api/user/recovery/save',
    { schema: { tags: ['identity'], body: recoverySaveBodySchema, response: { 200: okAnswerSchema, ...errors } } },
    async (request) => {
      await identity.recoverySave(request.body.resetToken, request.body.password, meta(request));
      return { success: true as const };
    },
  );
}
