import { describe, expect, it } from 'vitest';
import Fastify, { type FastifyRequest } from 'fastify';
import cookie from '@fastify/cookie';
import type { Db } from '../db/client';
import { requirePrincipal } from '../modules/identity';
import { XRW, useTestApp } from '../test/test-app';
import { registerErrorHandling } from './errors';
import { registerPrincipal } from './principal';

const clock = Date.UTC(2026, 10, 21, 10, 0, 0);

const node = useTestApp({ now: () => clock });

type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface Operation {
  method: Method;
  /** OpenAPI form: `/web-api/user/sessions/{id}`. */
  path: string;
  secured: boolean;
}
interface OpenApiDoc {
  paths: Record<string, Record<string, { security?: Record<string, string[]>[] }>>;
}
const METHODS: Record<string, Method> = { get: 'GET', post: 'POST', put: 'PUT', patch: 'PATCH', delete: 'DELETE' };

/** Every documented operation of the node.app, and whether its route is marked `auth: 'required'`. */
async function operations(): Promise<Operation[]> {
  const doc = (await node.app.app.inject({ url: '/api-docs/json' })).json<OpenApiDoc>();
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).flatMap(([m, op]) => {
      const method = METHODS[m];
      // Admin routes declare the bearer (admin token) alone; a player's route also takes the session cookie.
      return method ? [{ method, path, secured: op.security?.some((s) => 'session' in s) ?? false }] : [];
    }),
  );
}

/** Path parameters, query and body a validator would refuse. */
const BAD_QUERY = '?from=8640000000000001&to=0000-01-01&page=-1&limitType=x&direction=sideways&accountId=0';
const badUrl = (path: string) => `${path.replace(/\{[^}]+\}/g, 'not-a-valid-id')}${BAD_QUERY}`;
const ANONYMOUS_VARIANTS: { name: string; headers: Record<string, string>; payload: string }[] = [
  { name: 'invalid JSON', headers: { ...XRW, 'content-type': 'application/json' }, payload: '{"x":' },
  { name: 'wrong content type', headers: { ...XRW, 'content-type': 'application/xml' }, payload: '<x/>' },
  { name: 'no content type', headers: { ...XRW }, payload: 'garbage' },
  {
    name: 'forged bearer and session cookie',
    headers: { ...XRW, 'content-type': 'application/json', authorization: 'Bearer forged', cookie: 'sid=forged' },
    payload: '[1,2',
  },
];

interface ErrorBody {
  errors: { status: string; code: string; title: string; detail: string }[];
}

/** The codes the inline checks answered before the hook: identity's, and betting's own (spec bet errors). */
const UNAUTHENTICATED_CODES = ['unauthorized', 'not_authenticated'];

