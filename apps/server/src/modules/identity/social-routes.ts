import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  oneTapAnswerSchema,
  oneTapBodySchema,
  socialCallbackQuerySchema,
  socialClientAnswerSchema,
  socialProviderParamsSchema,
  socialStartQuerySchema,
} from '@sb/contracts';
import { DomainError, sendError } from '../../http/errors';
import type { ConfigService } from '../config';
import { originOf } from '../seo';
import { clientIp } from './auth';
import { randomToken } from './crypto';
import { REMEMBER_TTL_MS, SESSION_COOKIE, UA_COOKIE } from './sessions';
import type { IdentityService, RequestMeta } from './service';
import { signToken, verifyToken } from './signed-token';
import { exchangeCode, pkceChallenge, verifyIdToken, type OidcProvider } from './social';
import { TWO_STEP_COOKIE, TWO_STEP_COOKIE_PATH, TWO_STEP_TTL_MS } from './two-step';

export interface SocialDeps {
  identity: IdentityService;
  config: ConfigService;
  key: string;
  production: boolean;
  publicUrl: string | undefined;
  providers: OidcProvider[];
  google: { clientId: string | undefined; jwksUri: string; issuers: string[] };
  now?: () => number;
  /** Told of each player the provider's sign-in created (issue 16: referral attribution). */
  onRegistered?: (userId: number, request: FastifyRequest) => Promise<void>;
}

const TX_COOKIE = 'oauth_tx';
const TX_TTL_MS = 10 * 60_000;
const txSchema = z.object({
  state: z.string(),
  nonce: z.string(),
  verifier: z.string(),
  provider: z.string(),
  lng: z.string().regex(/^[a-z]{2}$/),
  returnUrl: z.string(),
});

/** Only paths of this site under a language are followed after login (no open redirect). */
export function safeReturnUrl(value: string | undefined, lng: string): string {
  return value && /^\/[a-z]{2}(\/[^\s\\]*)?$/.test(value) && !value.startsWith('//') ? value : `/${lng}`;
}

