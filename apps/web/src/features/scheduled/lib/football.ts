import type { ScheduledRound } from '@sb/contracts';

/**
 * Virtual football of issue 19: the incidents are the match's timeline (kind `goal` and others,
 * side 1 home / 2 away, ms from the kick-off); the view plays a 90-minute match in the round's
 * length.
 */
export const GOAL = 'goal';
export const MATCH_MINUTES = 90;

export function scoreAt(incidents: ScheduledRound['incidents'], elapsedMs: number): [number, number] {
  let home = 0;
  let away = 0;
  for (const i of incidents) {
    if (i.kind !== GOAL || i.atMs > elapsedMs) continue;
    if (i.side === 1) home++;
    else if (i.side === 2) away++;
  }
  return [home, away];
}

/** The match minute shown at `elapsedMs` (0 … 90). */
export function matchMinute(elapsedMs: number, durationMs: number): number {
  if (durationMs <= 0) return MATCH_MINUTES;
  return Math.min(MATCH_MINUTES, Math.max(0, Math.floor((elapsedMs / durationMs) * MATCH_MINUTES)));
}

/** The side (1 or 2) of the latest incident by `elapsedMs`, or 0 before the first: the ball's half. */
export function attackingSide(incidents: ScheduledRound['incidents'], elapsedMs: number): number {
  let side = 0;
  let at = -1;
  for (const i of incidents)
    if (i.atMs <= elapsedMs && i.atMs >= at && (i.side === 1 || i.side === 2)) {
      side = i.side;
      at = i.atMs;
    }
  return side;
}

/** The latest goal by `elapsedMs` within `windowMs` (the view flashes it), or null. */
export function recentGoal(
  incidents: ScheduledRound['incidents'],
  elapsedMs: number,
  windowMs: number,
): { side: number; atMs: number } | null {
  let found: { side: number; atMs: number } | null = null;
  for (const i of incidents)
    if (i.kind === GOAL && i.atMs <= elapsedMs && elapsedMs - i.atMs < windowMs && (!found || i.atMs > found.atMs))
      found = { side: i.side, atMs: i.atMs };
  return found;
}