describe('principal hook (issue 11 §8: authentication before validation; issue 12: the principal in the route chain)', () => {
  it('issue 11 §8: every route marked auth required answers an anonymous caller 401 whatever it sends', async () => {
    const secured = (await operations()).filter((o) => o.secured);
    expect(secured.length).toBeGreaterThanOrEqual(45);
    const seen: string[] = [];
    for (const op of secured) {
      const methods: Method[] = op.method === 'GET' ? ['GET', 'HEAD'] : [op.method];
      for (const method of methods) {
        for (const v of ANONYMOUS_VARIANTS) {
          const withBody = method !== 'GET' && method !== 'HEAD';
          const res = await node.app.app.inject({
            method,
            url: badUrl(op.path),
            headers: v.headers,
            ...(withBody ? { payload: v.payload } : {}),
          });
          const label = `${method} ${op.path} (${v.name})`;
          expect(res.statusCode, label).toBe(401);
          seen.push(label);
          if (method === 'HEAD') continue;
          const body = res.json<ErrorBody>();
          expect(body.errors, label).toHaveLength(1);
          const [e] = body.errors;
          expect(e?.status, label).toBe('401');
          expect(UNAUTHENTICATED_CODES, label).toContain(e?.code);
          expect(typeof e?.title, label).toBe('string');
          expect(typeof e?.detail, label).toBe('string');
        }
      }
    }
    expect(seen.length).toBeGreaterThan(secured.length * ANONYMOUS_VARIANTS.length);
  });

  it('issue 11 §8: every route that needs a player is marked auth required (a missed annotation fails here)', async () => {
    const ops = await operations();
    const secured = ops.filter((o) => o.secured).map((o) => `${o.method} ${o.path}`);
    const rg = '/limit-service-api/api/external/web/v3';
    const expected = [
      ...['gettoken', 'config', 'sessions', 'security'].map((p) => `GET /web-api/user/${p}`),
      'GET /web-api/session',
      'DELETE /web-api/user/sessions/{id}',
      ...['updatetoken', 'password/change', 'security-question', 'email-auth', 'phone/bind'].map(
        (p) => `POST /web-api/user/${p}`,
      ),
      ...['phone/confirm', 'email/confirm', '2fa/setup', '2fa/enable', '2fa/disable'].map(
        (p) => `POST /web-api/user/${p}`,
      ),
      'GET /web-api/api-v3/v2/user/agreement-rules/status',
      'POST /web-api/api-v3/v2/user/agreement-rules/confirm',
      'GET /web-api/user/accounts',
      'POST /web-api/user/accounts/active',
      'POST /web-api/user/accounts/currency',
      'DELETE /web-api/user/accounts/{id}',
      'GET /web-api/payments/methods',
      'POST /web-api/payments/deposits',
      'POST /web-api/payments/withdrawals',
      'POST /web-api/payments/withdrawals/{id}/cancel',
      'GET /web-api/payments/history',
      'GET /web-api/payments/history.csv',
      'GET /web-api/payments/{id}',
      'GET /web-api/payments/requests',
      'POST /web-api/payments/requests',
      'POST /bets-api/v1/coupons',
      'GET /bets-api/v1/coupons',
      'GET /bets-api/v1/coupons/{id}',
      'GET /bets-api/v1/coupons/{id}/cashout',
      'POST /bets-api/v1/coupons/{id}/cashout',
      'POST /bets-api/v1/booking',
      `POST ${rg}/ping`,
      `GET ${rg}/limits`,
      `POST ${rg}/limits`,
      `GET ${rg}/availablelimits`,
      `GET ${rg}/reasons/selfexclude`,
      `POST ${rg}/testanswers`,
      `POST ${rg}/limitaction`,
      `DELETE ${rg}/limit`,
      `POST ${rg}/BlockUser`,
      'POST /web-api/api/web/user/v1/reality-check',
    ];
    expect(expected).toHaveLength(47);
    expect(secured).toEqual(expect.arrayContaining(expected));
    // Public routes stay public: logging in, registering, logout of a stale cookie, the bet limits.
    for (const open of [
      'POST /web-api/user/auth',
      'POST /web-api/user/registration',
      'POST /web-api/user/logout',
      'GET /bets-api/v1/limits',
      'GET /bets-api/v1/booking/{code}',
      'GET /web-api/payments/requests/topics',
    ])
      expect(secured, open).not.toContain(open);
  });

  it('issue 11 §8: anonymous POST limits with a bad body is 401 unauthorized; a bad coupon is 401 not_authenticated', async () => {
    const limits = await node.app.app.inject({
      method: 'POST',
      url: '/limit-service-api/api/external/web/v3/limits',
      headers: { ...XRW, 'content-type': 'application/json' },
      payload: '{"limits": "not-a-list"}',
    });
    expect(limits.statusCode).toBe(401);
    expect(limits.json<ErrorBody>().errors[0]?.code).toBe('unauthorized');
    const coupon = await node.app.app.inject({
      method: 'POST',
      url: '/bets-api/v1/coupons',
      headers: { ...XRW, 'content-type': 'text/plain' },
      payload: 'x',
    });
    expect(coupon.statusCode).toBe(401);
    expect(coupon.json<ErrorBody>().errors[0]?.code).toBe('not_authenticated');
  });

  it('issue 11 §8: a logged-in player gets past the hook to validation (400), a public route validates anonymous callers', async () => {
    const reg = await node.app.app.inject({
      method: 'POST',
      url: '/web-api/user/registration',
      headers: XRW,
      payload: { type: 'one_click', currency: 'EUR', bonusType: 0, termsAccepted: true },
    });
    const sid = reg.cookies.find((c) => c.name === 'sid')?.value;
    expect(sid).toBeTruthy();
    const bad = await node.app.app.inject({
      method: 'POST',
      url: '/limit-service-api/api/external/web/v3/limits',
      headers: { ...XRW, cookie: `sid=${sid}`, 'content-type': 'application/json' },
      payload: '{"limits": "not-a-list"}',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ErrorBody>().errors[0]?.code).toBe('validation_failed');
    const accounts = await node.app.app.inject({ url: '/web-api/user/accounts', headers: { cookie: `sid=${sid}` } });
    expect(accounts.statusCode).toBe(200);

    const login = await node.app.app.inject({
      method: 'POST',
      url: '/web-api/user/auth',
      headers: { ...XRW, 'content-type': 'application/json' },
      payload: '{"x":',
    });
    expect(login.statusCode).toBe(400);
  });

  it('issue 12: requirePrincipal returns the principal the hook resolved, without a second database lookup', async () => {
    const untouchable = new Proxy(
      {},
      {
        get() {
          throw new Error('database used');
        },
      },
    ) as Db;
    const principal = { userId: 7, sessionId: 's-7' };
    const request = { principal, headers: {}, cookies: {} } as unknown as FastifyRequest;
    await expect(requirePrincipal(untouchable, 'key', request, clock)).resolves.toBe(principal);
  });

  it('issue 12: optional routes see null for anonymous callers; a required route outside a module answers the JSON-API 401', async () => {
    const bare = Fastify();
    registerErrorHandling(bare);
    await bare.register(cookie);
    registerPrincipal(bare, { db: node.app.database.db, key: 'unused-key', now: () => clock });
    bare.get('/optional', { config: { auth: 'optional' } }, async (request) => ({ principal: request.principal }));
    bare.post('/required', { config: { auth: 'required' } }, async () => ({ ok: true }));
    await bare.ready();
    const optional = await bare.inject({ url: '/optional' });
    expect(optional.json()).toEqual({ principal: null });
    const required = await bare.inject({
      method: 'POST',
      url: '/required',
      headers: { 'content-type': 'application/json' },
      payload: '{"x":',
    });
    expect(required.statusCode).toBe(401);
    expect(required.json<ErrorBody>().errors).toEqual([
      { status: '401', code: 'unauthorized', title: 'main_error', detail: 'Log in first' },
    ]);
    await bare.close();
  });
});
