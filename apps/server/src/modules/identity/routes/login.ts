import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  fingerprintAnswerSchema,
  fingerprintBodySchema,
  loginAnswerSchema,
  loginBodySchema,
  okAnswerSchema,
  registrationAnswerSchema,
  registrationBodySchema,
  requestIdAnswerSchema,
  smsSendBodySchema,
  twoStepBodySchema,
  userIdAnswerSchema,
} from '@sb/contracts';
import { clientIp } from '../auth';
import { issueFingerprint } from '../fingerprint';
import { TWO_STEP_COOKIE, TWO_STEP_COOKIE_PATH } from '../two-step';
import { identityErrors as errors, type IdentityRouteContext } from './context';

/** Registration, the login forms, the second step, the fingerprint token and logout (spec §2, §3, §7). */
export function loginRoutes(app: FastifyInstance, ctx: IdentityRouteContext): void {
  const { identity, meta } = ctx;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/web-api/user/registration',
    {
      config: { gate: 'play' },
      schema: {
        tags: ['identity'],
        summary: 'Register by flow one_click, phone or full (spec §2 registration)',
        body: registrationBodySchema,
        response: { 200: registrationAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const m = meta(request);
      const { termsAccepted: _terms, ...input } = request.body;
      const created = await identity.register(input, m);
      await ctx.onRegistered(created.userId, request);
      const session = await identity.sessionAfterRegistration(created.userId, m);
      if (session.kind === 'session') ctx.setSessionCookies(reply, session.secret, true);
      return {
        user_id: created.userId,
        login: created.login,
        ...(created.password ? { password: created.password } : {}),
      };
    },
  );

  r.post(
    '/web-api/user/auth',
    {
      config: { gate: 'play' },
      schema: {
        tags: ['identity'],
        summary: 'Log in (spec §3 auth forms login_password, phone_password)',
        body: loginBodySchema,
        response: { 200: loginAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const b = request.body;
      const m = meta(request);
      const result =
        b.form === 'login_password'
          ? await identity.loginWithPassword({ login: b.uLogin }, b.uPassword, b.save, m)
          : b.form === 'phone_password'
            ? await identity.loginWithPassword(
                { phone: `${b.country_code ?? ''}${b.phone_number}` },
                b.uPassword,
                b.save,
                m,
              )
            : await identity.loginWithSmsCode(b.requestId, b.sms_code, b.save, m);
      return ctx.answerLogin(request, reply, result);
    },
  );

  r.post(
    '/web-api/fingerprint',
    {
      schema: {
        tags: ['identity'],
        summary: 'Fingerprint token for this browser (spec §3 Fingerprint record, §7 fingerprint script)',
        body: fingerprintBodySchema,
        response: { 200: fingerprintAnswerSchema, 400: apiErrorSchema },
      },
    },
    async (request) => issueFingerprint(ctx.key, request.body.componentsData, ctx.now()),
  );

  r.post(
    '/web-api/user/sms/send',
    {
      schema: {
        tags: ['identity'],
        summary: 'Send an SMS login code (spec §7 send sms: phone-number, phone-code, captcha header)',
        body: smsSendBodySchema,
        response: { 200: requestIdAnswerSchema, ...errors },
      },
    },
    async (request) =>
      identity.smsLoginStart(`${request.body['phone-code'] ?? ''}${request.body['phone-number']}`, meta(request)),
  );

  r.post(
    '/web-api/user/auth/two-step',
    {
      config: { gate: 'play' },
      schema: {
        tags: ['identity'],
        summary:
          'Second step: TOTP or backup code (form login_password_two_step_code; social two-step: the code alone, the ticket in its cookie)',
        body: twoStepBodySchema,
        response: { 200: userIdAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const ticket = request.body.ticket ?? request.cookies[TWO_STEP_COOKIE] ?? '';
      const result = await identity.loginTwoStep(ticket, request.body.code, meta(request));
      reply.clearCookie(TWO_STEP_COOKIE, { path: TWO_STEP_COOKIE_PATH });
      return (await ctx.answerLogin(request, reply, result)) as { user_id: number };
    },
  );

  r.post(
    '/web-api/user/logout',
    { schema: { tags: ['identity'], response: { 200: okAnswerSchema } } },
    async (request, reply) => {
      const p = await ctx.principal(request);
      if (p) {
        await ctx.sessions.revoke(p.sessionId);
        await ctx.sessions.audit('logout', p.userId, clientIp(request));
      }
      ctx.clearSessionCookies(reply);
      return { success: true as const };
    },
  );
}
