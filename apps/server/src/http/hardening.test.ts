import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { App } from '../app';
import type { EventBus } from '../bus/bus';
import { loadEnv } from '../env';
import {
  openTestBus,
  openTestDatabase,
  startTestApp,
  testEnv,
  XRW,
  type TestDatabase,
  oneClickPlayer,
} from '../test/test-app';
import { inspectInput, INPUT_WALK_LIMITS } from './control-characters';
import { contentTypeProblem } from './content-type';

let tdb: TestDatabase;
let bus: EventBus;
let app: App;
let cookie: string;

beforeAll(async () => {
  tdb = await openTestDatabase();
  bus = await openTestBus();
  app = await startTestApp(tdb.database, bus);
  cookie = await oneClickPlayer(app, '10.11.0.1');
});
afterAll(async () => {
  await app.app.close();
  await bus.close();
  await tdb.dispose();
});

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, payload?: object | string, headers: Record<string, string> = {}) =>
  app.app.inject({ method, url, headers: { ...XRW, cookie, ...headers }, ...(payload ? { payload } : {}) });
const codeOf = (res: { json: <T>() => T }) => res.json<{ errors: { code: string }[] }>().errors[0]?.code;
const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');

describe('issue 11 §2: control characters are refused in one place', () => {
  it('a NUL in a body string, a path id or a query answers 400 control_character, never 500', async () => {
    const cases: [Method, string, object?][] = [
      [
        'POST',
        '/web-api/user/registration',
        {
          type: 'full',
          email: 'a@b.co',
          password: 'secret-123',
          name: 'A\u0000',
          surname: 'B',
          birthDate: '1990-01-01',
          currency: 'USD',
          bonusType: 0,
          termsAccepted: true,
        },
      ],
      ['POST', '/web-api/captcha/validate', { id: 'x\u0000', captcha: '1234' }],
      [
        'POST',
        '/web-api/payments/requests',
        { topic: 'deposit', subtopic: 'x\u0000', message: 'my deposit did not arrive' },
      ],
      ['GET', '/web-api/payments/a%00b'],
      ['POST', '/web-api/payments/withdrawals/a%00b/cancel', {}],
      ['DELETE', '/web-api/user/sessions/a%00b'],
      ['GET', '/web-api/payments/history?status=%00'],
      ['GET', '/en/slots%00'],
    ];
    for (const [method, url, payload] of cases) {
      const res = await call(method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(400);
      expect(codeOf(res), `${method} ${url}`).toBe('control_character');
    }
  });

  it('refuses the other C0 controls and DEL, in keys too, but not tab, line feed or carriage return', async () => {
    for (const bad of ['\u0007', '\u001b', '\u007f', '\u000b']) {
      expect(inspectInput({ a: [{ b: `x${bad}` }] }, 'body')).toEqual({ kind: 'control', where: 'body.a[0].b' });
    }
    expect(inspectInput({ ['k\u0000']: 1 }, 'body').kind).toBe('control');
    expect(inspectInput({ text: 'line one\r\nline\ttwo' }, 'body')).toEqual({ kind: 'ok' });
    const res = await call('POST', '/web-api/payments/requests', {
      topic: 'deposit',
      subtopic: 'other',
      message: 'line one\nline two\ttabbed',
    });
    expect(codeOf(res)).not.toBe('control_character');
  });

  it('bounds the walk: deeper or wider input than any form is a 400, not a slow request', async () => {
    let deep: unknown = 'x';
    for (let i = 0; i <= INPUT_WALK_LIMITS.maxDepth; i++) deep = [deep];
    expect(inspectInput(deep, 'body').kind).toBe('too_complex');
    expect(inspectInput(new Array(INPUT_WALK_LIMITS.maxNodes).fill('x'), 'body').kind).toBe('too_complex');
    const res = await call('POST', '/web-api/payments/requests', deep as object);
    expect(res.statusCode).toBe(400);
    expect(codeOf(res)).toBe('input_too_complex');
  });

  it('base64 logins and passwords are checked after decoding (contracts safeText)', async () => {
    const res = await app.app.inject({
      method: 'POST',
      url: '/web-api/user/auth',
      remoteAddress: '10.11.0.2',
      headers: XRW,
      payload: { form: 'login_password', uLogin: b64('player\u0000'), uPassword: b64('secret') },
    });
    expect(res.statusCode).toBe(400);
    expect(codeOf(res)).toBe('control_character');
  });
});

describe('issue 11 §3: date query parameters are bounded (years 2000 to 2100)', () => {
  it('answers 400 date_out_of_range where PostgreSQL or Date used to throw (500)', async () => {
    for (const url of [
      '/bets-api/v1/coupons?from=8640000000000001',
      '/bets-api/v1/coupons?to=-1',
      '/web-api/payments/history?to=0000-01-01T00:00:00Z',
      '/web-api/payments/history.csv?to=0000-01-01T00:00:00Z',
      '/web-api/payments/history?from=2101-01-01T00:00:00Z',
      '/line-api/v1/games?from=8640000000000000',
      '/line-api/v1/games?to=0001-01-01T00:00:00Z',
      '/line-api/v1/results?date=1999-12-31',
    ]) {
      const res = await call('GET', url);
      expect(res.statusCode, url).toBe(400);
      expect(codeOf(res), url).toBe('date_out_of_range');
    }
  });

  it('dates inside the range are served', async () => {
    for (const url of [
      `/bets-api/v1/coupons?from=${Date.UTC(2000, 0, 1)}&to=${Date.UTC(2100, 11, 31)}`,
      '/web-api/payments/history?from=2000-01-01T00:00:00Z&to=2100-12-31T23:59:59Z',
      '/web-api/payments/history.csv?to=2030-01-01T00:00:00%2B02:00',
      '/line-api/v1/results?date=2026-01-31',
    ]) {
      expect((await call('GET', url)).statusCode, url).toBe(200);
    }
  });
});

describe('issue 11 §4: the CSRF guard judges the routed path', () => {
  it('duplicate slashes and escaped letters no longer skip the X-Requested-With check', async () => {
    for (const url of [
      '//web-api/user/accounts/currency',
      '/%77eb-api/user/accounts/currency',
      '/web-api//user/accounts/currency',
    ]) {
      const res = await app.app.inject({ method: 'POST', url, headers: { cookie }, payload: { iso: 'EUR' } });
      expect(res.statusCode, url).toBe(403);
      expect(codeOf(res), url).toBe('csrf_header_missing');
    }
  });

  it('a body-less state change sent as a simple cross-site request is refused before it runs', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const res = await app.app.inject({
        method: 'POST',
        url: '//web-api/user/logout',
        headers: { cookie, 'content-type': type },
      });
      expect(res.statusCode, type).toBe(403);
    }
    // The session still works: the logout did not run.
    expect((await call('GET', '/web-api/user/accounts')).statusCode).toBe(200);
  });

  it('keeps the exemption of signed webhooks, by their route', async () => {
    const res = await app.app.inject({
      method: 'POST',
      url: '/web-api/payments/webhook/sandbox',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(codeOf(res)).not.toBe('csrf_header_missing');
  });
});

describe('issue 11 §9: smaller ones', () => {
  it('`GET //` and `GET /\\` are not a 500 in the page renderer', async () => {
    expect((await app.app.inject({ method: 'GET', url: '//' })).statusCode).toBeLessThan(500);
    await app.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.app.server.address() as AddressInfo;
    for (const path of ['/\\', '//', '/\\evil.example/x']) {
      const status = await new Promise<number>((resolve, reject) => {
        const req = httpRequest({ host: '127.0.0.1', port, path, method: 'GET' }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
          const location = res.headers.location ?? '';
          expect(location.startsWith('//')).toBe(false);
        });
        req.on('error', reject);
        req.end();
      });
      expect(status, path).toBeLessThan(500);
    }
  });

  it('multipart without a boundary is a 400 bad_content_type on every route', async () => {
    expect(contentTypeProblem('multipart/form-data; boundary="abc"')).toBeNull();
    expect(contentTypeProblem(`multipart/form-data; boundary=${'b'.repeat(71)}`)).not.toBeNull();
    for (const [url, type] of [
      ['/social-api/oauth/google-one-tap', 'multipart/form-data'],
      ['/social-api/oauth/google-one-tap', 'multipart/form-data; boundary='],
      ['/web-api/user/auth', 'multipart/form-data'],
    ] as const) {
      const res = await app.app.inject({
        method: 'POST',
        url,
        headers: { ...XRW, 'content-type': type },
        payload: 'x',
      });
      expect(res.statusCode, `${url} ${type}`).toBe(400);
      expect(codeOf(res)).toBe('bad_content_type');
    }
  });

  it('a forged Host never reaches the canonical link, the sitemap or robots.txt', async () => {
    const headers = { host: 'evil.example' };
    const page = await app.app.inject({ method: 'GET', url: '/en', headers });
    const robots = await app.app.inject({ method: 'GET', url: '/robots.txt', headers });
    const sitemap = await app.app.inject({ method: 'GET', url: '/sitemap.xml', headers });
    for (const res of [page, robots, sitemap]) {
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('evil.example');
    }
    expect(page.body).toMatch(/rel="canonical" href="http:\/\/localhost\/en"/);
    // The request's own host is used when it is an allowed one.
    const local = await app.app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'localhost:3000' } });
    expect(local.body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });

  it('ALLOWED_HOSTS lists the names the site answers as; production needs it or PUBLIC_URL to boot', async () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(
      /ALLOWED_HOSTS: production needs PUBLIC_URL or ALLOWED_HOSTS/,
    );
    expect(loadEnv({ NODE_ENV: 'production', PUBLIC_URL: 'https://example.com' }).ALLOWED_HOSTS).toEqual([]);
    expect(
      loadEnv({ NODE_ENV: 'production', ALLOWED_HOSTS: 'Example.com, www.example.com:8443' }).ALLOWED_HOSTS,
    ).toEqual(['example.com', 'www.example.com:8443']);
    expect(() => loadEnv({ ALLOWED_HOSTS: 'evil.example/path' })).toThrow(/ALLOWED_HOSTS/);
    const prod = await startTestApp(
      tdb.database,
      bus,
      testEnv({ NODE_ENV: 'production', ALLOWED_HOSTS: 'example.com,www.example.com' }),
    );
    try {
      const own = await prod.app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'www.example.com' } });
      expect(own.body).toContain('Sitemap: http://www.example.com/sitemap.xml');
      const forged = await prod.app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'evil.example' } });
      expect(forged.body).toContain('Sitemap: http://example.com/sitemap.xml');
      // In production localhost is not the site unless listed.
      const local = await prod.app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'localhost' } });
      expect(local.body).toContain('Sitemap: http://example.com/sitemap.xml');
    } finally {
      await prod.app.close();
    }
  });

  it('/ws refuses a foreign Origin with 403 and accepts its own', async () => {
    if (!app.app.server.listening) await app.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.app.server.address() as AddressInfo;
    const open = (origin: string) =>
      new Promise<string>((resolve) => {
        const ws = new WebSocket(`ws://127.0.0.1:${port}/ws`, { headers: { cookie, origin } });
        ws.on('unexpected-response', (_req, res) => resolve(`http ${res.statusCode ?? 0}`));
        ws.on('message', (data) => {
          ws.close();
          resolve(`message ${JSON.parse(String(data)).type as string}`);
        });
        ws.on('error', () => resolve('error'));
      });
    expect(await open('https://evil.example')).toBe('http 403');
    expect(await open('null')).toBe('http 403');
    expect(await open(`http://127.0.0.1:${port}`)).toBe('message hello');
  });

  it('/metrics needs METRICS_TOKEN in production (off without it); open in development', async () => {
    expect((await app.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(200);
    const token = 'metrics-token-0123456789abcdef';
    const off = await startTestApp(tdb.database, bus, testEnv({ NODE_ENV: 'production' }));
    const on = await startTestApp(tdb.database, bus, testEnv({ NODE_ENV: 'production', METRICS_TOKEN: token }));
    try {
      expect((await off.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
      const anonymous = await on.app.inject({ method: 'GET', url: '/metrics' });
      expect(anonymous.statusCode).toBe(401);
      expect(codeOf(anonymous)).toBe('unauthorized');
      const wrong = await on.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer nope' } });
      expect(wrong.statusCode).toBe(401);
      const scraper = await on.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(scraper.statusCode).toBe(200);
      expect(scraper.body).toContain('http_requests_total');
    } finally {
      await off.app.close();
      await on.app.close();
    }
  });
});

describe('issue 11 fuzzer findings', () => {
  it('router errors (bad percent-escape, over-long path parameter) answer the JSON-API error shape', async () => {
    for (const [url, status, code] of [
      ['/web-api/user/sessions/%zz', 400, 'fst_err_bad_url'],
      ['/web-api/payments/withdrawals/%C0%%41F/cancel', 400, 'fst_err_bad_url'],
      [`/web-api/user/accounts/${'x'.repeat(5000)}`, 414, 'fst_err_max_param_length'],
    ] as const) {
      const res = await call('DELETE', url);
      expect(res.statusCode, url).toBe(status);
      expect(codeOf(res), url).toBe(code);
      expect(res.body.length).toBeLessThan(300);
    }
  });

  it('a multipart body that ends early or is not multipart is a 400 bad_multipart, not 500', async () => {
    for (const payload of ['NaN', '------abc\r\nContent-Disposition: form-data; name="credential"\r\n\r\nxx']) {
      const res = await app.app.inject({
        method: 'POST',
        url: '/social-api/oauth/google-one-tap',
        headers: { ...XRW, 'content-type': 'multipart/form-data; boundary=----abc' },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(codeOf(res)).toBe('bad_multipart');
    }
  });

  it('a Host with an impossible port renders the page on an allowed origin, not a 500', async () => {
    const res = await app.app.inject({ method: 'GET', url: '/en', headers: { host: 'localhost:99999' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('99999');
  });
});
