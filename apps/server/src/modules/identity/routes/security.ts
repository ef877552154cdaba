import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import QRCode from 'qrcode';
import {
  apiErrorSchema,
  confirmCodeBodySchema,
  emailAuthBodySchema,
  okAnswerSchema,
  passwordChangeBodySchema,
  phoneBindBodySchema,
  requestIdAnswerSchema,
  securityAnswerSchema,
  securityQuestionBodySchema,
  twoFactorDisableBodySchema,
  twoFactorEnableAnswerSchema,
  twoFactorEnableBodySchema,
  twoFactorSetupAnswerSchema,
} from '@sb/contracts';
import { identityErrors as errors, type IdentityRouteContext } from './context';

/** Security settings, phone and e-mail confirmation (spec §4 activation) and two-factor. */
export function securityRoutes(app: FastifyInstance, ctx: IdentityRouteContext): void {
  const { identity, meta } = ctx;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const required = { auth: 'required' } as const;

  r.get(
    '/web-api/user/security',
    { config: required, schema: { tags: ['identity'], response: { 200: securityAnswerSchema, 401: apiErrorSchema } } },
    async (request) => identity.security((await ctx.requirePrincipal(request)).userId),
  );
  r.post(
    '/web-api/user/password/change',
    {
      config: required,
      schema: { tags: ['identity'], body: passwordChangeBodySchema, response: { 200: okAnswerSchema, ...errors } },
    },
    async (request) => {
      const p = await ctx.requirePrincipal(request);
      const { oldPassword, newPassword } = request.body;
      await identity.changePassword(p.userId, p.sessionId, oldPassword, newPassword, meta(request));
      return { success: true as const };
    },
  );
  r.post(
    '/web-api/user/security-question',
    {
      config: required,
      schema: { tags: ['identity'], body: securityQuestionBodySchema, response: { 200: okAnswerSchema, ...errors } },
    },
    async (request) => {
      const p = await ctx.requirePrincipal(request);
      await identity.setSecurityQuestion(p.userId, request.body.question, request.body.answer, meta(request));
      return { success: true as const };
    },
  );
  r.post(
    '/web-api/user/email-auth',
    {
      config: required,
      schema: { tags: ['identity'], body: emailAuthBodySchema, response: { 200: okAnswerSchema, ...errors } },
    },
    async (request) => {
      const p = await ctx.requirePrincipal(request);
      await identity.setEmailAuth(p.userId, request.body.enabled, meta(request));
      return { success: true as const };
    },
  );
  r.post(
    '/web-api/user/phone/bind',
    {
      config: required,
      schema: { tags: ['identity'], body: phoneBindBodySchema, response: { 200: requestIdAnswerSchema, ...errors } },
    },
    async (request) =>
      identity.bindPhoneStart(
        (await ctx.requirePrincipal(request)).userId,
        request.body.phone,
        request.body.password,
        meta(request),
      ),
  );
  // Spec §4 activation: confirming a phone or an e-mail with the code sent to it.
  for (const kind of ['phone', 'email'] as const) {
    r.post(
      `/web-api/user/${kind}/confirm`,
      {
        config: required,
        schema: { tags: ['identity'], body: confirmCodeBodySchema, response: { 200: okAnswerSchema, ...errors } },
      },
      async (request) => {
        const p = await ctx.requirePrincipal(request);
        const purpose = kind === 'phone' ? 'phone_confirm' : 'email_confirm';
        const id = request.body.requestId ?? (await identity.pendingCode(p.userId, purpose)) ?? '';
        if (kind === 'phone') await identity.confirmPhone(p.userId, id, request.body.code, meta(request));
        else await identity.confirmEmail(p.userId, id, request.body.code, meta(request));
        return { success: true as const };
      },
    );
  }

  // ── two-factor ──
  r.post(
    '/web-api/user/2fa/setup',
    { config: required, schema: { tags: ['identity'], response: { 200: twoFactorSetupAnswerSchema, ...errors } } },
    async (request) => {
      const p = await ctx.requirePrincipal(request);
      await identity.requireTermsConfirmed(p.userId);
      const issuer = (await ctx.config.groups()).site.companyName;
      const s = await identity.twoFactorSetup(p.userId, issuer);
      const qrSvg = await QRCode.toString(s.otpauthUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
      return { ...s, qrSvg };
    },
  );
  r.post(
    '/web-api/user/2fa/enable',
    {
      config: required,
      schema: {
        tags: ['identity'],
        body: twoFactorEnableBodySchema,
        response: { 200: twoFactorEnableAnswerSchema, ...errors },
      },
    },
    async (request) =>
      identity.twoFactorEnable((await ctx.requirePrincipal(request)).userId, request.body.code, meta(request)),
  );
  r.post(
    '/web-api/user/2fa/disable',
    {
      config: required,
      schema: { tags: ['identity'], body: twoFactorDisableBodySchema, response: { 200: okAnswerSchema, ...errors } },
    },
    async (request) => {
      await identity.twoFactorDisable((await ctx.requirePrincipal(request)).userId, request.body.code, meta(request));
      return { success: true as const };
    },
  );
}
