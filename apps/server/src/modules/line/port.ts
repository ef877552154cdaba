import type { GameResult, GameSummary, LiveState, Outcome } from '@sb/contracts';

/**
 * What the rest of the server (bet placement, settlement, cash out) may ask of the line.
 * The line module implements it (LineService); betting depends on this interface only.
 */
export interface LinePort {
  /**
   * The current price and status of one outcome with its game; null when unknown or gone. While
   * the game is played (issue 14) it is the live price (isLive true, isBlocked during a bet stop)
   * and game.statusId is 2 (live) or 3 (break), game.score the current score.
   */
  outcome(outcomeId: string): { outcome: Outcome; game: GameSummary } | null;
  /**
   * The in-play state of a game being played now (score, period, bet stop), null when it is not
   * being played: placement checks it again after the live acceptance delay (drop on score change).
   * Optional so a stand-in line (tests, no line) need not have one; LineService always does.
   */
  liveState?(gameId: number): LiveState | null;
  /** The stored result of a game (null while it is not finished). */
  result(gameId: number): Promise<GameResult | null>;
  /**
   * Called (on the leader node) every time a result is stored or corrected, after it is
   * committed. Returns an unsubscribe function.
   */
  onResult(listener: (result: GameResult) => void | Promise<void>): () => void;
}
