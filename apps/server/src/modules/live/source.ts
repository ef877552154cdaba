import type { LiveGameDetail, LiveGameSummary, LiveTopicData } from '@sb/contracts';

/** An outcome as a topic carries it: its price and its game's status (contracts liveOutcomeSchema). */
export type LiveOutcome = NonNullable<LiveTopicData['outcomes']>[number];

/**
 * Where live data comes from (issue 14): the line module answers these over the feed's in-play
 * simulation. Pure reads at `now`; the ticker asks every second, a node asks for a snapshot of a
 * topic it has not seen on the bus yet.
 */
export interface LiveSource {
  /** Games being played at `now` (the live list), by start time then id. */
  list(now: number): readonly LiveGameSummary[];
  /** One game with its state and markets (live or not); null when unknown. */
  game(gameId: number, now: number): LiveGameDetail | null;
  /** One outcome's price and its game's status (pre-match or live); null when unknown or gone. */
  outcome(outcomeId: string, now: number): LiveOutcome | null;
}

/** What the line module offers (LineService: `live` is its LiveCatalog, `outcome` the LinePort call). */
export interface LineLiveReads {
  live: {
    liveList(now: number): LiveGameSummary[];
    liveGame(gameId: number, now: number): LiveGameDetail | null;
    liveOutcome(outcomeId: string, now: number): LiveOutcome | null;
  };
  outcome(outcomeId: string): { outcome: Omit<LiveOutcome, 'gameStatusId'>; game: { statusId: number } } | null;
}

/**
 * The live source over the line: the live list, games in play, and outcomes — live ones with their
 * live price, others (a pre-match coupon selection) as the line offers them now, so a snapshot is
 * never empty for an outcome that exists; their deltas start when the game is played.
 */
export function lineLiveSource(line: LineLiveReads): LiveSource {
  return {
    list: (now) => line.live.liveList(now),
    game: (gameId, now) => line.live.liveGame(gameId, now),
    outcome: (outcomeId, now) => {
      const live = line.live.liveOutcome(outcomeId, now);
      if (live) return live;
      const found = line.outcome(outcomeId);
      return found ? { ...found.outcome, gameStatusId: found.game.statusId } : null;
    },
  };
}
