import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ANDROID_AB_TEST_IDS,
  androidAbTestId,
  isTelegramWebApp,
  sessionSourceId,
  TELEGRAM_WEB_APP_SOURCE_ID,
  visitDimensions,
} from './app-sources';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36';

function memoryStorage() {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v) };
}

describe('app sources', () => {
  it('spec §9 Telegram web-app source id 119: a launch with tgWebAppData marks the session, later pages keep it', () => {
    const storage = memoryStorage();
    expect(TELEGRAM_WEB_APP_SOURCE_ID).toBe(119);
    expect(
      sessionSourceId({ userAgent: CHROME, hash: '#tgWebAppData=query_id%3DA&tgWebAppVersion=7.0' }, storage),
    ).toBe(119);
    expect(sessionSourceId({ userAgent: CHROME, hash: '' }, storage)).toBe(119);
    expect(sessionSourceId({ userAgent: CHROME, hash: '#section' }, memoryStorage())).toBeNull();
  });

  it('Telegram is recognised by its launch parameters or its in-app browser user agent', () => {
    expect(isTelegramWebApp({ userAgent: CHROME, hash: '#tgWebAppPlatform=android' })).toBe(true);
    expect(isTelegramWebApp({ userAgent: `${ANDROID} Telegram-Android/11.2.3`, hash: '' })).toBe(true);
    expect(isTelegramWebApp({ userAgent: ANDROID, hash: '#tg' })).toBe(false);
  });

  it('spec §9 Android A/B test ids 56 and 57: Android visitors get one of them, stable per visitor; others none', () => {
    expect(ANDROID_AB_TEST_IDS).toEqual([56, 57]);
    expect(androidAbTestId(CHROME, 'v1')).toBeNull();
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 40 }), (id) => {
        const arm = androidAbTestId(ANDROID, id);
        expect(arm === 56 || arm === 57).toBe(true);
        expect(androidAbTestId(ANDROID, id)).toBe(arm);
      }),
    );
    const arms = new Set(Array.from({ length: 50 }, (_, i) => androidAbTestId(ANDROID, `visitor-${i}`)));
    expect(arms).toEqual(new Set([56, 57]));
  });
});

describe('spec §9 ids reported with each page view (issue 18: they reach the analytics report)', () => {
  it('Telegram 119 as source; Android arm 56 or 57 as abTest; a desktop browser outside Telegram carries neither', () => {
    const tg = visitDimensions({ userAgent: ANDROID, hash: '#tgWebAppData=x' }, memoryStorage(), 'visitor-1');
    expect(tg.source).toBe(119);
    expect(ANDROID_AB_TEST_IDS).toContain(tg.abTest);
    expect(visitDimensions({ userAgent: CHROME, hash: '' }, memoryStorage(), 'visitor-1')).toEqual({});
  });

  it('property: a visitor keeps one arm, and both arms are used', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 8, maxLength: 40 }), (id) => {
        const a = visitDimensions({ userAgent: ANDROID, hash: '' }, null, id).abTest;
        expect(visitDimensions({ userAgent: ANDROID, hash: '' }, null, id).abTest).toBe(a);
      }),
    );
    const arms = new Set(
      Array.from({ length: 64 }, (_, i) => visitDimensions({ userAgent: ANDROID, hash: '' }, null, `v-${i}`).abTest),
    );
    expect([...arms].sort()).toEqual([56, 57]);
  });
});
