import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../config';
import type { App } from '../../app';
import type { EventBus } from '../../bus/bus';
import {
  ADMIN,
  XRW,
  openTestBus,
  openTestDatabase,
  startTestApp,
  testEnv,
  type TestDatabase,
} from '../../test/test-app';

let tdb: TestDatabase;
let bus: EventBus;
let app: App;
let clock = Date.UTC(2026, 10, 24, 12, 0, 0);
const clusterPrefix = `test:${Math.random().toString(36).slice(2)}:`;

beforeAll(async () => {
  tdb = await openTestDatabase();
  bus = await openTestBus(clusterPrefix);
  app = await startTestApp(tdb.database, bus, testEnv({ GEO_COUNTRY_HEADER: 'X-Geo' }), () => clock);
});
afterAll(async () => {
  await app.app.close();
  await bus.close();
  await tdb.dispose();
});
beforeEach(async () => {
  clock = Date.UTC(2026, 10, 24, 12, 0, 0);
  for (const name of ['maintenance', 'redirects', 'blocks'] as const)
    await app.config.setGroup(name, DEFAULT_CONFIG[name], 'test-reset');
});

const page = (url: string, headers: Record<string, string> = {}) => app.app.inject({ method: 'GET', url, headers });
const admin = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  app.app.inject({ method, url, headers: ADMIN, ...(payload ? { payload } : {}) });
const MAINTENANCE = {
  started_at: null,
  ended_at: null,
  notify_started_at: null,
  notify_ended_at: null,
  isActive: true,
  web_state: false,
};

describe('spec §4 Maintenance, switched by operators through the admin API', () => {
  it('on: every page goes to /{lng}/maintenance (not cached); off: away from it', async () => {
    expect((await admin('PUT', '/admin-api/maintenance', MAINTENANCE)).statusCode).toBe(200);
    const res = await page('/de/line/football');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/de/maintenance');
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await page('/de/maintenance')).headers.location).toBeUndefined();
    // Issue 18: the server HTML already says what is going on, before any chunk loads.
    expect((await page('/en/maintenance')).body).toContain('The site is under maintenance. We will be back soon.');
    // APIs keep answering: the client reads the state from them.
    expect((await page('/bff-api/config/group/get?groups=maintenance')).json()).toMatchObject({
      groups: { maintenance: { isActive: true } },
    });

    await admin('PUT', '/admin-api/maintenance', { ...MAINTENANCE, isActive: false });
    expect((await page('/de/line/football')).headers.location).toBeUndefined();
    const back = await page('/de/maintenance');
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe('/de');
  });

  it('a scheduled window starts and ends by the clock; web_state and the cookie force it', async () => {
    const at = (ms: number) => new Date(ms).toISOString();
    await admin('PUT', '/admin-api/maintenance', {
      ...MAINTENANCE,
      started_at: at(clock + 60_000),
      ended_at: at(clock + 120_000),
    });
    expect((await page('/en/news')).statusCode).not.toBe(302);
    clock += 60_000;
    expect((await page('/en/news')).headers.location).toBe('/en/maintenance');
    clock += 60_000;
    expect((await page('/en/news')).headers.location).toBeUndefined();
    expect((await page('/en/news', { cookie: 'maintenance=1' })).headers.location).toBe('/en/maintenance');
    await admin('PUT', '/admin-api/maintenance', { ...MAINTENANCE, isActive: false, web_state: true });
    expect((await page('/en/news')).headers.location).toBe('/en/maintenance');
  });

  it('refuses a window that ends before it starts, and callers without the admin token', async () => {
    const bad = await admin('PUT', '/admin-api/maintenance', {
      ...MAINTENANCE,
      started_at: '2026-11-24T12:00:00.000Z',
      ended_at: '2026-11-24T11:00:00.000Z',
    });
    expect(bad.statusCode).toBe(400);
    const anon = await app.app.inject({
      method: 'PUT',
      url: '/admin-api/maintenance',
      headers: XRW,
      payload: MAINTENANCE,
    });
    expect(anon.statusCode).toBe(401);
  });
});

