import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import type { EventBus } from '../../bus/bus';
import { analyticsEvents } from '../../db/schema';
import { ANALYTICS_EVENTS_PER_CLIENT } from './collector';
import { ADMIN, XRW, openTestBus, openTestDatabase, startTestApp, type TestDatabase } from '../../test/test-app';

let tdb: TestDatabase;
let bus: EventBus;
let app: App;
const NOW = Date.UTC(2026, 10, 24, 12, 0, 0);

beforeAll(async () => {
  tdb = await openTestDatabase();
  bus = await openTestBus();
  app = await startTestApp(tdb.database, bus, undefined, () => NOW);
});
afterAll(async () => {
  await app.app.close();
  await bus.close();
  await tdb.dispose();
});

const post = (url: string, payload: object, cookie = '') =>
  app.app.inject({ method: 'POST', url, headers: { ...XRW, ...(cookie ? { cookie } : {}) }, payload });
const report = async (from = '2026-11-24', to = '2026-11-24') =>
  (await app.app.inject({ url: `/admin-api/analytics/report?from=${from}&to=${to}`, headers: ADMIN })).json<{
    visits: number;
    events: number;
    funnel: { step: string; sessions: number; rate: number }[];
    segments: {
      dimension: string;
      value: number;
      sessions: number;
      registrationSessions: number;
      depositSessions: number;
    }[];
  }>();
const batch = (sessionId: string, name = 'page_view') => ({
  sessionId,
  events: [{ name, path: '/en/live?token=secret' }],
});
const counter = (sessionId: string) => ({ domain: 'localhost', projectId: 1, sessionId, path: '/en' });

describe('spec §5 analytics only with consent, on the server too', () => {
  it('no cookies_agree_type, or one without the stream type: nothing is recorded', async () => {
    expect((await post('/fatman-api/events', batch('visitor-none'))).json()).toEqual({ accepted: 0 });
    expect((await post('/fatman-api/counter', counter('visitor-none'))).json()).toEqual({ accepted: 0 });
    // Spec §5: marketing analytics run only if marketing cookies are accepted.
    const onlyAnalytics = 'cookies_agree_type=analytics';
    expect((await post('/fatman-api/marketing', batch('visitor-an'), onlyAnalytics)).json()).toEqual({ accepted: 0 });
    expect((await post('/fatman-api/events', batch('visitor-an'), onlyAnalytics)).json()).toEqual({ accepted: 1 });
    expect((await post('/fatman-api/marketing', batch('visitor-all'), 'cookies_agree_type=all')).json()).toEqual({
      accepted: 1,
    });
  });
});

describe('spec §7 analytics collector and counters, and the admin report', () => {
  it('visits, registrations and deposits funnel from stored events', async () => {
    const before = await report();
    const agreed = (sid: string) => `cookies_agree_type=all; fm_sid=${sid}`;
    for (const sid of ['funnel-a1', 'funnel-b2', 'funnel-c3', 'funnel-d4'])
      await post('/fatman-api/counter', counter(sid), agreed(sid));
    await post('/fatman-api/counter', counter('funnel-a1'), agreed('funnel-a1'));
    const reg = await app.app.inject({
      method: 'POST',
      url: '/web-api/user/registration',
      remoteAddress: '10.77.0.1',
      headers: { ...XRW, cookie: agreed('funnel-a1') },
      payload: { type: 'one_click', currency: 'EUR', bonusType: 0, termsAccepted: true },
    });
    expect(reg.statusCode).toBe(200);
    // Without consent the same success is not counted.
    await app.app.inject({
      method: 'POST',
      url: '/web-api/user/registration',
      remoteAddress: '10.77.0.2',
      headers: { ...XRW, cookie: 'fm_sid=funnel-b2' },
      payload: { type: 'one_click', currency: 'EUR', bonusType: 0, termsAccepted: true },
    });
    const after = await report();
    expect(after.visits - before.visits).toBe(5);
    const step = (r: typeof after, s: string) => r.funnel.find((f) => f.step === s)?.sessions ?? 0;
    expect(step(after, 'visit') - step(before, 'visit')).toBe(4);
    expect(step(after, 'registration') - step(before, 'registration')).toBe(1);
    expect(after.funnel.find((f) => f.step === 'visit')?.rate).toBe(1);
    expect((await report('2026-11-25', '2026-11-26')).events).toBe(0);
  });

  it('spec §9 Telegram source 119 and Android arms 56/57 are report segments with their registrations', async () => {
    const view = (sid: string, data: Record<string, number | string>) =>
      post(
        '/fatman-api/events',
        { sessionId: sid, events: [{ name: 'page_view', path: '/en', data }] },
        'cookies_agree_type=all',
      );
    await view('segment-tg1', { route: 'home', source: 119, abTest: 56 });
    await view('segment-tg1', { route: 'line', source: 119, abTest: 56 });
    await view('segment-an2', { abTest: 57 });
    await view('segment-an3', { abTest: 57 });
    await view('segment-odd', { abTest: '57; drop table' });
    const reg = await app.app.inject({
      method: 'POST',
      url: '/web-api/user/registration',
      remoteAddress: '10.77.0.9',
      headers: { ...XRW, cookie: 'cookies_agree_type=all; fm_sid=segment-an2' },
      payload: { type: 'one_click', currency: 'EUR', bonusType: 0, termsAccepted: true },
    });
    expect(reg.statusCode).toBe(200);
    const { segments } = await report();
    const seg = (dimension: string, value: number) =>
      segments.find((x) => x.dimension === dimension && x.value === value);
    expect(seg('source', 119)).toMatchObject({ sessions: 1, registrationSessions: 0 });
    expect(seg('abTest', 56)).toMatchObject({ sessions: 1, registrationSessions: 0 });
    expect(seg('abTest', 57)).toMatchObject({ sessions: 2, registrationSessions: 1, depositSessions: 0 });
  });

  it('paths are stored without their query (it may carry tokens)', async () => {
    await post('/fatman-api/events', batch('path-check', 'path_check'), 'cookies_agree_type=all');
    await app.app.inject({ url: '/admin-api/analytics/report?from=2026-11-24&to=2026-11-24', headers: ADMIN });
    const rows = await tdb.database.db
      .select({ path: analyticsEvents.path })
      .from(analyticsEvents)
      .where(eq(analyticsEvents.name, 'path_check'));
    expect(rows).toEqual([{ path: '/en/live' }]);
  });

  it('bad input gets a 4xx: unknown collector, bad session id, too many events, reversed range', async () => {
    expect((await post('/fatman-api/nope', batch('visitor-x'), 'cookies_agree_type=all')).statusCode).toBe(404);
    expect((await post('/fatman-api/events', batch('bad id!'))).statusCode).toBe(400);
    const many = { sessionId: 'visitor-x', events: Array.from({ length: 51 }, () => ({ name: 'x_y', path: '/' })) };
    expect((await post('/fatman-api/events', many)).statusCode).toBe(400);
    const reversed = await app.app.inject({
      url: '/admin-api/analytics/report?from=2026-11-25&to=2026-11-24',
      headers: ADMIN,
    });
    expect(reversed.statusCode).toBe(400);
    expect(
      (await app.app.inject({ url: '/admin-api/analytics/report?from=2026-11-24&to=2026-11-24' })).statusCode,
    ).toBe(401);
  });
});

