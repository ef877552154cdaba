import { z } from 'zod';

/**
 * Spec §3 Maintenance config, §4 Maintenance, §8 maintenance text language. Kept in the public
 * config group `maintenance`: every node and every page reads it through the config cache.
 */
export const MAINTENANCE_PAGE = 'maintenance';
/** Spec §4: a cookie may switch maintenance on for one browser (an operator checks the page). */
export const MAINTENANCE_COOKIE = 'maintenance';

const instant = z.iso.datetime().nullable();
export const maintenanceGroupSchema = z.object({
  started_at: instant,
  ended_at: instant,
  notify_started_at: instant,
  notify_ended_at: instant,
  isActive: z.boolean(),
  /** The web platform's own switch: maintenance of the web site whatever the schedule says. */
  web_state: z.boolean(),
});
export type MaintenanceConfig = z.infer<typeof maintenanceGroupSchema>;

export const MAINTENANCE_OFF: MaintenanceConfig = {
  started_at: null,
  ended_at: null,
  notify_started_at: null,
  notify_ended_at: null,
  isActive: false,
  web_state: false,
};

const at = (iso: string | null): number | null => (iso === null ? null : Date.parse(iso));

/**
 * Spec §4: maintenance is active by cookie, by config (isActive within started_at..ended_at when
 * they are set) or by web_state.
 */
export function isMaintenanceActive(config: MaintenanceConfig, now: number, cookie = false): boolean {
  if (cookie || config.web_state) return true;
  if (!config.isActive) return false;
  const start = at(config.started_at);
  const end = at(config.ended_at);
  return (start === null || now >= start) && (end === null || now < end);
}

/** The notify window: a banner announces maintenance that has not started yet. */
export function isMaintenanceNotice(config: MaintenanceConfig, now: number): boolean {
  const from = at(config.notify_started_at);
  const until = at(config.notify_ended_at);
  if (from === null || now < from || (until !== null && now >= until)) return false;
  return !isMaintenanceActive(config, now);
}

/** Spec §8: maintenance text is Russian for the AZ, KZ, UA and RU languages, otherwise English. */
const RUSSIAN_TEXT_LANGUAGES = new Set(['az', 'kz', 'kk', 'ua', 'uk', 'ru']);
export function maintenanceTextLanguage(lng: string): 'ru' | 'en' {
  return RUSSIAN_TEXT_LANGUAGES.has(lng.toLowerCase()) ? 'ru' : 'en';
}

export const MAINTENANCE_GROUP_PATH = '/bff-api/config/group/get?groups=maintenance';
export const maintenanceGroupAnswerSchema = z.object({
  cacheTime: z.number().int(),
  groups: z.object({ maintenance: maintenanceGroupSchema }),
});
