import type { ScheduledRound } from '@sb/contracts';

/**
 * When each drawn item of a round appears in the studio view (issue 19). A round that gives one
 * incident per drawn item times them by those incidents; otherwise the items are spread evenly
 * over the draw's length, the last one shortly before its end. While a round is being drawn the
 * answer holds only the items revealed so far, so the view never shows one early.
 */
export function revealTimes(round: Pick<ScheduledRound, 'draw' | 'incidents'>, durationMs: number): number[] {
  const n = round.draw.length;
  if (n > 0 && round.incidents.length === n) return round.incidents.map((i) => i.atMs);
  return round.draw.map((_, i) => Math.round(((i + 1) * durationMs) / (n + 1)));
}

/** How many items are shown `elapsedMs` after the round's start. */
export const revealedCount = (times: readonly number[], elapsedMs: number): number =>
  times.filter((t) => t <= elapsedMs).length;

/** Milliseconds since the round's start, clamped to the draw (0 before it, its length after). */
export function elapsedIn(round: Pick<ScheduledRound, 'startAt' | 'endAt'>, now: number): number {
  return Math.min(Math.max(now - round.startAt, 0), round.endAt - round.startAt);
}
