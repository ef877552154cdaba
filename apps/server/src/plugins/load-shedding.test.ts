import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { registerErrorHandling } from '../http/errors';
import type { EventBus } from '../bus/bus';
import {
  openTestBus,
  openTestDatabase,
  startTestApp,
  testEnv,
  XRW,
  type TestDatabase,
  oneClickPlayer,
} from '../test/test-app';
import { INTERNAL_REQUEST_HEADERS, loadSheddingOptions, registerLoadShedding, sheddable } from './load-shedding';

let tdb: TestDatabase;
let bus: EventBus;
/** A node that behaves as if its event loop lagged: every request it may shed, it sheds. */
let overloaded: App;
let calm: App;
let cookie: string;

beforeAll(async () => {
  tdb = await openTestDatabase();
  bus = await openTestBus();
  calm = await startTestApp(tdb.database, bus);
  overloaded = await buildApp({ env: testEnv(), database: tdb.database, bus, forcePressure: true });
  await overloaded.app.ready();
  cookie = await oneClickPlayer(calm, '10.12.0.1');
  // Two apps on one database: slow on a loaded machine.
}, 180_000);
afterAll(async () => {
  await overloaded.app.close();
  await calm.app.close();
  await bus.close();
  await tdb.dispose();
});

const route = (method: string, url: string | undefined, money?: boolean, headers: Record<string, string> = {}) => ({
  method,
  headers,
  routeOptions: { url, config: money === undefined ? {} : { money } },
});

