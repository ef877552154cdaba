import type { DrawSchedule } from './types';

/**
 * Draw times as a pure function of a clock (issue 19: tests never wait on wall time). All times
 * are UTC milliseconds; nothing here reads the current time — the caller passes it.
 */
export const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** Midnight UTC of the day containing `ms`. */
export const dayStart = (ms: number): number => Math.floor(ms / DAY_MS) * DAY_MS;

/** Every draw time of the UTC day starting at `dayStartMs`, ascending. */
export function drawTimesOfDay(schedule: DrawSchedule, dayStartMs: number): number[] {
  const start = dayStart(dayStartMs);
  switch (schedule.kind) {
    case 'every': {
      const per = Math.floor((24 * 60) / schedule.minutes);
      return Array.from({ length: per }, (_, i) => start + i * schedule.minutes * MINUTE_MS);
    }
    case 'daily':
      return [start + (schedule.hour * 60 + schedule.minute) * MINUTE_MS];
    case 'weekly': {
      const weekday = new Date(start).getUTCDay();
      return schedule.weekdays.includes(weekday) ? [start + (schedule.hour * 60 + schedule.minute) * MINUTE_MS] : [];
    }
  }
}

/** The bound on how far ahead the search looks (a weekly schedule finds a draw within 8 days). */
const MAX_DAYS_AHEAD = 400;

/** The next `count` draw times strictly after `afterMs`. */
export function nextDrawTimes(schedule: DrawSchedule, afterMs: number, count: number): number[] {
  const out: number[] = [];
  for (let day = 0; day < MAX_DAYS_AHEAD && out.length < count; day++) {
    for (const t of drawTimesOfDay(schedule, dayStart(afterMs) + day * DAY_MS)) {
      if (t > afterMs && out.length < count) out.push(t);
    }
  }
  return out;
}
