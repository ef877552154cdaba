import type { ScheduledRound } from '@sb/contracts';

/**
 * Races of issue 19 (horse-racing, greyhounds). The draw is the finishing order, one
 * `[teamId, position]` per runner; the incidents carry each runner's checkpoints (kind
 * `checkpoint`, side = the runner's team id, ms from the start), the last one being the finish.
 */
export const CHECKPOINT = 'checkpoint';

/** Team ids by finishing position (1st first); runners without a position are left out. */
export function finishingOrder(draw: readonly (readonly [number, number])[]): number[] {
  return [...draw].sort((a, b) => a[1] - b[1]).map(([teamId]) => teamId);
}

/** Each runner's checkpoint times, ascending. */
function checkpointsOf(incidents: ScheduledRound['incidents']): Map<number, number[]> {
  const byRunner = new Map<number, number[]>();
  for (const i of incidents) {
    if (i.kind !== CHECKPOINT) continue;
    const times = byRunner.get(i.side) ?? [];
    times.push(i.atMs);
    byRunner.set(i.side, times);
  }
  for (const times of byRunner.values()) times.sort((a, b) => a - b);
  return byRunner;
}

/**
 * How far along the track (0 start … 1 finish) each runner is `elapsedMs` after the start:
 * checkpoints are equally spaced, and between two of them a runner moves at an even pace. A
 * runner with no checkpoints yet moves at the race's average pace (the draw's length), and
 * reaches the line only when the result says it finished.
 */
export function progressAt(
  round: Pick<ScheduledRound, 'incidents' | 'draw'>,
  runnerIds: readonly number[],
  elapsedMs: number,
  durationMs: number,
): Map<number, number> {
  const checkpoints = checkpointsOf(round.incidents);
  const total = Math.max(1, ...[...checkpoints.values()].map((t) => t.length));
  const finished = new Set(finishingOrder(round.draw));
  const out = new Map<number, number>();
  for (const id of runnerIds) {
    const times = checkpoints.get(id) ?? [];
    if (times.length === 0) {
      const pace = durationMs > 0 ? elapsedMs / durationMs : 1;
      out.set(id, finished.has(id) && pace >= 1 ? 1 : Math.min(pace, 0.99));
      continue;
    }
    let k = 0;
    while (k < times.length && (times[k] ?? Infinity) <= elapsedMs) k++;
    const prevT = k === 0 ? 0 : (times[k - 1] ?? 0);
    const nextT = times[k];
    const base = k / total;
    const step = nextT === undefined || nextT <= prevT ? 0 : ((elapsedMs - prevT) / (nextT - prevT)) * (1 / total);
    out.set(id, Math.min(1, base + Math.max(0, step)));
  }
  return out;
}
