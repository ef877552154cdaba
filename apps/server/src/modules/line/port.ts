import type { GameResult, GameSummary, Outcome } from '@sb/contracts';

/**
 * What the rest of the server (bet placement, settlement, cash out) may ask of the line.
 * The line module implements it (LineService); betting depends on this interface only.
 */
export interface LinePort {
  /** The current price and status of one outcome with its game; null when unknown or gone. */
  outcome(outcomeId: string): { outcome: Outcome; game: GameSummary } | null;
  /** The stored result of a game (null while it is not finished). */
  result(gameId: number): Promise<GameResult | null>;
  /**
   * Called (on the leader node) every time a result is stored or corrected, after it is
   * committed. Returns an unsubscribe function.
   */
  onResult(listener: (result: GameResult) => void | Promise<void>): () => void;
}
