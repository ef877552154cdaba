import { useCallback } from 'react';
import type { LiveGameSummary } from '@sb/contracts';
import { useLiveSelect, type LiveStatus, type LiveTopicView } from '../../../../lib/live-socket';
import { sameClock, sameListShape, sameRowGame, type RowClock } from './row-equality';

/**
 * The live list as three kinds of followers of the `live` topic (issue 14, live page speed): the
 * list follows its shape, each row its own game, each row's clock its own second. A price move
 * renders one row; a game joining or leaving renders the list (the rows that did not change skip).
 */

const NO_GAMES: readonly LiveGameSummary[] = [];
const gamesOf = (view: LiveTopicView): readonly LiveGameSummary[] | null => view.data?.games ?? null;
const sameGames = (a: readonly LiveGameSummary[] | null, b: readonly LiveGameSummary[] | null): boolean =>
  a === b || (a !== null && b !== null && sameListShape(a, b));

/**
 * The games in play for the list's layout: the topic's once it answered, else the loader's. It
 * changes only with the shape (games, order, sport, championship, market groups): the games in it
 * may carry older prices, which the rows read from the topic themselves.
 */
export function useLiveListShape(ssr: readonly LiveGameSummary[]): readonly LiveGameSummary[] {
  return useLiveSelect('live', gamesOf, sameGames) ?? (ssr.length ? ssr : NO_GAMES);
}

/**
 * A row's game as the topic has it now, else as the list had it. The first snapshot renders only
 * the rows whose content differs from the server's (not every row for its clock).
 */
export function useLiveRowGame(listed: LiveGameSummary): LiveGameSummary {
  const select = useCallback((view: LiveTopicView) => view.data?.gamesById.get(listed.id) ?? listed, [listed]);
  return useLiveSelect('live', select, sameRowGame);
}

/** A row's clock as the topic has it now (null before the first snapshot or for a game without state). */
export function useLiveRowClock(gameId: number): RowClock | null {
  const select = useCallback(
    (view: LiveTopicView): RowClock | null => {
      const live = view.data?.gamesById.get(gameId)?.live;
      return live ? { clockSec: live.clockSec, clockRunning: live.clockRunning, updatedAt: live.updatedAt } : null;
    },
    [gameId],
  );
  return useLiveSelect('live', select, sameClock);
}

const statusOf = (view: LiveTopicView): LiveStatus => view.status;
const sameStatus = (a: LiveStatus, b: LiveStatus): boolean => a === b;

/** The `live` topic's status alone (the §9 return from a hidden page reloads the loader's data). */
export function useLiveListStatus(): LiveStatus {
  return useLiveSelect('live', statusOf, sameStatus);
}