describe('issue 11 §10: load shedding', () => {
  it('never sheds money calls, probes or client assets; sheds pages and other APIs', () => {
    for (const [method, url, money] of [
      ['POST', '/bets-api/v1/coupons', true],
      ['POST', '/web-api/casino/rounds/:roundId/act', true],
      ['POST', '/casino-api/seamless/:provider/:operation', true],
      ['GET', '/healthz', undefined],
      ['GET', '/readyz', undefined],
      ['GET', '/metrics', undefined],
      ['GET', '/ws', undefined],
      ['GET', '/assets/entry-abc123.js', undefined],
    ] as const) {
      expect(sheddable(route(method, url, money)), `${method} ${url}`).toBe(false);
    }
    for (const [method, url] of [
      ['GET', '/*'],
      ['GET', '/bff-api/config/all.json'],
      ['GET', '/line-api/v1/games'],
      ['GET', '/bets-api/v1/coupons'],
      ['GET', '/web-api/payments/history'],
      ['POST', '/web-api/user/auth'],
      ['GET', undefined],
    ] as const) {
      expect(sheddable(route(method, url)), `${method} ${String(url)}`).toBe(true);
    }
  });

  it('issue 25 §4: money is known from the declaration alone, never from a URL prefix', () => {
    // The prefix list this replaced spared every write under /bets-api/ or /admin-api/ and none
    // under /web-api/casino/ or /casino-api/: both wrong ways round.
    expect(sheddable(route('POST', '/bets-api/v1/booking'))).toBe(true);
    expect(sheddable(route('PUT', '/admin-api/seo/pages'))).toBe(true);
    expect(sheddable(route('POST', '/casino-api/seamless/:provider/:operation'))).toBe(true);
    expect(sheddable(route('POST', '/casino-api/seamless/:provider/:operation', true))).toBe(false);
  });

  it("the page renderer's own API reads (part of a page already admitted) are not shed; a forged mark is", () => {
    expect(sheddable(route('GET', '/line-api/v1/games', undefined, { ...INTERNAL_REQUEST_HEADERS }))).toBe(false);
    expect(sheddable(route('GET', '/line-api/v1/games', undefined, { 'x-sb-internal': 'guess' }))).toBe(true);
  });

  it('a route marked money is never shed, whatever its path', () => {
    expect(sheddable(route('POST', '/casino-api/rounds', true))).toBe(false);
    expect(sheddable(route('GET', '/casino-api/rounds', true))).toBe(false);
    expect(sheddable(route('POST', '/casino-api/rounds'))).toBe(true);
  });

  it('under pressure a page answers 503 + Retry-After with a page that retries, an API with the error shape', async () => {
    const page = await overloaded.app.inject({ method: 'GET', url: '/en', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(503);
    expect(page.headers['retry-after']).toBe('5');
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<meta http-equiv="refresh" content="5">');
    const api = await overloaded.app.inject({ method: 'GET', url: '/bff-api/config/all.json?lang=en' });
    expect(api.statusCode).toBe(503);
    expect(api.headers['retry-after']).toBe('5');
    expect(api.json<{ errors: { code: string; status: string }[] }>().errors[0]).toMatchObject({
      status: '503',
      code: 'overloaded',
    });
  });

  it('under pressure /healthz and money calls are served as usual', async () => {
    const health = await overloaded.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    const deposit = await overloaded.app.inject({
      method: 'POST',
      url: '/web-api/payments/deposits',
      headers: { ...XRW, cookie },
      payload: { methodId: 'nope', amount: '10.00', currency: 'USD' },
    });
    expect(deposit.statusCode).not.toBe(503);
    const bet = await overloaded.app.inject({
      method: 'POST',
      url: '/bets-api/v1/coupons',
      headers: { ...XRW, cookie },
      payload: {},
    });
    expect(bet.statusCode).not.toBe(503);
    // The same calls on a calm node: no shedding at all.
    expect((await calm.app.inject({ method: 'GET', url: '/bff-api/config/all.json?lang=en' })).statusCode).toBe(200);
  });

  it('thresholds come from the environment: on in production by default, off elsewhere unless set', () => {
    const prod = loadSheddingOptions(
      testEnv({ NODE_ENV: 'production', LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS: '', LOAD_SHED_MAX_IN_FLIGHT: '' }),
    );
    expect(prod).toMatchObject({
      maxEventLoopDelayMs: 100,
      maxInFlight: 4,
      maxQueued: 32,
      maxEventLoopUtilization: 0,
      sampleIntervalMs: 250,
    });
    const dev = loadSheddingOptions(testEnv({ LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS: '', LOAD_SHED_MAX_IN_FLIGHT: '' }));
    expect(dev).toMatchObject({ maxEventLoopDelayMs: 0, maxInFlight: 0, maxQueued: 0 });
    const set = loadSheddingOptions(
      testEnv({
        LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS: '40',
        LOAD_SHED_MAX_IN_FLIGHT: '8',
        LOAD_SHED_MAX_QUEUED: '16',
        LOAD_SHED_MAX_EVENT_LOOP_UTILIZATION: '0.9',
        LOAD_SHED_SAMPLE_INTERVAL_MS: '100',
        LOAD_SHED_RETRY_AFTER_S: '2',
      }),
    );
    expect(set).toEqual({
      maxEventLoopDelayMs: 40,
      maxEventLoopUtilization: 0.9,
      maxInFlight: 8,
      maxQueued: 16,
      sampleIntervalMs: 100,
      retryAfterS: 2,
      forcePressure: false,
    });
  });

  it('pages render a few at a time: a burst waits in a short queue, beyond it is shed at once; API calls and probes are not capped', async () => {
    const node = Fastify();
    registerErrorHandling(node);
    await registerLoadShedding(node, {
      maxEventLoopDelayMs: 0,
      maxEventLoopUtilization: 0,
      maxInFlight: 2,
      maxQueued: 1,
      sampleIntervalMs: 250,
      retryAfterS: 3,
    });
    const gates: (() => void)[] = [];
    const gated = async () => {
      await new Promise<void>((resolve) => gates.push(resolve));
      return { ok: true };
    };
    node.get('/en/slow', gated);
    node.get('/bff-api/slow', gated);
    node.get('/healthz', async () => ({ status: 'ok' }));
    await node.ready();
    const page = () => node.inject({ method: 'GET', url: '/en/slow', headers: { accept: 'text/html' } });
    try {
      const first = page();
      const second = page();
      await expect.poll(() => gates.length).toBe(2);
      // Of two more, one waits for a slot and the other finds the queue full: refused at once.
      const third = page();
      const fourth = page();
      const refused = await Promise.race([third, fourth]);
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('3');
      expect(refused.headers['content-type']).toContain('text/html');
      expect(gates.length).toBe(2);
      // A browser's parallel API calls and the probes pass beside full render slots.
      const apis = [
        node.inject({ method: 'GET', url: '/bff-api/slow' }),
        node.inject({ method: 'GET', url: '/bff-api/slow' }),
      ];
      await expect.poll(() => gates.length).toBe(4);
      expect((await node.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      // The first page ends: the queued one gets its slot.
      gates.shift()?.();
      expect((await first).statusCode).toBe(200);
      await expect.poll(() => gates.length).toBe(4);
      for (const open of gates.splice(0)) open();
      expect((await Promise.all([second, ...apis])).map((r) => r.statusCode)).toEqual([200, 200, 200]);
      expect((await Promise.all([third, fourth])).map((r) => r.statusCode).sort()).toEqual([200, 503]);
      // Every slot was released: two more are admitted at once again.
      const again = [page(), page()];
      await expect.poll(() => gates.length).toBe(2);
      for (const open of gates.splice(0)) open();
      expect((await Promise.all(again)).map((r) => r.statusCode)).toEqual([200, 200]);
    } finally {
      await node.close();
    }
  });
});
