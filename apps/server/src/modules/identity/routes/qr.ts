import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  okAnswerSchema,
  qrCodeSchema,
  qrDescribeAnswerSchema,
  qrPollAnswerSchema,
  qrPollBodySchema,
  qrStartAnswerSchema,
  qrStartBodySchema,
} from '@sb/contracts';
import { identityErrors as errors, type IdentityRouteContext } from './context';

/**
 * Issue 17 QR authorization (office menu "QR authorization"): the login page of a new device
 * shows a QR code; the player's logged-in phone opens it (office/security?qr=…), sees where the
 * request comes from and confirms; the new device's next poll is logged in. One use, 2 minutes.
 */
export function qrRoutes(app: FastifyInstance, ctx: IdentityRouteContext): void {
  const { qr } = ctx;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const required = { auth: 'required' } as const;
  const notFound = { 404: apiErrorSchema };

  r.post(
    '/web-api/user/qr/start',
    {
      config: { gate: 'play' },
      schema: { tags: ['identity'], body: qrStartBodySchema, response: { 200: qrStartAnswerSchema, ...errors } },
    },
    async (request) => {
      const m = ctx.meta(request);
      // Issue 25 §10: the site's own origin (PUBLIC_URL / allowed hosts), never the request's Host:
      // a forged Host would put a look-alike site's link in the QR code a player scans.
      const origin = request.siteOrigin;
      return qr.start(m, (code) => `${origin}/${request.body.lng}/office/security?qr=${encodeURIComponent(code)}`);
    },
  );
  r.post(
    '/web-api/user/qr/poll',
    {
      schema: {
        tags: ['identity'],
        body: qrPollBodySchema,
        response: { 200: qrPollAnswerSchema, ...errors, ...notFound },
      },
    },
    async (request, reply) => {
      const { status, userId } = await qr.poll(request.body.requestId, request.body.secret);
      if (status === 'approved' && userId !== undefined) {
        const session = await qr.openSession(userId, ctx.meta(request));
        ctx.setSessionCookies(reply, session.secret, false);
      }
      return { status };
    },
  );
  r.get(
    '/web-api/user/qr/describe',
    {
      config: required,
      schema: {
        tags: ['identity'],
        querystring: qrCodeSchema,
        response: { 200: qrDescribeAnswerSchema, ...errors, ...notFound },
      },
    },
    async (request) => {
      await ctx.requirePrincipal(request);
      return qr.describe(request.query.code);
    },
  );
  r.post(
    '/web-api/user/qr/approve',
    {
      config: required,
      schema: { tags: ['identity'], body: qrCodeSchema, response: { 200: okAnswerSchema, ...errors, ...notFound } },
    },
    async (request) => {
      const p = await ctx.requirePrincipal(request);
      await qr.approve(request.body.code, p.userId, ctx.meta(request).ip);
      return { success: true as const };
    },
  );
}
