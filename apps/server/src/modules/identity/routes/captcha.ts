import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  captchaImageAnswerSchema,
  captchaTimeAnswerSchema,
  captchaValidateAnswerSchema,
  captchaValidateBodySchema,
  outboxAnswerSchema,
} from '@sb/contracts';
import { sendError } from '../../../http/errors';
import { fromLoopback } from '../loopback';
import type { IdentityRouteContext } from './context';

/** Captcha calls: update, validate, gettime (spec §7 Captcha calls, §8 failure shape). */
export function captchaRoutes(app: FastifyInstance, ctx: IdentityRouteContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/web-api/captcha/update',
    { schema: { tags: ['captcha'], response: { 200: captchaImageAnswerSchema } } },
    async () => {
      const c = await ctx.captcha.create();
      return {
        id: c.id,
        image: `data:image/svg+xml;base64,${Buffer.from(c.svg).toString('base64')}`,
        expires_at: c.expiresAt,
      };
    },
  );
  r.post(
    '/web-api/captcha/validate',
    {
      schema: {
        tags: ['captcha'],
        body: captchaValidateBodySchema,
        response: { 200: captchaValidateAnswerSchema, 400: apiErrorSchema },
      },
    },
    async (request) => ctx.captcha.answer(request, request.body.id, request.body.captcha),
  );
  r.get(
    '/web-api/captcha/gettime',
    { schema: { tags: ['captcha'], response: { 200: captchaTimeAnswerSchema } } },
    async () => ({ time: ctx.now() }),
  );
}

/**
 * Embedded mailbox (non-production only): every SMS and e-mail the site "sent", every player's
 * codes. Issue 25 §10: answered to this machine only (a development server started on a public
 * host would hand them to anyone); any other caller is told there is no such route.
 */
export function outboxRoutes(app: FastifyInstance, ctx: IdentityRouteContext): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/web-api/dev/outbox',
      { schema: { tags: ['dev'], response: { 200: outboxAnswerSchema, 404: apiErrorSchema } } },
      async (request, reply) => {
        if (!fromLoopback(request)) return sendError(reply, 404, 'not_found', 'No such route');
        return {
          messages: (await ctx.readOutbox()).map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
        };
      },
    );
}
