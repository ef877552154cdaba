import type { Feed } from '@sb/feed';
import type { NewResult } from './results-repository';

/** At start (or on becoming leader) the job looks this far back for finished games. */
export const RESULTS_BACKFILL_MS = 2 * 24 * 60 * 60 * 1000;
/** How long before its finish a game may have started (longest match plus margin). */
export const GAME_LOOKBACK_MS = 24 * 60 * 60 * 1000;
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
  for (const game of feed.gamesBetween(from - GAME_LOOKBACK_MS, now)) {
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
