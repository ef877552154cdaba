import type { GameResult, GameStatusId, LiveState, Market, Outcome, SportId, Team } from '@sb/contracts';
import type { BetStatusId } from '@sb/coupon';

export interface FeedOptions {
  /** Public: seeds every generated name, strength, fixture and price move (never a result). */
  readonly seed: number;
  /**
   * Secret (issue 25 item 2): results, live incidents, cancellations and outright winners are
   * drawn from it. The server passes the one kept in the database; without it the feed makes one
   * of its own, good for reading prices but agreeing with no other process on results.
   */
  readonly resultSecret?: string;
  /** Bookmaker margin: each market's implied probabilities sum to 1 + margin (default 0.06). */
  readonly margin?: number;
}

export interface SportInfo {
  readonly id: SportId;
  readonly nameEng: string;
  readonly slug: string;
}

export interface ChampInfo {
  readonly id: number;
  readonly sportId: SportId;
  readonly name: string;
  readonly slug: string;
  /** ISO 3166 alpha-2, null for international competitions. */
  readonly countryCode: string | null;
  readonly isTop: boolean;
  readonly teamIds: readonly number[];
}

export interface FeedGame {
  readonly id: number;
  readonly sportId: SportId;
  readonly champId: number;
  readonly team1Id: number;
  /** Null for a long-term event (team1 is the event itself). */
  readonly team2Id: number | null;
  /** Title of a long-term event ("Winner 2027"), null for matches. */
  readonly title: string | null;
  readonly startAt: number;
  /** Expected finish: results exist from this instant. */
  readonly endAt: number;
  readonly isTop: boolean;
}

/** A past meeting or form entry: a finished game and its score. */
export interface PastGame {
  readonly gameId: number;
  readonly startAt: number;
  readonly team1Id: number;
  readonly team2Id: number;
  readonly home: number;
  readonly away: number;
}

export interface TableRow {
  readonly teamId: number;
  readonly played: number;
  readonly won: number;
  readonly drawn: number;
  readonly lost: number;
  readonly scored: number;
  readonly conceded: number;
  readonly points: number;
}

export interface GameStatistics {
  readonly gameId: number;
  /** Previous meetings of the two teams, newest first. */
  readonly headToHead: readonly PastGame[];
  /** Last five finished games of each team, newest first. */
  readonly form1: readonly PastGame[];
  readonly form2: readonly PastGame[];
  /** The championship table from the finished games of the history window, best first. */
  readonly table: readonly TableRow[];
}

/** What the line reads; a real provider could implement the same interface. */
export interface Feed {
  sports(): readonly SportInfo[];
  champs(): readonly ChampInfo[];
  champ(champId: number): ChampInfo | null;
  teams(): ReadonlyMap<number, Team>;
  team(teamId: number): Team | null;
  /** Games whose startAt is in [from, to) (any status), sorted by startAt then id. */
  gamesBetween(from: number, to: number): readonly FeedGame[];
  game(gameId: number): FeedGame | null;
  /** Status at `now`: 1 not started, 2 live, 4 finished, 5 cancelled. */
  statusAt(game: FeedGame, now: number): GameStatusId;
  /** Every market priced at `now`: pre-match (drifted per tick), live while in play (isLive), [] once finished. */
  markets(gameId: number, now: number): readonly Market[];
  /** List-row markets: 1X2 or winner (or the outright), the main handicap and the main total. */
  mainMarkets(gameId: number, now: number): readonly Market[];
  /** Number of outcomes over all markets at `now` (cheap after `markets`). */
  marketsCount(gameId: number, now: number): number;
  outcome(outcomeId: string, now: number): Outcome | null;
  /** The result once finished (or cancelled) by `now`, else null. Cancelled: statusId 5, score null. */
  result(gameId: number, now: number): GameResult | null;
  statistics(gameId: number, now: number): GameStatistics;
  /**
   * Issue 14, in play. Games being played at `now` (started, not finished, not cancelled), sorted
   * by startAt then id. While a game is live, `markets`, `mainMarkets`, `marketsCount` and `outcome`
   * answer its live prices (isLive true; isBlocked during a bet stop).
   */
  liveGames(now: number): readonly FeedGame[];
  /** The in-play state at `now`: null before kick-off and for a cancelled game; statusId 4 once finished. */
  liveState(gameId: number, now: number): LiveState | null;
  /**
   * Outcomes of the game already decided by what has happened by `now` (total over 0.5 after the
   * first goal, next-goal markets of a goal scored): outcome id → bet status (win/lose/return).
   * Every entry agrees with settleOutcome on the final result.
   */
  decidedOutcomes(gameId: number, now: number): ReadonlyMap<string, BetStatusId>;
  /**
   * Issue 19: games outside the line's lists (scheduled TV-game and virtual-sport rounds) that
   * start in [from, to): the results job stores and settles them like any game.
   */
  roundsBetween?(from: number, to: number): readonly FeedGame[];
}