/** Social login (OpenID Connect code flow with PKCE) and Google one-tap (spec §3, §7). */
export function socialRoutes(deps: SocialDeps) {
  const { identity, key, production } = deps;
  const now = deps.now ?? Date.now;
  const meta = (request: FastifyRequest): RequestMeta => ({
    ip: clientIp(request),
    userAgent: request.headers['user-agent'],
    captchaToken: undefined,
  });
  /**
   * A session, or — two-factor on — the two-step ticket: in an httpOnly cookie for the login
   * page's code form (spec §7 "social two-step: code"), and answered as for a password login.
   */
  const startSession = async (
    reply: FastifyReply,
    request: FastifyRequest,
    userId: number,
  ): Promise<{ ticket: string } | null> => {
    const s = await identity.sessionFor(userId, true, meta(request));
    if (s.kind === 'two_step') {
      reply.setCookie(TWO_STEP_COOKIE, s.ticket, {
        path: TWO_STEP_COOKIE_PATH,
        httpOnly: true,
        sameSite: 'lax',
        secure: production,
        maxAge: TWO_STEP_TTL_MS / 1000,
      });
      return { ticket: s.ticket };
    }
    const base = { path: '/', sameSite: 'lax' as const, secure: production, maxAge: REMEMBER_TTL_MS / 1000 };
    reply.setCookie(SESSION_COOKIE, s.secret, { ...base, httpOnly: true });
    reply.setCookie(UA_COOKIE, '1', { ...base, httpOnly: false });
    return null;
  };
  const twoStepPage = (lng: string, returnUrl: string) =>
    `/${lng}/login?two_step=social&return_url=${encodeURIComponent(returnUrl)}`;

  return async (app: FastifyInstance) => {
    await app.register(multipart, {
      limits: { fields: 10, fileSize: 0, files: 0, fieldSize: 8 * 1024 },
      attachFieldsToBody: 'keyValues',
    });
    // A body busboy cannot read answers 400 bad_multipart from the root error handler (http/errors.ts).
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/social-api/oauth/google-one-tap/clientId',
      { schema: { tags: ['social'], response: { 200: socialClientAnswerSchema, 404: apiErrorSchema } } },
      async (_request, reply) => {
        const { site } = await deps.config.groups();
        if (!site.isOneTapAuthEnabled || !deps.google.clientId)
          return sendError(reply, 404, 'one_tap_disabled', 'Google one-tap is off');
        return { clientId: deps.google.clientId };
      },
    );

    r.post(
      '/social-api/oauth/google-one-tap',
      {
        config: { gate: 'play' },
        schema: {
          tags: ['social'],
          summary: 'Google one-tap sign-in (spec §3: credential, language, currency, countryId → redirectUrl)',
          consumes: ['multipart/form-data'],
          body: oneTapBodySchema,
          response: {
            200: oneTapAnswerSchema,
            400: apiErrorSchema,
            403: apiErrorSchema,
            404: apiErrorSchema,
            409: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const groups = await deps.config.groups();
        if (!groups.site.isOneTapAuthEnabled || !deps.google.clientId) {
          return sendError(reply, 404, 'one_tap_disabled', 'Google one-tap is off');
        }
        const who = await verifyIdToken(request.body.credential, {
          jwksUri: deps.google.jwksUri,
          issuers: deps.google.issuers,
          audience: deps.google.clientId,
        });
        await identity.spendIdToken(request.body.credential);
        const countryId = request.body.countryId ? Number(request.body.countryId) : undefined;
        const countryCode = Object.entries(groups.geo.countries).find(([, c]) => c.id === countryId)?.[0];
        const { userId, created } = await identity.socialUser(
          { provider: 'google', ...who },
          { currency: request.body.currency, countryCode },
          meta(request),
        );
        if (created) await deps.onRegistered?.(userId, request);
        const lng = request.body.language;
        const twoStep = await startSession(reply, request, userId);
        if (twoStep) return { redirectUrl: twoStepPage(lng, `/${lng}`), two_step_required: true as const, ...twoStep };
        return { redirectUrl: `/${lng}` };
      },
    );

    r.get(
      '/social-api/oauth/:provider/start',
      {
        schema: {
          tags: ['social'],
          params: socialProviderParamsSchema,
          querystring: socialStartQuerySchema,
        },
      },
      async (request, reply) => {
        const provider = deps.providers.find((p) => p.id === request.params.provider);
        if (!provider) return sendError(reply, 404, 'unknown_provider', 'No such login provider');
        const tx = {
          state: randomToken(16),
          nonce: randomToken(16),
          verifier: randomToken(32),
          provider: provider.id,
          lng: request.query.lng,
          returnUrl: safeReturnUrl(request.query.return_url, request.query.lng),
        };
        reply.setCookie(TX_COOKIE, signToken(key, { kind: 'oauth', sub: JSON.stringify(tx), exp: now() + TX_TTL_MS }), {
          path: '/social-api/oauth',
          httpOnly: true,
          sameSite: 'lax',
          secure: production,
          maxAge: TX_TTL_MS / 1000,
        });
        const redirectUri = `${originOf(request, deps.publicUrl)}/social-api/oauth/${provider.id}/callback`;
        const url = new URL(provider.authorizationEndpoint);
        url.search = new URLSearchParams({
          response_type: 'code',
          client_id: provider.clientId,
          redirect_uri: redirectUri,
          scope: provider.scope,
          state: tx.state,
          nonce: tx.nonce,
          code_challenge: pkceChallenge(tx.verifier),
          code_challenge_method: 'S256',
        }).toString();
        return reply.redirect(url.toString(), 302);
      },
    );

    r.get(
      '/social-api/oauth/:provider/callback',
      {
        config: { gate: 'play' },
        schema: {
          tags: ['social'],
          params: socialProviderParamsSchema,
          querystring: socialCallbackQuerySchema,
        },
      },
      async (request, reply) => {
        const raw = request.cookies[TX_COOKIE];
        const token = raw ? verifyToken(key, raw, 'oauth', now()) : null;
        const parsed = token ? txSchema.safeParse(JSON.parse(token.sub)) : null;
        reply.clearCookie(TX_COOKIE, { path: '/social-api/oauth' });
        const tx = parsed?.success ? parsed.data : null;
        const fail = (lng: string, reason: string) =>
          reply.redirect(`/${lng}/login?social_error=${encodeURIComponent(reason)}`, 302);
        if (!tx || tx.provider !== request.params.provider || tx.state !== request.query.state)
          return fail(tx?.lng ?? 'en', 'state');
        if (request.query.error || !request.query.code) return fail(tx.lng, 'denied');
        const provider = deps.providers.find((p) => p.id === tx.provider);
        if (!provider) return fail(tx.lng, 'provider');
        try {
          const redirectUri = `${originOf(request, deps.publicUrl)}/social-api/oauth/${provider.id}/callback`;
          const idToken = await exchangeCode(provider, request.query.code, redirectUri, tx.verifier);
          const who = await verifyIdToken(idToken, {
            jwksUri: provider.jwksUri,
            issuers: [provider.issuer],
            audience: provider.clientId,
            nonce: tx.nonce,
          });
          const { userId, created } = await identity.socialUser(
            { provider: provider.id, ...who },
            { currency: undefined, countryCode: undefined },
            meta(request),
          );
          if (created) await deps.onRegistered?.(userId, request);
          const twoStep = await startSession(reply, request, userId);
          return reply.redirect(twoStep ? twoStepPage(tx.lng, tx.returnUrl) : tx.returnUrl, 302);
        } catch (err) {
          if (err instanceof DomainError) return fail(tx.lng, err.code);
          throw err;
        }
      },
    );
  };
}
