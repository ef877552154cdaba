import type { LiveGameSummary, LiveState } from '@sb/contracts';

/**
 * What makes a live list render again. The `live` topic carries every game in play each second
 * (the clock moves), so a row compares what it shows: a row renders when its prices, score,
 * period, points, server or bet stop change, not when only the clock, the tracker or the incident
 * history (which a row does not show) moved. The clock renders on its own (sameClock).
 */

/** Plain data (JSON values) compared by value. */
export function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameData(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  const keys = Object.keys(ra);
  if (keys.length !== Object.keys(rb).length) return false;
  for (const k of keys) if (!(k in rb) || !sameData(ra[k], rb[k])) return false;
  return true;
}

/** Fields of the state a list row does not show (the clock has its own subscription). */
const NOT_ON_THE_ROW: ReadonlySet<string> = new Set<keyof LiveState>([
  'clockSec',
  'updatedAt',
  'incidents',
  'possession',
  'stats',
]);

/** The scoreboard of a row: every state field but those it does not show. */
export function sameBoard(a: LiveState | null, b: LiveState | null): boolean {
  if (a === b) return true;
  if (a === null || b === null) return false;
  for (const k of Object.keys(a) as (keyof LiveState)[]) {
    if (!NOT_ON_THE_ROW.has(k) && !sameData(a[k], b[k])) return false;
  }
  return true;
}

/** A list row shows the same: teams, prices, markets count and scoreboard. */
export function sameRowGame(a: LiveGameSummary | undefined, b: LiveGameSummary | undefined): boolean {
  if (a === b) return true;
  if (a === undefined || b === undefined) return false;
  for (const k of Object.keys(a) as (keyof LiveGameSummary)[]) {
    if (k === 'live' ? !sameBoard(a.live, b.live) : !sameData(a[k], b[k])) return false;
  }
  return Object.keys(a).length === Object.keys(b).length;
}

/**
 * The shape of a list: which games, in which order, under which sport and championship, with which
 * market groups (the list's columns). A price or score move keeps the shape: the list does not
 * render, only the rows that moved.
 */
export function sameListShape(a: readonly LiveGameSummary[], b: readonly LiveGameSummary[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i] as LiveGameSummary;
    const y = b[i] as LiveGameSummary;
    if (x === y) continue;
    if (x.id !== y.id || x.sportId !== y.sportId || x.champId !== y.champId || x.champName !== y.champName)
      return false;
    if (x.mainMarkets.length !== y.mainMarkets.length) return false;
    for (let m = 0; m < x.mainMarkets.length; m++) {
      if (x.mainMarkets[m]?.groupId !== y.mainMarkets[m]?.groupId) return false;
    }
  }
  return true;
}

export type RowClock = Pick<LiveState, 'clockSec' | 'clockRunning' | 'updatedAt'>;

/** The clock shows the same second and runs (or stands) alike. */
export function sameClock(a: RowClock | null, b: RowClock | null): boolean {
  if (a === b) return true;
  if (a === null || b === null) return false;
  return a.clockSec === b.clockSec && a.clockRunning === b.clockRunning;
}