describe('spec §4 Blocking and §7 block calls', () => {
  const uaRule = {
    id: 'badbot',
    countries: [],
    cidrs: [],
    userAgents: ['BadBot'],
    templateTypeId: 13,
    guestsOnly: false,
  };

  it('an operator adds a user-agent rule: pages go to block-ua; other visitors pass', async () => {
    expect((await admin('PUT', '/admin-api/blocks/badbot', uaRule)).statusCode).toBe(200);
    const res = await page('/en/live', { 'user-agent': 'Mozilla/5.0 BadBot/1.0' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/en/block-ua');
    expect((await page('/en/block-ua', { 'user-agent': 'BadBot' })).headers.location).toBeUndefined();
    expect((await page('/en/live', { 'user-agent': 'Mozilla/5.0 Chrome' })).headers.location).toBeUndefined();
  });

  it('the verify route is exempt', async () => {
    await admin('PUT', '/admin-api/blocks/badbot', uaRule);
    expect((await page('/en/user/accountverify', { 'user-agent': 'BadBot' })).headers.location).toBeUndefined();
    const v2 = await app.app.inject({
      method: 'POST',
      url: '/blocks-api/api/v2/block',
      headers: { ...XRW, 'user-agent': 'BadBot' },
      payload: { auth: false, url: '/en/user/accountverify?token=x' },
    });
    expect(v2.json()).toEqual({ displayTypeId: 0, templateTypeId: null });
  });

  it('block/light and v2/block answer displayTypeId and templateTypeId (spec §3 Block response)', async () => {
    await admin('PUT', '/admin-api/blocks/us', {
      ...uaRule,
      id: 'us',
      userAgents: [],
      countries: ['us'],
      templateTypeId: 1,
    });
    const light = await page('/blocks-api/api/v1/block/light?stage=main&auth=0', { 'x-geo': 'US' });
    expect(light.json()).toEqual({ displayTypeId: 1, templateTypeId: 1 });
    const other = await page('/blocks-api/api/v1/block/light', { 'x-geo': 'DE' });
    expect(other.json()).toEqual({ displayTypeId: 0, templateTypeId: null });
    const v2 = await app.app.inject({
      method: 'POST',
      url: '/blocks-api/api/v2/block',
      headers: { ...XRW, 'x-geo': 'us' },
      payload: { auth: false, url: '/en/live' },
    });
    expect(v2.json()).toEqual({ displayTypeId: 1, templateTypeId: 1 });
    expect((await page('/en/live', { 'x-geo': 'us' })).headers.location).toBe('/en/block');
  });

  it('Internet Explorer gets block-ie out of the box (reason 17)', async () => {
    const res = await page('/en', { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko' });
    expect(res.headers.location).toBe('/en/block-ie');
  });

  it('bad input gets a 4xx: an invalid CIDR, an id mismatch, a bad query, an unknown rule', async () => {
    expect((await admin('PUT', '/admin-api/blocks/x', { ...uaRule, id: 'x', cidrs: ['10.0.0.0/40'] })).statusCode).toBe(
      400,
    );
    expect((await admin('PUT', '/admin-api/blocks/y', uaRule)).statusCode).toBe(400);
    expect((await admin('DELETE', '/admin-api/blocks/nope')).statusCode).toBe(404);
    expect((await page('/blocks-api/api/v1/block/light?auth=maybe')).statusCode).toBe(400);
  });

  it('rules stay private: config/group/get refuses the blocks and redirects groups', async () => {
    expect((await page('/bff-api/config/group/get?groups=blocks')).statusCode).toBe(400);
    expect((await page('/bff-api/config/group/get?groups=redirects')).statusCode).toBe(400);
  });
});

describe('spec §7 redirects: operators add rules, pages and redirect-light follow them', () => {
  const rule = { id: 'old-promo', from: '/old-promo', to: '/promotions/spring', code: 301, reason: 'campaign moved' };

  it('the old path answers 301 to the new one, with the language and query kept', async () => {
    expect((await admin('PUT', '/admin-api/redirects/old-promo', rule)).statusCode).toBe(200);
    const res = await page('/en/old-promo?utm_source=x');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/en/promotions/spring?utm_source=x');
    const light = await app.app.inject({
      method: 'POST',
      url: '/redirects-api/api/v1/redirect-light',
      headers: XRW,
      payload: { url: '/de/old-promo' },
    });
    expect(light.json()).toEqual({
      data: {
        redirect: true,
        code: 301,
        url: '/de/promotions/spring',
        reasons: ['campaign moved'],
        breadcrumbs: ['/de/old-promo', '/de/promotions/spring'],
      },
    });
    expect((await admin('DELETE', '/admin-api/redirects/old-promo')).statusCode).toBe(200);
    expect((await page('/en/old-promo')).statusCode).not.toBe(301);
  });

  it('spec §8: a cycle an operator creates is suppressed, not a redirect loop', async () => {
    await admin('PUT', '/admin-api/redirects/a', { ...rule, id: 'a', from: '/a', to: '/b' });
    await admin('PUT', '/admin-api/redirects/b', { ...rule, id: 'b', from: '/b', to: '/a' });
    expect((await page('/en/a')).statusCode).not.toBe(301);
  });

  it('bad input gets a 4xx: an off-site target, a bad code, an unreadable url', async () => {
    expect((await admin('PUT', '/admin-api/redirects/x', { ...rule, id: 'x', to: '//evil.example' })).statusCode).toBe(
      400,
    );
    expect((await admin('PUT', '/admin-api/redirects/x', { ...rule, id: 'x', code: 307 })).statusCode).toBe(400);
    const light = await app.app.inject({
      method: 'POST',
      url: '/redirects-api/api/v1/redirect-light',
      headers: XRW,
      payload: { url: '/en/%E0%A4%A' },
    });
    expect(light.statusCode).toBe(400);
  });
});

describe('issue 18: an operator change applies on every node (config cache dropped over the bus)', () => {
  it('node B sends pages to maintenance right after node A switches it on', async () => {
    // With REDIS_URL node B has its own Redis connections; in memory it shares node A's bus.
    const busB = process.env['REDIS_URL'] ? await openTestBus(clusterPrefix) : bus;
    const nodeB = await startTestApp(tdb.database, busB, testEnv(), () => clock);
    try {
      // Warm node B's cache first, so the test proves invalidation, not a cold read.
      expect((await nodeB.app.inject({ url: '/en/news' })).headers.location).toBeUndefined();
      await admin('PUT', '/admin-api/maintenance', MAINTENANCE);
      await expect
        .poll(async () => (await nodeB.app.inject({ url: '/en/news' })).headers.location)
        .toBe('/en/maintenance');
    } finally {
      await nodeB.app.close();
      if (busB !== bus) await busB.close();
    }
  });
});
