import type { ScheduledGame, ScheduledList } from '@sb/contracts';

/**
 * The pages' clock (issue 19): never the machine's wall clock (it may be off, and tests must not
 * depend on it). An answer carries the server's `now`; the page's time is that instant plus the
 * time elapsed since the answer arrived, measured on a monotonic clock.
 */
export interface ClockAnchor {
  /** The server's time in the answer (ms since the epoch). */
  readonly serverNow: number;
  /** The monotonic clock's reading when the answer arrived. */
  readonly at: number;
}

export const serverTimeAt = (anchor: ClockAnchor, monotonic: number): number =>
  anchor.serverNow + Math.max(0, monotonic - anchor.at);

/** "4:05", "1:02:03"; never negative. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/** The next instant after `now` at which a game's picture changes: a draw ends or the next round starts. */
export function gameBoundary(game: Pick<ScheduledGame, 'current' | 'next'>, now: number): number | null {
  const times = [game.current?.endAt, ...game.next.map((r) => r.startAt)].filter(
    (t): t is number => t !== undefined && t > now,
  );
  return times.length > 0 ? Math.min(...times) : null;
}

/** The earliest boundary of a list (the lobby refetches then), or null when nothing is scheduled. */
export function listBoundary(list: Pick<ScheduledList, 'games'>, now: number): number | null {
  const times = list.games.map((g) => gameBoundary(g, now)).filter((t): t is number => t !== null);
  return times.length > 0 ? Math.min(...times) : null;
}