describe('issue 25 §10: the collector limits what one client may have recorded', () => {
  it(`beyond ${ANALYTICS_EVENTS_PER_CLIENT} events a minute from one address: 429 and nothing kept; other clients go on`, async () => {
    const from = (ip: string, name: string) =>
      app.app.inject({
        method: 'POST',
        url: '/fatman-api/events',
        remoteAddress: ip,
        headers: { ...XRW, cookie: 'cookies_agree_type=all' },
        payload: {
          sessionId: 'visitor-flood',
          events: Array.from({ length: 50 }, () => ({ name, path: '/en' })),
        },
      });
    const stored = async (name: string) => {
      // The report flushes this node's buffer first.
      await app.app.inject({ url: '/admin-api/analytics/report?from=2026-11-24&to=2026-11-24', headers: ADMIN });
      return (await tdb.database.db.select().from(analyticsEvents).where(eq(analyticsEvents.name, name))).length;
    };
    for (let i = 0; i < ANALYTICS_EVENTS_PER_CLIENT / 50; i++)
      expect((await from('10.77.0.1', 'flood_a')).statusCode).toBe(200);
    const refused = await from('10.77.0.1', 'flood_a');
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ errors: { code: string }[] }>().errors[0]?.code).toBe('too_many_requests');
    const counterRefused = await app.app.inject({
      method: 'POST',
      url: '/fatman-api/counter',
      remoteAddress: '10.77.0.1',
      headers: { ...XRW, cookie: 'cookies_agree_type=all' },
      payload: counter('visitor-flood'),
    });
    expect(counterRefused.statusCode).toBe(429);
    expect(await stored('flood_a')).toBe(ANALYTICS_EVENTS_PER_CLIENT);
    expect((await from('10.77.0.2', 'flood_b')).statusCode).toBe(200);
    expect(await stored('flood_b')).toBe(50);
  });
});

describe('spec §7 cookie agreement: cookiesAgreeTime saved for logged-in players', () => {
  it('saves and reads back the agreement; guests get 401 (they keep it locally)', async () => {
    const reg = await app.app.inject({
      method: 'POST',
      url: '/web-api/user/registration',
      remoteAddress: '10.77.0.3',
      headers: XRW,
      payload: { type: 'one_click', currency: 'EUR', bonusType: 0, termsAccepted: true },
    });
    const cookie = `sid=${reg.cookies.find((c) => c.name === 'sid')?.value}`;
    const body = { cookiesAgreeType: 'functional,analytics', cookiesAgreeTime: '2026-11-24T12:00:00.000Z' };
    expect((await post('/web-api/user/cookie-agreement', body, cookie)).statusCode).toBe(200);
    const read = await app.app.inject({ url: '/web-api/user/cookie-agreement', headers: { ...XRW, cookie } });
    expect(read.json()).toEqual(body);
    expect((await post('/web-api/user/cookie-agreement', body)).statusCode).toBe(401);
    expect(
      (await post('/web-api/user/cookie-agreement', { ...body, cookiesAgreeType: 'tracking' }, cookie)).statusCode,
    ).toBe(400);
  });
});
