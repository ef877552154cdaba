import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { COOKIE, DEFAULT_TIME_ZONE, PREFERENCE_FLAGS } from './constants';
import {
  COEF_VIEW_IDS,
  DEFAULT_PREFERENCES,
  parsePreferences,
  serializePreferences,
  type Preferences,
} from './preferences';
import { TIME_ZONE_OPTIONS } from './time';

const preferencesArb: fc.Arbitrary<Preferences> = fc.record({
  timeZone: fc.constantFrom(...TIME_ZONE_OPTIONS),
  is12h: fc.boolean(),
  appViewType: fc.constantFrom(0 as const, 1 as const),
  appTheme: fc.constantFrom(0 as const, 1 as const),
  appFontSize: fc.constantFrom(0 as const, 1 as const, 2 as const),
  coefViewId: fc.constantFrom(...COEF_VIEW_IDS),
  coefIndicationType: fc.constantFrom(0 as const, 1 as const, 2 as const),
  marketsNameType: fc.constantFrom(0 as const, 1 as const),
  visuallyImpairedMode: fc.boolean(),
  flags: fc.record(
    Object.fromEntries(PREFERENCE_FLAGS.map((f) => [f, fc.boolean()])) as Record<
      (typeof PREFERENCE_FLAGS)[number],
      fc.Arbitrary<boolean>
    >,
  ),
});

describe('spec §3 global preferences kept in cookies', () => {
  it('defaults: timeZone 3 (spec §9), European view, light theme', () => {
    expect(parsePreferences({})).toEqual(DEFAULT_PREFERENCES);
    expect(DEFAULT_PREFERENCES.timeZone).toBe(DEFAULT_TIME_ZONE);
    expect(DEFAULT_TIME_ZONE).toBe(3);
  });

  it('uses the spec §9 cookie names tzo, is12h, app_view_type, hide_left, hide_right, isChampsGroupedByCountry', () => {
    const cookies = serializePreferences({
      ...DEFAULT_PREFERENCES,
      timeZone: 5.5,
      is12h: true,
      appViewType: 1,
      flags: { ...DEFAULT_PREFERENCES.flags, hideLeftPanel: true, groupByCountry: true },
    });
    expect(cookies).toMatchObject({
      tzo: '5.5',
      is12h: '1',
      app_view_type: '1',
      hide_left: '1',
      hide_right: '0',
      isChampsGroupedByCountry: '1',
    });
  });

  it('property: what is stored is what is read back', () => {
    fc.assert(
      fc.property(preferencesArb, (p) => {
        expect(parsePreferences(serializePreferences(p))).toEqual(p);
      }),
    );
  });

  it('property: any cookie jar, however hostile, parses to valid preferences', () => {
    const names = Object.values(COOKIE);
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...names), fc.string({ maxLength: 40 })), (jar) => {
        const p = parsePreferences(jar);
        expect(p.timeZone).toBeGreaterThanOrEqual(-12);
        expect(p.timeZone).toBeLessThanOrEqual(14);
        expect(COEF_VIEW_IDS).toContain(p.coefViewId);
        expect([0, 1]).toContain(p.appTheme);
        expect([0, 1, 2]).toContain(p.appFontSize);
        expect([0, 1, 2]).toContain(p.coefIndicationType);
        expect([0, 1]).toContain(p.marketsNameType);
      }),
    );
  });

  it('spec §5: a coefficient format outside the allowed list is not accepted', () => {
    for (const bad of ['3', '7', '13', '17', '-1', 'abc', '1e1']) {
      expect(parsePreferences({ coef_view_id: bad }).coefViewId, bad).toBe(0);
    }
    expect(parsePreferences({ coef_view_id: '16' }).coefViewId).toBe(16);
  });
});
