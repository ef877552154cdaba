import type { LiveState } from '@sb/contracts';
import { GAME_STATUS_ID, SPORT_IDS } from '@sb/contracts/line-ids';

/** "mm:ss" of a match clock (minutes go past 60: "93:05"). */
export function clockText(sec: number): string {
  const s = Math.max(0, Math.floor(sec));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/**
 * The clock `elapsedMs` after the page received the state: a running clock moves on (so it ticks
 * between updates), a stopped one (break, timeout, finished) stays. Elapsed time is the page's
 * own (the feed's clock may differ from the browser's), injected.
 */
export function clockAt(state: Pick<LiveState, 'clockSec' | 'clockRunning'>, elapsedMs: number): number {
  if (!state.clockRunning) return state.clockSec;
  return state.clockSec + Math.max(0, Math.floor(elapsedMs / 1000));
}

const SETS_SPORTS: ReadonlySet<number> = new Set([SPORT_IDS.tennis, SPORT_IDS.volleyball, SPORT_IDS.tableTennis]);
const ESPORTS: ReadonlySet<number> = new Set([SPORT_IDS.cs2, SPORT_IDS.dota2, SPORT_IDS.lol]);

/** Sets-based sports show points and the server, not a clock. */
export function isSetsSport(sportId: number): boolean {
  return SETS_SPORTS.has(sportId);
}

export type PeriodUnit = 'half' | 'period' | 'quarter' | 'set' | 'map' | 'round';

/** What a period is called in a sport. */
export function periodUnit(sportId: number): PeriodUnit {
  if (sportId === SPORT_IDS.football) return 'half';
  if (sportId === SPORT_IDS.iceHockey) return 'period';
  if (sportId === SPORT_IDS.basketball) return 'quarter';
  if (SETS_SPORTS.has(sportId)) return 'set';
  if (ESPORTS.has(sportId)) return 'map';
  return 'round';
}

/** The status line's dictionary key and variables: "Half 2", "Break", "Finished". */
export function statusOf(state: Pick<LiveState, 'statusId' | 'period' | 'sportId'>): {
  key: string;
  vars: Record<string, string>;
} {
  if (state.statusId === GAME_STATUS_ID.finished) return { key: 'live_finished', vars: {} };
  if (state.statusId === GAME_STATUS_ID.break) return { key: 'live_break', vars: {} };
  return { key: `live_period_${periodUnit(state.sportId)}`, vars: { n: String(state.period) } };
}

/** Statistics the scoreboard names (others are the feed's internals). */
export const SHOWN_STATS = ['corners', 'yellow_cards', 'red_cards'] as const;

export function shownStats(stats: LiveState['stats']): { name: (typeof SHOWN_STATS)[number]; v: [number, number] }[] {
  return SHOWN_STATS.flatMap((name) => {
    const v = stats[name];
    return v ? [{ name, v }] : [];
  });
}
