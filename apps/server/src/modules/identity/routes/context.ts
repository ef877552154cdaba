import type { FastifyReply, FastifyRequest } from 'fastify';
import { apiErrorSchema } from '@sb/contracts';
import type { Db } from '../../../db/client';
import { QrLogins } from '../qr-login';
import type { ConfigService } from '../../config';
import { issueAccessToken, rotateAccessToken } from '../access-tokens';
import { audit, type AuthEventType } from '../audit';
import { clientIp, principal as resolvedPrincipal, principalOf, type Principal } from '../auth';
import { CAPTCHA_HEADER, createCaptcha } from '../captcha';
import { answerCaptcha } from '../captcha-answer';
import type { DevCaptchaBook } from '../dev-captcha';
import { FINGERPRINT_HEADER, fingerprintOf } from '../fingerprint';
import { readOutbox } from '../messages';
import {
  REMEMBER_TTL_MS,
  SESSION_COOKIE,
  UA_COOKIE,
  isRemembered,
  listSessions,
  revokeOwnSession,
  revokeSession,
  touchSession,
} from '../sessions';
import type { IdentityService, LoginResult, RequestMeta } from '../service';

export interface IdentityRouteDeps {
  db: Db;
  identity: IdentityService;
  config: ConfigService;
  key: string;
  production: boolean;
  /** Operator token of the dev-only captcha answer endpoint (outside production). */
  adminToken?: string | undefined;
  now?: () => number;
  /** Spec §3 user config fields other modules keep (the office's disallow_line_sport, …). */
  userConfigExtras?: (userId: number) => Promise<Readonly<Record<string, unknown>>>;
  /** Told of each new player with the registering request (issue 16: referral attribution from its cookies). */
  onRegistered?: (userId: number, request: FastifyRequest) => Promise<void>;
}

/** The refusals every identity route may answer besides 200. */
export const identityErrors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
};

/**
 * What the identity route files share. Routes never hold the database: they call the identity
 * service or the session, captcha and outbox operations here, which close over it.
 */
export interface IdentityRouteContext {
  identity: IdentityService;
  config: ConfigService;
  key: string;
  production: boolean;
  now: () => number;
  captchaBook: DevCaptchaBook | undefined;
  userConfigExtras(userId: number): Promise<Readonly<Record<string, unknown>>>;
  onRegistered(userId: number, request: FastifyRequest): Promise<void>;
  meta(request: FastifyRequest): RequestMeta;
  principal(request: FastifyRequest): Promise<Principal | null>;
  requirePrincipal(request: FastifyRequest): Promise<Principal>;
  setSessionCookies(reply: FastifyReply, secret: string, remember: boolean): void;
  clearSessionCookies(reply: FastifyReply): void;
  accessToken(userId: number, sessionId: string): string;
  answerLogin(
    request: FastifyRequest,
    reply: FastifyReply,
    result: LoginResult,
  ): Promise<{ two_step_required: true; ticket: string } | { user_id: number }>;
  sessions: {
    audit(type: AuthEventType, userId: number, ip: string): Promise<void>;
    revoke(sessionId: string): Promise<void>;
    revokeOwn(userId: number, sessionId: string): Promise<boolean>;
    touch(p: Principal): Promise<void>;
    list(userId: number): ReturnType<typeof listSessions>;
    rotateToken(token: string, ip: string): Promise<string | null>;
  };
  captcha: {
    create(): ReturnType<typeof createCaptcha>;
    answer(request: FastifyRequest, id: string, answer: string): ReturnType<typeof answerCaptcha>;
  };
  readOutbox(): ReturnType<typeof readOutbox>;
  /** Issue 17 QR authorization. */
  qr: QrLogins;
}

/** The page's site language: the X-Language header the web sends, else the lng cookie (spec §9). */
function requestLanguage(request: FastifyRequest): string | undefined {
  const header = request.headers['x-language'];
  const candidate = typeof header === 'string' ? header : request.cookies?.['lng'];
  return candidate && /^[a-z]{2}$/.test(candidate) ? candidate : undefined;
}

export function identityRouteContext(
  deps: IdentityRouteDeps,
  captchaBook: DevCaptchaBook | undefined,
): IdentityRouteContext {
  const { db, key, production } = deps;
  const now = deps.now ?? Date.now;
  const principal = (request: FastifyRequest) => principalOf(db, key, request, now());
  const setSessionCookies = (reply: FastifyReply, secret: string, remember: boolean) => {
    const base = { path: '/', sameSite: 'lax' as const, secure: production };
    const maxAge = remember ? REMEMBER_TTL_MS / 1000 : undefined;
    reply.setCookie(SESSION_COOKIE, secret, { ...base, httpOnly: true, ...(maxAge ? { maxAge } : {}) });
    reply.setCookie(UA_COOKIE, '1', { ...base, httpOnly: false, ...(maxAge ? { maxAge } : {}) });
  };
  return {
    identity: deps.identity,
    config: deps.config,
    key,
    production,
    now,
    captchaBook,
    userConfigExtras: async (userId) => (deps.userConfigExtras ? deps.userConfigExtras(userId) : {}),
    onRegistered: async (userId, request) => deps.onRegistered?.(userId, request),
    meta: (request) => {
      const captcha = request.headers[CAPTCHA_HEADER];
      const fp = request.headers[FINGERPRINT_HEADER];
      return {
        ip: clientIp(request),
        userAgent: request.headers['user-agent'],
        captchaToken: typeof captcha === 'string' ? captcha : undefined,
        deviceId: fingerprintOf(key, typeof fp === 'string' ? fp : undefined, now()),
        lang: requestLanguage(request),
      };
    },
    principal,
    qr: new QrLogins(db, now),
    requirePrincipal: async (request) => resolvedPrincipal(request),
    setSessionCookies,
    clearSessionCookies: (reply) => {
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      reply.clearCookie(UA_COOKIE, { path: '/' });
    },
    accessToken: (userId, sessionId) => issueAccessToken(key, userId, sessionId, now()),
    answerLogin: async (request, reply, result) => {
      if (result.kind === 'two_step') return { two_step_required: true as const, ticket: result.ticket };
      // Session rotation: whatever session this browser presented before logging in ends now, so a
      // planted session id (fixation) is worthless.
      const before = await principal(request);
      if (before) await revokeSession(db, before.sessionId);
      setSessionCookies(reply, result.secret, result.remember);
      return { user_id: result.userId };
    },
    sessions: {
      audit: (type, userId, ip) => audit(db, type, userId, ip),
      revoke: (sessionId) => revokeSession(db, sessionId),
      revokeOwn: (userId, sessionId) => revokeOwnSession(db, userId, sessionId),
      touch: async (p) =>
        touchSession(db, { id: p.sessionId, userId: p.userId, remember: await isRemembered(db, p.sessionId) }, now()),
      list: (userId) => listSessions(db, userId, now()),
      rotateToken: (token, ip) => rotateAccessToken(db, key, token, now(), ip),
    },
    captcha: {
      create: () => createCaptcha(db, now(), captchaBook),
      answer: async (request, id, answer) =>
        answerCaptcha(db, key, { principal: await principal(request), ip: clientIp(request) }, { id, answer }, now()),
    },
    readOutbox: () => readOutbox(db),
  };
}
