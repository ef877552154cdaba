import { GAME_STATUS_ID, type Score, type Team } from '@sb/contracts';
import type { BetStatusId } from '@sb/coupon';
import { settleOutcome } from '@sb/feed';

/** settleOutcome reads only the score, the winner and the status; the rest is filler. */
const NO_TEAM: Team = { id: 0, name: '', short: '', colors: ['#000000', '#ffffff'] };

/**
 * A virtual sport's standard outcome (1X2, totals, correct score, winner…) settled by the real
 * sport's rule (@sb/feed settleOutcome with that sport's id: football 1, tennis 4), so a
 * virtual match settles exactly like a real one with the same score.
 */
export function settleAsSport(
  sportId: number,
  outcome: { readonly typeId: number; readonly param: number | null },
  result: { readonly score: Score | null; readonly winnerId: number | null },
): BetStatusId {
  return settleOutcome(
    { sportId, groupId: 0, typeId: outcome.typeId, param: outcome.param },
    {
      gameId: 0,
      sportId,
      champId: 0,
      champName: '',
      team1: NO_TEAM,
      team2: NO_TEAM,
      title: null,
      startAt: 0,
      statusId: GAME_STATUS_ID.finished,
      score: result.score,
      winnerId: result.winnerId,
      version: 0,
    },
  );
}
