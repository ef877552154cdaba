import type { Feed } from '@sb/feed';
import type { NewResult } from './results-repository';

/** At start (or on becoming leader) the job looks this far back for finished games. */
export const RESULTS_BACKFILL_MS = 2 * 24 * 60 * 60 * 1000;
/** How long before its finish a game may have started (longest match plus margin). */
export const GAME_LOOKBACK_MS = 24 * 60 * 60 * 1000;
/** Scheduled rounds last minutes: this look-back covers the longest with room. */
export const ROUND_LOOKBACK_MS = 60 * 60 * 1000;
/** The leader stores new results this often (and once at start). */
export const RESULTS_JOB_MS = 15_000;

/**
 * Results the feed has produced for games that started in [from − lookback, now), skipping games
 * already known stored. Pure over the feed, so it is cheap to re-run.
 */
export function finishedResults(
  feed: Feed,
  from: number,
  now: number,
  known: ReadonlyMap<number, number>,
): NewResult[] {
  const rows: NewResult[] = [];
  // Rounds run every few minutes: only the last hour is stored here; an older round with open
  // legs is settled by the betting sweep from the feed's result (the same one).
  const rounds = feed.roundsBetween?.(Math.max(from, now - ROUND_LOOKBACK_MS) - ROUND_LOOKBACK_MS, now) ?? [];
  for (const game of [...feed.gamesBetween(from - GAME_LOOKBACK_MS, now), ...rounds]) {
    if (known.has(game.id)) continue;
    const r = feed.result(game.id, now);
    if (!r) continue;
    rows.push({
      gameId: game.id,
      sportId: game.sportId,
      champId: game.champId,
      statusId: r.statusId,
      score: r.score,
      winnerId: r.winnerId,
      finishedAt: new Date(Math.min(game.endAt, now)),
    });
  }
  return rows;
}
