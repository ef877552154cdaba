import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isMaintenanceActive,
  isMaintenanceNotice,
  MAINTENANCE_OFF,
  maintenanceGroupSchema,
  maintenanceTextLanguage,
  type MaintenanceConfig,
} from './maintenance';

const T = Date.UTC(2026, 10, 24, 12, 0, 0);
const iso = (ms: number) => new Date(ms).toISOString();
const HOUR = 3600_000;
const cfg = (c: Partial<MaintenanceConfig>): MaintenanceConfig => ({ ...MAINTENANCE_OFF, ...c });

describe('spec §4 Maintenance: active by cookie, config or web_state', () => {
  it('off by default; the cookie alone, web_state alone or isActive alone switch it on', () => {
    expect(isMaintenanceActive(MAINTENANCE_OFF, T)).toBe(false);
    expect(isMaintenanceActive(MAINTENANCE_OFF, T, true)).toBe(true);
    expect(isMaintenanceActive(cfg({ web_state: true }), T)).toBe(true);
    expect(isMaintenanceActive(cfg({ isActive: true }), T)).toBe(true);
  });

  it('isActive with started_at/ended_at is active only inside the window', () => {
    const c = cfg({ isActive: true, started_at: iso(T), ended_at: iso(T + HOUR) });
    expect(isMaintenanceActive(c, T - 1)).toBe(false);
    expect(isMaintenanceActive(c, T)).toBe(true);
    expect(isMaintenanceActive(c, T + HOUR)).toBe(false);
    expect(isMaintenanceActive({ ...c, isActive: false }, T + 1)).toBe(false);
  });

  it('the notify window announces maintenance that has not started', () => {
    const c = cfg({
      isActive: true,
      started_at: iso(T + HOUR),
      ended_at: iso(T + 2 * HOUR),
      notify_started_at: iso(T - HOUR),
      notify_ended_at: iso(T + 2 * HOUR),
    });
    expect(isMaintenanceNotice(c, T - 2 * HOUR)).toBe(false);
    expect(isMaintenanceNotice(c, T)).toBe(true);
    // Once it is active the page itself says so: no banner.
    expect(isMaintenanceNotice(c, T + HOUR)).toBe(false);
  });

  it('property: never both active and announced', () => {
    const t = fc.integer({ min: T - 5 * HOUR, max: T + 5 * HOUR });
    const maybe = fc.option(t.map(iso), { nil: null });
    fc.assert(
      fc.property(maybe, maybe, maybe, maybe, fc.boolean(), fc.boolean(), t, (s, e, ns, ne, a, w, now) => {
        const c = cfg({
          started_at: s,
          ended_at: e,
          notify_started_at: ns,
          notify_ended_at: ne,
          isActive: a,
          web_state: w,
        });
        expect(isMaintenanceActive(c, now) && isMaintenanceNotice(c, now)).toBe(false);
      }),
    );
  });

  it('the config schema takes exactly the spec §3 fields', () => {
    expect(Object.keys(maintenanceGroupSchema.shape).sort()).toEqual(
      ['ended_at', 'isActive', 'notify_ended_at', 'notify_started_at', 'started_at', 'web_state'].sort(),
    );
  });
});

describe('spec §8 maintenance text is Russian for the AZ, KZ, UA and RU languages, otherwise English', () => {
  it.each([
    ['az', 'ru'],
    ['kz', 'ru'],
    ['ua', 'ru'],
    ['uk', 'ru'],
    ['ru', 'ru'],
    ['RU', 'ru'],
    ['en', 'en'],
    ['de', 'en'],
    ['ar', 'en'],
    ['tr', 'en'],
  ])('%s → %s', (lng, text) => {
    expect(maintenanceTextLanguage(lng)).toBe(text);
  });
});
