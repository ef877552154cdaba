/**
 * Times are stored in UTC; the player's timeZone (hours offset, spec §3 default 3) only changes
 * display. We shift by the fixed offset rather than an IANA zone because that is what the
 * preference holds.
 */
export function formatClock(utcMs: number, timeZone: number, is12h: boolean): string {
  const shifted = new Date(utcMs + Math.round(timeZone * 60) * 60_000);
  const h = shifted.getUTCHours();
  const m = String(shifted.getUTCMinutes()).padStart(2, '0');
  if (!is12h) return `${String(h).padStart(2, '0')}:${m}`;
  const suffix = h < 12 ? 'AM' : 'PM';
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${h12}:${m} ${suffix}`;
}

export function formatTimeZone(timeZone: number): string {
  const sign = timeZone < 0 ? '-' : '+';
  const abs = Math.abs(timeZone);
  const h = Math.floor(abs);
  const m = Math.round((abs - h) * 60);
  return `UTC${sign}${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/** Every offset a player may choose, west to east. */
export const TIME_ZONE_OPTIONS: readonly number[] = [
  -12, -11, -10, -9.5, -9, -8, -7, -6, -5, -4, -3.5, -3, -2, -1, 0, 1, 2, 3, 3.5, 4, 4.5, 5, 5.5, 5.75, 6, 6.5, 7, 8,
  8.75, 9, 9.5, 10, 10.5, 11, 12, 12.75, 13, 14,
];
