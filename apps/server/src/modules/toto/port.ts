import { GAME_STATUS_ID, SPORT_IDS, type GameResult } from '@sb/contracts';
import type { Feed } from '@sb/feed';
import { outcomeOfScore } from '@sb/toto';
import type { LinePort } from '../line';
import type { TotoEventRow, TotoResultRow } from './schema';

/**
 * What the toto asks of the line (issue 19): the football matches of a period, to make a draw
 * of real line events, and their results, to settle it. The composition root builds it from the
 * line's feed and its stored results (operator corrections and cancellations win).
 */
export interface TotoLine {
  /** Football matches (two teams) starting in [from, to), by start then id. */
  matchesBetween(from: number, to: number): TotoEventRow[];
  /** A match's result as of `at`: the stored one (results job, operator) first, else the feed's. */
  resultAt(gameId: number, at: number): Promise<GameResult | null>;
}

export function totoLine(
  feed: Pick<Feed, 'gamesBetween' | 'team' | 'champ' | 'result'>,
  line: Pick<LinePort, 'result'>,
): TotoLine {
  return {
    matchesBetween: (from, to) =>
      feed
        .gamesBetween(from, to)
        .filter((g) => g.sportId === SPORT_IDS.football && g.team2Id !== null)
        .map((g) => ({
          gameId: g.id,
          startAt: g.startAt,
          champName: feed.champ(g.champId)?.name ?? '',
          team1: feed.team(g.team1Id)?.name ?? '',
          team2: feed.team(g.team2Id ?? 0)?.name ?? '',
        })),
    // The line answers as of its own clock; the admin hook (outside production) may run the
    // settlement at a later instant, when the feed's result at that instant is the one it will have.
    resultAt: async (gameId, at) => (await line.result(gameId)) ?? feed.result(gameId, at),
  };
}

/** A result as the toto counts it: 1 / X / 2 from the final score, or cancelled; null while pending. */
export function totoResultOf(result: GameResult | null): TotoResultRow | null {
  if (!result) return null;
  if (result.statusId === GAME_STATUS_ID.cancelled) return { result: 'cancelled', score: null };
  if (result.statusId !== GAME_STATUS_ID.finished || !result.score) return null;
  const { home, away } = result.score;
  return { result: outcomeOfScore(home, away), score: { home, away } };
}
