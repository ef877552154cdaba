import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_START_DELAY_MS,
  ANALYTICS_STORAGE_LIFETIME_MS,
  type AnalyticsEvent,
  type AnalyticsKey,
} from '@sb/contracts';
import { analyticsStartDelay, campaignOf } from './start';
import { freshStorage, loadStorage, recordCall } from './storage';
import { AnalyticsTracker, MAX_BATCH } from './tracker';

const T = Date.UTC(2026, 10, 24, 12, 0, 0);

describe('spec §3 Analytics storage (authTryCounter, regTryCounter, lastRegCallTime, hasDone, socialData)', () => {
  it('counts auth tries, registration tries with their time, success and the social provider', () => {
    let s = freshStorage(T);
    s = recordCall(s, 'http://x/web-api/user/auth', 401, T).storage;
    s = recordCall(s, '/web-api/user/auth/two-step', 200, T).storage;
    const reg = recordCall(s, '/web-api/user/registration', 400, T + 5);
    expect(reg.signal).toBe('registration_try');
    s = reg.storage;
    const done = recordCall(s, '/web-api/user/registration', 200, T + 9);
    expect(done.signal).toBe('registration_done');
    s = recordCall(done.storage, '/social-api/oauth/google/start', undefined, T + 10).storage;
    expect(s).toEqual({
      authTryCounter: 2,
      regTryCounter: 2,
      lastRegCallTime: T + 9,
      hasDone: true,
      socialData: 'google',
      expiresAt: T + ANALYTICS_STORAGE_LIFETIME_MS,
    });
    expect(recordCall(s, '/web-api/user/config', 200, T).signal).toBeNull();
  });

  it('spec §9 lifetime 24 h: an older or unreadable stored value starts over', () => {
    const kept = { ...freshStorage(T), authTryCounter: 3 };
    expect(loadStorage(JSON.stringify(kept), T + ANALYTICS_STORAGE_LIFETIME_MS - 1).authTryCounter).toBe(3);
    expect(loadStorage(JSON.stringify(kept), T + ANALYTICS_STORAGE_LIFETIME_MS).authTryCounter).toBe(0);
    expect(loadStorage('{not json', T)).toEqual(freshStorage(T));
    expect(loadStorage(JSON.stringify({ ...kept, authTryCounter: -1 }), T)).toEqual(freshStorage(T));
  });

  it('property: counters never decrease and hasDone never goes back', () => {
    const call = fc.record({
      url: fc.constantFrom('/web-api/user/auth', '/web-api/user/registration', '/social-api/oauth/vk/start', '/x'),
      status: fc.option(fc.constantFrom(200, 400, 500), { nil: undefined }),
    });
    fc.assert(
      fc.property(fc.array(call, { maxLength: 20 }), (calls) => {
        let s = freshStorage(T);
        for (const c of calls) {
          const next = recordCall(s, c.url, c.status, T).storage;
          expect(next.authTryCounter).toBeGreaterThanOrEqual(s.authTryCounter);
          expect(next.regTryCounter).toBeGreaterThanOrEqual(s.regTryCounter);
          if (s.hasDone) expect(next.hasDone).toBe(true);
          s = next;
        }
      }),
    );
  });
});

describe('spec §9 analytics starts after 10000 ms, immediately on registration pages', () => {
  it.each([
    ['registration', 0],
    ['registration_social', 0],
    ['home', ANALYTICS_START_DELAY_MS],
    [undefined, ANALYTICS_START_DELAY_MS],
  ])('%s → %i ms', (route, delay) => {
    expect(analyticsStartDelay(route)).toBe(delay);
  });
});

describe('spec §5 marketing analytics run only if marketing cookies are accepted', () => {
  const tracker = (allowed: AnalyticsKey[]) => {
    const sent: [AnalyticsKey, AnalyticsEvent[]][] = [];
    const t = new AnalyticsTracker({
      allowed: (k) => allowed.includes(k),
      send: async (k, events) => void sent.push([k, events]),
    });
    return { t, sent };
  };

  it('with analytics consent only, marketing events are never queued nor sent', async () => {
    const { t, sent } = tracker(['events']);
    t.track('events', { name: 'page_view', path: '/en' });
    t.track('marketing', { name: 'campaign', path: '/en', data: { utm_source: 'x' } });
    await t.flush();
    expect(sent.map(([k]) => k)).toEqual(['events']);
  });

  it('a consent withdrawn before the flush drops what waits', async () => {
    const allowed: AnalyticsKey[] = ['events', 'marketing'];
    const sent: AnalyticsKey[] = [];
    const t = new AnalyticsTracker({ allowed: (k) => allowed.includes(k), send: async (k) => void sent.push(k) });
    t.track('marketing', { name: 'campaign', path: '/en' });
    allowed.splice(1);
    await t.flush();
    expect(sent).toEqual([]);
    expect(t.pending('marketing')).toBe(0);
  });

  it(`sends batches of at most ${MAX_BATCH} (the collector's limit)`, async () => {
    const { t, sent } = tracker(['events']);
    for (let i = 0; i < MAX_BATCH + 3; i++) t.track('events', { name: 'page_view', path: `/en/${i}` });
    await t.flush();
    expect(sent.map(([, e]) => e.length)).toEqual([MAX_BATCH, 3]);
  });

  it('campaign parameters come from utm_* only', () => {
    expect(campaignOf('?utm_source=mail&utm_campaign=spring&token=secret')).toEqual({
      utm_source: 'mail',
      utm_campaign: 'spring',
    });
    expect(campaignOf('?ref=1')).toBeNull();
  });
});
