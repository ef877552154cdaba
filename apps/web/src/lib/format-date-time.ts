import { formatClock } from '@sb/preferences';

/**
 * A moment for display: the date in the page's language and the clock of the player's time-zone
 * preference (a fixed hours offset; times are stored in UTC).
 */
export function formatDateTime(utc: string | number, lng: string, timeZone: number, is12h: boolean): string {
  const ms = typeof utc === 'number' ? utc : Date.parse(utc);
  if (!Number.isFinite(ms)) return '';
  const shifted = new Date(ms + Math.round(timeZone * 60) * 60_000);
  const date = new Intl.DateTimeFormat(lng, { dateStyle: 'medium', timeZone: 'UTC' }).format(shifted);
  return `${date} ${formatClock(ms, timeZone, is12h)}`;
}
