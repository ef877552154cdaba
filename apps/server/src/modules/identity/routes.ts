import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import QRCode from 'qrcode';
import { z } from 'zod';
import { apiErrorSchema } from '@sb/contracts';
import type { Db } from '../../db/client';
import { sendError } from '../../http/errors';
import type { ConfigService } from '../config/service';
import { audit } from './audit';
import { ACCESS_TOKEN_TTL_MS, clientIp, noStore, principalOf, requirePrincipal } from './auth';
import { CAPTCHA_HEADER, createCaptcha, validateCaptcha } from './captcha';
import { AuthError } from './errors';
import { FINGERPRINT_HEADER, fingerprintOf, issueFingerprint } from './fingerprint';
import { readOutbox } from './messages';
import {
  REMEMBER_TTL_MS,
  SESSION_COOKIE,
  UA_COOKIE,
  isRemembered,
  listSessions,
  revokeOwnSession,
  revokeSession,
  touchSession,
} from './sessions';
import { type IdentityService, type LoginResult, type RequestMeta } from './service';
import { signToken } from './signed-token';

export interface IdentityRouteDeps {
  db: Db;
  identity: IdentityService;
  config: ConfigService;
  key: string;
  production: boolean;
  now?: () => number;
}

const str = (max: number) => z.string().min(1).max(max);
/** Spec §7: logins and passwords are sent encoded (base64 of UTF-8). */
const encoded = (max: number) =>
  z
    .string()
    .min(1)
    .max(Math.ceil((max * 4) / 3) + 4)
    .regex(/^[A-Za-z0-9+/_-]+={0,2}$/, 'base64')
    .transform((v) => Buffer.from(v, 'base64').toString('utf8'))
    .pipe(z.string().min(1).max(max));

const bonusType = z.union([z.literal(0), z.literal(1), z.literal(2)]);
const common = {
  currency: z.string().regex(/^[A-Z]{3}$/),
  bonusType,
  promoCode: z
    .string()
    .max(40)
    .regex(/^[A-Za-z0-9_-]*$/)
    .optional(),
  countryCode: z
    .string()
    .regex(/^[a-zA-Z]{2}$/)
    .optional(),
  termsAccepted: z.literal(true),
};
const registrationSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('one_click'), ...common }),
  z.object({ type: z.literal('phone'), phone: str(32), password: str(128), ...common }),
  z.object({
    type: z.literal('full'),
    email: z.email().max(254),
    password: str(128),
    name: str(80),
    surname: str(80),
    birthDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    ...common,
  }),
]);

const loginSchema = z.discriminatedUnion('form', [
  z.object({
    form: z.literal('login_password'),
    uLogin: encoded(254),
    uPassword: encoded(128),
    save: z.boolean().default(false),
  }),
  z.object({
    form: z.literal('phone_password'),
    phone_number: str(32),
    country_code: z
      .string()
      .regex(/^\d{1,4}$/)
      .optional(),
    uPassword: encoded(128),
    save: z.boolean().default(false),
  }),
  z.object({
    form: z.literal('sms'),
    requestId: str(64),
    sms_code: z.string().regex(/^\d{4,8}$/),
    save: z.boolean().default(false),
  }),
]);

const okSchema = z.object({ success: z.literal(true) });
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
};

