import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { siteFlagsSchema } from '@sb/contracts';
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
import { DEFAULT_CONFIG } from './defaults';

let tdb: TestDatabase;
let bus: EventBus;
let app: App;
const clusterPrefix = `test:${Math.random().toString(36).slice(2)}:`;

beforeAll(async () => {
  tdb = await openTestDatabase();
  bus = await openTestBus(clusterPrefix);
  app = await startTestApp(tdb.database, bus);
});
afterAll(async () => {
  await app.app.close();
  await bus.close();
  await tdb.dispose();
});
beforeEach(async () => {
  for (const [name, value] of Object.entries(DEFAULT_CONFIG)) await app.config.setGroup(name, value, 'test-reset');
});

const get = (url: string, headers: Record<string, string> = {}) => app.app.inject({ method: 'GET', url, headers });

describe('spec §7 GET /bff-api/config/all.json', () => {
  it('answers every site config flag of spec §3', async () => {
    const res = await get('/bff-api/config/all.json?lang=en');
    expect(res.statusCode).toBe(200);
    const body = res.json<Record<string, unknown>>();
    for (const flag of [
      'isRegistrationAllowed',
      'isVipDomain',
      'isAutoLogoffEnable',
      'autoLogoffInactiveMinutes',
      'minAge',
      'companyName',
      'geoCountryId',
      'geoCurrency',
      'isOneTapAuthEnabled',
      'show_one_click',
      'availableRoutes',
    ]) {
      expect(body, flag).toHaveProperty(flag);
    }
    expect(body['languages']).toEqual(DEFAULT_CONFIG.languages);
    expect(body['currencies']).toEqual(DEFAULT_CONFIG.currencies);
    expect(body['coefFormats']).toEqual({ allowed: [0, 1, 2, 4, 5, 6, 14, 15, 16], default: 0 });
    expect(body['lang']).toBe('en');
  });

  it('spec §9 coupon amount steps: USD step 2.5 initial 5, RUB step 100 initial 150, fallback RUB', async () => {
    const body = (await get('/bff-api/config/all.json')).json<{
      couponAmountSteps: typeof DEFAULT_CONFIG.couponAmountSteps;
    }>();
    expect(body.couponAmountSteps.fallbackCurrency).toBe('RUB');
    expect(body.couponAmountSteps.steps['USD']).toEqual({ step: 250, initial: 500 });
    expect(body.couponAmountSteps.steps['RUB']).toEqual({ step: 10_000, initial: 15_000 });
  });

  it('derives geoCountryId and geoCurrency from the country-code header', async () => {
    const us = (await get('/bff-api/config/all.json', { 'x-country-code': 'US' })).json<{
      geoCurrency: string;
      geoCountryId: number;
      is12h: boolean;
    }>();
    expect(us).toMatchObject({ geoCurrency: 'USD', geoCountryId: 2, is12h: true });
  });

  it("spec §9 fallback geo country code 'ru' for an unknown or malformed country", async () => {
    for (const header of ['zz', 'not-a-country', '']) {
      const body = (await get('/bff-api/config/all.json', { 'x-country-code': header })).json<{
        geoCurrency: string;
        geoCountryCode: string;
      }>();
      expect(body).toMatchObject({ geoCountryCode: 'ru', geoCurrency: 'RUB' });
    }
  });

  it('answers the default language when lang is not allowed, and 400 when lang is malformed', async () => {
    expect((await get('/bff-api/config/all.json?lang=zz')).json<{ lang: string }>().lang).toBe('ru');
    const bad = await get('/bff-api/config/all.json?lang=%3Cscript%3E');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ errors: { code: string }[] }>().errors[0]?.code).toBe('validation_failed');
  });

  it('spec §8: a default language that is not allowed falls back to English', async () => {
    await app.config.setGroup('languages', { allowed: ['en', 'de'], default: 'ru', hiddenForUnauthorized: [] }, 't');
    expect((await get('/bff-api/config/all.json')).json<{ lang: string }>().lang).toBe('en');
  });
});

describe('spec §7 GET /bff-api/config/group/get', () => {
  it('spec §9 config cache: answers groups with a cache time random between 600 and 900 s', async () => {
    const times = new Set<number>();
    for (let i = 0; i < 20; i++) {
      const res = await get('/bff-api/config/group/get?groups=site,currencies&lang=de');
      expect(res.statusCode).toBe(200);
      const body = res.json<{ cacheTime: number; lang: string; groups: Record<string, unknown> }>();
      expect(body.cacheTime).toBeGreaterThanOrEqual(600);
      expect(body.cacheTime).toBeLessThanOrEqual(900);
      expect(res.headers['cache-control']).toBe(`public, max-age=${body.cacheTime}`);
      expect(Object.keys(body.groups).sort()).toEqual(['currencies', 'site']);
      expect(body.lang).toBe('de');
      times.add(body.cacheTime);
    }
    expect(times.size).toBeGreaterThan(1);
  });

  it('refuses unknown or missing group names with 400', async () => {
    expect((await get('/bff-api/config/group/get?groups=site,secrets')).statusCode).toBe(400);
    expect((await get('/bff-api/config/group/get')).statusCode).toBe(400);
    expect((await get('/bff-api/config/group/get?groups=' + 'a'.repeat(600))).statusCode).toBe(400);
    expect((await get('/bff-api/config/group/get?groups=site;drop')).statusCode).toBe(400);
  });
});

