import type { GameResult, Outcome } from '@sb/contracts';
import type { BetStatusId } from '@sb/coupon';

/**
 * Spec §3 Bet status ids: how one selection settles on a game result
 * (-1 not finished, 3 forced return when the game is cancelled).
 */
export function settleOutcome(
  outcome: Pick<Outcome, 'sportId' | 'groupId' | 'typeId' | 'param'>,
  result: GameResult,
): BetStatusId {
  void outcome;
  void result;
  throw new Error('not implemented');
}
