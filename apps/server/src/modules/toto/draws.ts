import type { TotoRules } from '@sb/toto';
import type { Db } from '../../db/client';
import type { TotoLine } from './port';
import { drawExists, insertDraw, type NewDraw } from './repository';

/**
 * Draw creation (issue 19 "Toto"): a day's draw is the first `rules.events` football matches of
 * the line starting that UTC day (by start, then id), frozen when the draw is created; sales
 * close at the first match's start. A day with fewer matches has no draw. Draws are made for
 * today and the next DAYS_AHEAD days, so the current and the next draw always exist.
 */
export const DAY_MS = 86_400_000;
export const DAYS_AHEAD = 2;

/** A draw's id: toto-YYYYMMDD of its UTC day. */
export function drawIdOf(dayMs: number): string {
  return `toto-${new Date(dayMs).toISOString().slice(0, 10).replaceAll('-', '')}`;
}

/** The draw of the day starting at `dayMs`, or null when the line has too few matches that day. */
export function dayDraw(rules: TotoRules, line: TotoLine, dayMs: number): NewDraw | null {
  const events = line.matchesBetween(dayMs, dayMs + DAY_MS).slice(0, rules.events);
  const first = events[0];
  if (events.length < rules.events || !first) return null;
  return {
    id: drawIdOf(dayMs),
    rulesId: rules.id,
    status: 'open',
    closesAt: new Date(first.startAt),
    events,
  };
}

/** Makes the draws of today and the days ahead that do not exist yet and still sell; idempotent. */
export async function ensureDraws(db: Db, rules: TotoRules, line: TotoLine, nowMs: number): Promise<number> {
  const today = Math.floor(nowMs / DAY_MS) * DAY_MS;
  let created = 0;
  for (let d = 0; d <= DAYS_AHEAD; d++) {
    const day = today + d * DAY_MS;
    if (await drawExists(db, drawIdOf(day))) continue;
    const draw = dayDraw(rules, line, day);
    if (draw && draw.closesAt.getTime() > nowMs) created += await insertDraw(db, draw);
  }
  return created;
}