describe('operator admin API for config', () => {
  const put = (name: string, value: unknown, headers: Record<string, string> = ADMIN) =>
    app.app.inject({ method: 'PUT', url: `/admin-api/config/groups/${name}`, headers, payload: { value } });

  it('changes a group, bumps its version and is seen by the public config at once', async () => {
    const res = await put('site', { ...DEFAULT_CONFIG.site, companyName: 'Acme Bet' });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ version: number }>().version).toBeGreaterThan(1);
    expect((await get('/bff-api/config/all.json')).json<{ companyName: string }>().companyName).toBe('Acme Bet');
    const list = await get('/admin-api/config/groups', ADMIN);
    expect(list.statusCode).toBe(200);
  });

  it('refuses a missing or wrong token with 401 and changes nothing', async () => {
    const payload = { ...DEFAULT_CONFIG.site, companyName: 'Hacked' };
    expect((await put('site', payload, { ...XRW })).statusCode).toBe(401);
    expect(
      (await put('site', payload, { ...XRW, authorization: 'Bearer wrong-token-wrong-token-wrong' })).statusCode,
    ).toBe(401);
    expect((await get('/admin-api/config/groups')).statusCode).toBe(401);
    expect((await get('/bff-api/config/all.json')).json<{ companyName: string }>().companyName).toBe(
      DEFAULT_CONFIG.site.companyName,
    );
  });

  it('refuses a state change without X-Requested-With (CSRF) with 403', async () => {
    const res = await put('site', DEFAULT_CONFIG.site, { authorization: ADMIN.authorization });
    expect(res.statusCode).toBe(403);
    expect(res.json<{ errors: { code: string }[] }>().errors[0]?.code).toBe('csrf_header_missing');
  });

  it('refuses invalid values with 400 and changes nothing', async () => {
    const cases: [string, unknown][] = [
      ['site', { ...DEFAULT_CONFIG.site, minAge: 'eighteen' }],
      ['site', { ...DEFAULT_CONFIG.site, companyName: '' }],
      ['site', { companyName: 'x' }],
      ['languages', { allowed: ['en', 'xx'], default: 'en', hiddenForUnauthorized: [] }],
      ['currencies', [{ iso: 'usd', symbol: '$', exponent: 2 }]],
      ['couponAmountSteps', { fallbackCurrency: 'RUB', steps: { USD: { step: 2.5, initial: 5 } } }],
      ['nope', {}],
      ['site', 'x'.repeat(1000)],
    ];
    for (const [name, value] of cases) {
      const res = await put(name, value);
      expect(res.statusCode, `${name} ${JSON.stringify(value).slice(0, 60)}`).toBe(400);
    }
    const after = await get('/bff-api/config/all.json');
    expect(siteFlagsSchema.parse(after.json())).toEqual(DEFAULT_CONFIG.site);
  });

  it('refuses an oversized body with 413 and malformed JSON with 400, never 500', async () => {
    const huge = await app.app.inject({
      method: 'PUT',
      url: '/admin-api/config/groups/site',
      headers: { ...ADMIN, 'content-type': 'application/json' },
      payload: `{"value":"${'x'.repeat(300 * 1024)}"}`,
    });
    expect(huge.statusCode).toBe(413);
    const malformed = await app.app.inject({
      method: 'PUT',
      url: '/admin-api/config/groups/site',
      headers: { ...ADMIN, 'content-type': 'application/json' },
      payload: '{"value": ',
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('is off (403) when ADMIN_TOKEN is not configured', async () => {
    const other = await startTestApp(tdb.database, bus, testEnv({ ADMIN_TOKEN: '' }));
    const res = await other.app.inject({ method: 'GET', url: '/admin-api/config/groups', headers: ADMIN });
    expect(res.statusCode).toBe(403);
    await other.app.close();
  });
});

describe('multi-node: a config change on one node is seen by every node', () => {
  it('node B serves the new value right after node A changes it (cache invalidated over the bus)', async () => {
    // With REDIS_URL node B has its own Redis connections; in memory it shares node A's bus.
    const busB = process.env['REDIS_URL'] ? await openTestBus(clusterPrefix) : bus;
    const nodeB = await startTestApp(tdb.database, busB);
    // Warm node B's cache first so the test proves invalidation, not a cold read.
    expect((await nodeB.app.inject({ url: '/bff-api/config/all.json' })).json<{ minAge: number }>().minAge).toBe(18);
    await app.app.inject({
      method: 'PUT',
      url: '/admin-api/config/groups/site',
      headers: ADMIN,
      payload: { value: { ...DEFAULT_CONFIG.site, minAge: 21 } },
    });
    await expect
      .poll(async () => (await nodeB.app.inject({ url: '/bff-api/config/all.json' })).json<{ minAge: number }>().minAge)
      .toBe(21);
    await nodeB.app.close();
    if (busB !== bus) await busB.close();
  });
});