export function identityRoutes(deps: IdentityRouteDeps) {
  const { db, identity, key, production } = deps;
  const now = deps.now ?? Date.now;

  const meta = (request: FastifyRequest): RequestMeta => {
    const captcha = request.headers[CAPTCHA_HEADER];
    const fp = request.headers[FINGERPRINT_HEADER];
    return {
      ip: clientIp(request),
      userAgent: request.headers['user-agent'],
      captchaToken: typeof captcha === 'string' ? captcha : undefined,
      deviceId: fingerprintOf(key, typeof fp === 'string' ? fp : undefined, now()),
    };
  };

  const setSessionCookies = (reply: FastifyReply, secret: string, remember: boolean) => {
    const base = { path: '/', sameSite: 'lax' as const, secure: production };
    const maxAge = remember ? REMEMBER_TTL_MS / 1000 : undefined;
    reply.setCookie(SESSION_COOKIE, secret, { ...base, httpOnly: true, ...(maxAge ? { maxAge } : {}) });
    reply.setCookie(UA_COOKIE, '1', { ...base, httpOnly: false, ...(maxAge ? { maxAge } : {}) });
  };
  const clearSessionCookies = (reply: FastifyReply) => {
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    reply.clearCookie(UA_COOKIE, { path: '/' });
  };
  const accessToken = (userId: number, sessionId: string) =>
    signToken(key, { kind: 'access', sub: String(userId), sid: sessionId, exp: now() + ACCESS_TOKEN_TTL_MS });

  const answerLogin = async (request: FastifyRequest, reply: FastifyReply, result: LoginResult) => {
    if (result.kind === 'two_step') return { two_step_required: true as const, ticket: result.ticket };
    // Session rotation: whatever session this browser presented before logging in ends now, so a
    // planted session id (fixation) is worthless.
    const before = await principalOf(db, key, request, now());
    if (before) await revokeSession(db, before.sessionId);
    setSessionCookies(reply, result.secret, result.remember);
    return { user_id: result.userId };
  };

  return async (app: FastifyInstance) => {
    app.setErrorHandler((error, _request, reply) => {
      if (error instanceof AuthError) {
        if (error.status === 451) {
          return reply.code(451).send({
            errors: [{ status: '451', code: error.code, title: error.title, detail: error.message }],
            exception_code: 1,
          });
        }
        return sendError(reply, error.status, error.code, error.message, error.title);
      }
      throw error;
    });
    app.addHook('onSend', async (_req, reply) => noStore(reply));
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post(
      '/web-api/user/registration',
      {
        schema: {
          tags: ['identity'],
          summary: 'Register by flow one_click, phone or full (spec §2 registration)',
          body: registrationSchema,
          response: {
            200: z.object({ user_id: z.number(), login: z.string(), password: z.string().optional() }),
            ...errors,
          },
        },
      },
      async (request, reply) => {
        const m = meta(request);
        const { termsAccepted: _terms, ...input } = request.body;
        const created = await identity.register(input, m);
        const session = await identity.sessionAfterRegistration(created.userId, m);
        if (session.kind === 'session') setSessionCookies(reply, session.secret, true);
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
        schema: {
          tags: ['identity'],
          summary: 'Log in (spec §3 auth forms login_password, phone_password)',
          body: loginSchema,
          response: {
            200: z.union([
              z.object({ user_id: z.number() }),
              z.object({ two_step_required: z.literal(true), ticket: z.string() }),
            ]),
            ...errors,
          },
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
        return answerLogin(request, reply, result);
      },
    );

    r.post(
      '/web-api/fingerprint',
      {
        schema: {
          tags: ['identity'],
          summary: 'Fingerprint token for this browser (spec §3 Fingerprint record, §7 fingerprint script)',
          body: z.object({
            componentsData: z
              .record(z.string().max(40), z.union([z.string().max(500), z.number(), z.boolean(), z.null()]))
              .refine((o) => Object.keys(o).length <= 40, 'at most 40 components'),
          }),
          response: {
            200: z.object({ token: z.string(), expiresAt: z.number(), data: z.object({ deviceId: z.string() }) }),
            400: apiErrorSchema,
          },
        },
      },
      async (request) => issueFingerprint(key, request.body.componentsData, now()),
    );

    r.post(
      '/web-api/user/sms/send',
      {
        schema: {
          tags: ['identity'],
          summary: 'Send an SMS login code (spec §7 send sms: phone-number, phone-code, captcha header)',
          body: z.object({
            'phone-number': str(32),
            'phone-code': z
              .string()
              .regex(/^\d{1,4}$/)
              .optional(),
          }),
          response: { 200: z.object({ requestId: z.string() }), ...errors },
        },
      },
      async (request) =>
        identity.smsLoginStart(`${request.body['phone-code'] ?? ''}${request.body['phone-number']}`, meta(request)),
    );

    r.post(
      '/web-api/user/auth/two-step',
      {
        schema: {
          tags: ['identity'],
          summary: 'Second step: TOTP or backup code (form login_password_two_step_code)',
          body: z.object({ ticket: str(2048), code: str(20) }),
          response: { 200: z.object({ user_id: z.number() }), ...errors },
        },
      },
      async (request, reply) =>
        (await answerLogin(
          request,
          reply,
          await identity.loginTwoStep(request.body.ticket, request.body.code, meta(request)),
        )) as { user_id: number },
    );

    r.post(
      '/web-api/user/logout',
      { schema: { tags: ['identity'], response: { 200: okSchema } } },
      async (request, reply) => {
        const p = await principalOf(db, key, request, now());
        if (p) {
          await revokeSession(db, p.sessionId);
          await audit(db, 'logout', p.userId, clientIp(request));
        }
        clearSessionCookies(reply);
        return { success: true as const };
      },
    );

    const tokenAnswer = z.object({ token: z.string(), expires_in: z.number() });
    r.get(
      '/web-api/user/gettoken',
      {
        schema: {
          tags: ['identity'],
          summary: 'Bearer access token for the session cookie (spec §7)',
          querystring: z.object({ force_refresh: z.enum(['true', 'false']).optional() }),
          response: { 200: tokenAnswer, 401: apiErrorSchema },
        },
      },
      async (request) => {
        const p = await requirePrincipal(db, key, request, now());
        return { token: accessToken(p.userId, p.sessionId), expires_in: ACCESS_TOKEN_TTL_MS / 1000 };
      },
    );
    r.post(
      '/web-api/user/updatetoken',
      { schema: { tags: ['identity'], response: { 200: tokenAnswer, 401: apiErrorSchema } } },
      async (request) => {
        const p = await requirePrincipal(db, key, request, now());
        return { token: accessToken(p.userId, p.sessionId), expires_in: ACCESS_TOKEN_TTL_MS / 1000 };
      },
    );
    r.get(
      '/web-api/session',
      {
        schema: {
          tags: ['identity'],
          summary: 'Session check (spec §7)',
          response: { 200: z.object({ user_id: z.number() }), 401: apiErrorSchema },
        },
      },
      async (request) => {
        const p = await requirePrincipal(db, key, request, now());
        // The client checks the session every 60 s: that keeps an active browser's session alive.
        await touchSession(
          db,
          { id: p.sessionId, userId: p.userId, remember: await isRemembered(db, p.sessionId) },
          now(),
        );
        return { user_id: p.userId };
      },
    );

    r.get(
      '/web-api/user/config',
      {
        schema: {
          tags: ['identity'],
          summary: 'User config (spec §3 User config)',
          response: { 200: z.object({ result: z.record(z.string(), z.unknown()) }), 401: apiErrorSchema },
        },
      },
      async (request) => {
        const p = await requirePrincipal(db, key, request, now());
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
            ban_level: u.banLevel,
            ban_version: u.banVersion,
            user_status_id: u.userStatusId,
            is_active_secure_question: u.securityAnswerHash !== null,
            currency: u.currency,
            user_data: { name: u.name, surname: u.surname, date_birthday: u.birthDate },
          },
        };
      },
    );

    r.get(
      '/web-api/user/sessions',
      {
        schema: {
          tags: ['identity'],
          response: {
            200: z.object({
              sessions: z.array(
                z.object({
                  id: z.string(),
                  current: z.boolean(),
                  createdAt: z.string(),
                  lastSeenAt: z.string(),
                  ip: z.string().nullable(),
                  userAgent: z.string().nullable(),
                }),
              ),
            }),
            401: apiErrorSchema,
          },
        },
      },
      async (request) => {
        const p = await requirePrincipal(db, key, request, now());
        const rows = await listSessions(db, p.userId, now());
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
        schema: {
          tags: ['identity'],
          params: z.object({ id: str(100) }),
          response: { 200: okSchema, 401: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const p = await requirePrincipal(db, key, request, now());
        if (!(await revokeOwnSession(db, p.userId, request.params.id))) {
          return sendError(reply, 404, 'not_found', 'No such session');
        }
        await audit(db, 'session_revoked', p.userId, clientIp(request));
        return { success: true as const };
      },
    );

    // ── captcha (spec §7 Captcha calls: validate, update, gettime) ──
    r.post(
      '/web-api/captcha/update',
      {
        schema: {
          tags: ['captcha'],
          response: { 200: z.object({ id: z.string(), image: z.string(), expires_at: z.number() }) },
        },
      },
      async () => {
        const c = await createCaptcha(db, now());
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
          body: z.object({ id: str(64), captcha: str(16) }),
          response: {
            200: z.object({
              type: z.number(),
              time: z.number(),
              error_message: z.string().nullable(),
              token: z.string().nullable(),
            }),
            400: apiErrorSchema,
          },
        },
      },
      async (request) => {
        const result = await validateCaptcha(db, key, request.body.id, request.body.captcha, now());
        if (!result.ok) await audit(db, 'captcha_failure', null, clientIp(request), { code: result.code });
        // Spec §8: type 2 would log the user out; a wrong answer here is type 1 (try again).
        return result.ok
          ? { type: 0, time: now(), error_message: null, token: result.token }
          : { type: 1, time: now(), error_message: `captcha_error_${result.code}`, token: null };
      },
    );
    r.get(
      '/web-api/captcha/gettime',
      { schema: { tags: ['captcha'], response: { 200: z.object({ time: z.number() }) } } },
      async () => ({ time: now() }),
    );

    // ── password recovery ──
    r.post(
      '/web-api/user/recovery/request',
      {
        schema: {
          tags: ['identity'],
          body: z.object({ login: str(254) }),
          response: { 200: z.object({ requestId: z.string() }), ...errors },
        },
      },
      async (request) => identity.recoveryRequest(request.body.login, meta(request)),
    );
    r.post(
      '/web-api/user/recovery/code',
      {
        schema: {
          tags: ['identity'],
          body: z.object({ requestId: str(64), code: str(12) }),
          response: { 200: z.object({ resetToken: z.string() }), ...errors },
        },
      },
      async (request) => identity.recoveryCode(request.body.requestId, request.body.code),
    );
    r.post(
      '/web-api/user/recovery/save',
      {
        schema: {
          tags: ['identity'],
          body: z.object({ resetToken: str(2048), password: str(128) }),
          response: { 200: okSchema, ...errors },
        },
      },
      async (request) => {
        await identity.recoverySave(request.body.resetToken, request.body.password, meta(request));
        return { success: true as const };
      },
    );

    // ── security ──
    const securityAnswer = z.object({
      protection_level: z.number(),
      status: z.enum(['bad', 'normal', 'good', 'full']).nullable(),
      protection_methods: z.record(z.string(), z.boolean()),
    });
    r.get(
      '/web-api/user/security',
      { schema: { tags: ['identity'], response: { 200: securityAnswer, 401: apiErrorSchema } } },
      async (request) => identity.security((await requirePrincipal(db, key, request, now())).userId),
    );
    r.post(
      '/web-api/user/password/change',
      {
        schema: {
          tags: ['identity'],
          body: z.object({ oldPassword: str(128), newPassword: str(128) }),
          response: { 200: okSchema, ...errors },
        },
      },
      async (request) => {
        const p = await requirePrincipal(db, key, request, now());
        await identity.changePassword(
          p.userId,
          p.sessionId,
          request.body.oldPassword,
          request.body.newPassword,
          meta(request),
        );
        return { success: true as const };
      },
    );
    r.post(
      '/web-api/user/security-question',
      {
        schema: {
          tags: ['identity'],
          body: z.object({ question: str(200), answer: z.string().min(2).max(100) }),
          response: { 200: okSchema, ...errors },
        },
      },
      async (request) => {
        const p = await requirePrincipal(db, key, request, now());
        await identity.setSecurityQuestion(p.userId, request.body.question, request.body.answer, meta(request));
        return { success: true as const };
      },
    );
    r.post(
      '/web-api/user/email-auth',
      {
        schema: {
          tags: ['identity'],
          body: z.object({ enabled: z.boolean() }),
          response: { 200: okSchema, ...errors },
        },
      },
      async (request) => {
        const p = await requirePrincipal(db, key, request, now());
        await identity.setEmailAuth(p.userId, request.body.enabled, meta(request));
        return { success: true as const };
      },
    );
    r.post(
      '/web-api/user/phone/bind',
      {
        schema: {
          tags: ['identity'],
          body: z.object({ phone: str(32) }),
          response: { 200: z.object({ requestId: z.string() }), ...errors },
        },
      },
      async (request) =>
        identity.bindPhoneStart(
          (await requirePrincipal(db, key, request, now())).userId,
          request.body.phone,
          meta(request),
        ),
    );
    // Spec §4 activation: confirming a phone or an e-mail with the code sent to it.
    for (const kind of ['phone', 'email'] as const) {
      r.post(
        `/web-api/user/${kind}/confirm`,
        {
          schema: {
            tags: ['identity'],
            body: z.object({ requestId: str(64).optional(), code: str(12) }),
            response: { 200: okSchema, ...errors },
          },
        },
        async (request) => {
          const p = await requirePrincipal(db, key, request, now());
          const purpose = kind === 'phone' ? 'phone_confirm' : 'email_confirm';
          const id = request.body.requestId ?? (await identity.pendingCode(p.userId, purpose)) ?? '';
          if (kind === 'phone') await identity.confirmPhone(p.userId, id, request.body.code, meta(request));
          else await identity.confirmEmail(p.userId, id, request.body.code, meta(request));
          return { success: true as const };
        },
      );
    }

    // ── terms (spec §7 agreement-rules) ──
    r.get(
      '/web-api/api-v3/v2/user/agreement-rules/status',
      {
        schema: {
          tags: ['identity'],
          summary: 'Whether changed terms wait for confirmation (spec §7; polled every 60 s)',
          response: {
            200: z.object({ result: z.boolean(), updatedAt: z.string(), version: z.number() }),
            401: apiErrorSchema,
          },
        },
      },
      async (request) => identity.termsStatus((await requirePrincipal(db, key, request, now())).userId),
    );
    r.post(
      '/web-api/api-v3/v2/user/agreement-rules/confirm',
      {
        schema: {
          tags: ['identity'],
          body: z.object({ version: z.number().int().min(1) }),
          response: { 200: okSchema, ...errors },
        },
      },
      async (request) => {
        await identity.confirmTerms((await requirePrincipal(db, key, request, now())).userId, request.body.version);
        return { success: true as const };
      },
    );

    // ── two-factor ──
    r.post(
      '/web-api/user/2fa/setup',
      {
        schema: {
          tags: ['identity'],
          response: { 200: z.object({ secret: z.string(), otpauthUrl: z.string(), qrSvg: z.string() }), ...errors },
        },
      },
      async (request) => {
        const p = await requirePrincipal(db, key, request, now());
        await identity.requireTermsConfirmed(p.userId);
        const issuer = (await deps.config.groups()).site.companyName;
        const s = await identity.twoFactorSetup(p.userId, issuer);
        const qrSvg = await QRCode.toString(s.otpauthUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
        return { ...s, qrSvg };
      },
    );
    r.post(
      '/web-api/user/2fa/enable',
      {
        schema: {
          tags: ['identity'],
          body: z.object({ code: str(12) }),
          response: { 200: z.object({ backupCodes: z.array(z.string()) }), ...errors },
        },
      },
      async (request) =>
        identity.twoFactorEnable(
          (await requirePrincipal(db, key, request, now())).userId,
          request.body.code,
          meta(request),
        ),
    );
    r.post(
      '/web-api/user/2fa/disable',
      { schema: { tags: ['identity'], body: z.object({ code: str(20) }), response: { 200: okSchema, ...errors } } },
      async (request) => {
        await identity.twoFactorDisable(
          (await requirePrincipal(db, key, request, now())).userId,
          request.body.code,
          meta(request),
        );
        return { success: true as const };
      },
    );

    // ── embedded mailbox (non-production): every SMS and e-mail the site "sent" ──
    if (!production) {
      r.get(
        '/web-api/dev/outbox',
        {
          schema: {
            tags: ['dev'],
            response: {
              200: z.object({
                messages: z.array(
                  z.object({
                    id: z.number(),
                    channel: z.string(),
                    recipient: z.string(),
                    subject: z.string(),
                    body: z.string(),
                    createdAt: z.string(),
                  }),
                ),
              }),
            },
          },
        },
        async () => ({ messages: (await readOutbox(db)).map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })) }),
      );
    }
  };
}
