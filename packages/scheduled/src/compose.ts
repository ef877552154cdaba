import type { GameResult, Outcome } from '@sb/contracts';
import { settleOutcome, parseOutcomeId, type Feed } from '@sb/feed';
import type { BetStatusId } from '@sb/coupon';
import { isScheduledSportId } from '@sb/contracts';
import type { ScheduledFeed } from './feed';

/**
 * The line's feed with the scheduled rounds in it (issue 19). The line's lists (sports, champs,
 * games between, live) stay the real sports': rounds have their own pages. Everything asked by
 * id — a game, its status, markets, an outcome, a result, a team — answers for both, so the
 * coupon, placement, the results job (through `roundsBetween`) and settlement treat a round as
 * any other game.
 */
export function composeFeeds(sports: Feed, scheduled: ScheduledFeed): Feed {
  const owns = (gameId: number) => scheduled.owns(gameId);
  const ownsOutcome = (id: string) => {
    const parsed = parseOutcomeId(id);
    return parsed !== null && owns(parsed.gameId);
  };
  return {
    ...sports,
    champ: (champId) => sports.champ(champId) ?? scheduled.champ(champId),
    team: (teamId) => sports.team(teamId) ?? scheduled.team(teamId),
    game: (gameId) => (owns(gameId) ? scheduled.game(gameId) : sports.game(gameId)),
    statusAt: (game, now) => (owns(game.id) ? scheduled.statusAt(game, now) : sports.statusAt(game, now)),
    markets: (gameId, now) => (owns(gameId) ? scheduled.markets(gameId, now) : sports.markets(gameId, now)),
    mainMarkets: (gameId, now) =>
      owns(gameId) ? scheduled.markets(gameId, now).slice(0, 1) : sports.mainMarkets(gameId, now),
    marketsCount: (gameId, now) =>
      owns(gameId)
        ? scheduled.markets(gameId, now).reduce((n, m) => n + m.outcomes.length, 0)
        : sports.marketsCount(gameId, now),
    outcome: (id, now): Outcome | null => (ownsOutcome(id) ? scheduled.outcome(id, now) : sports.outcome(id, now)),
    result: (gameId, now): GameResult | null =>
      owns(gameId) ? scheduled.result(gameId, now) : sports.result(gameId, now),
    statistics: (gameId, now) =>
      owns(gameId) ? { gameId, headToHead: [], form1: [], form2: [], table: [] } : sports.statistics(gameId, now),
    liveState: (gameId, now) => (owns(gameId) ? null : sports.liveState(gameId, now)),
    decidedOutcomes: (gameId, now) => (owns(gameId) ? new Map() : sports.decidedOutcomes(gameId, now)),
    roundsBetween: (from, to) => scheduled.roundsBetween(from, to),
  };
}

/**
 * Settlement of one leg: a scheduled round's outcome by its game type's rule, any other by the
 * sports' rule (@sb/feed settleOutcome). The betting module is given this as its `settleLeg`.
 */
export function settleAnyOutcome(
  scheduled: ScheduledFeed,
): (outcome: Pick<Outcome, 'sportId' | 'groupId' | 'typeId' | 'param'>, result: GameResult) => BetStatusId {
  return (outcome, result) => {
    if (!isScheduledSportId(outcome.sportId)) return settleOutcome(outcome, result);
    const def = scheduled.defOfSport(outcome.sportId);
    // Rounds are never cancelled; a result that is not a finish (an operator's) settles as the sports' rule says.
    if (def === null || result.statusId !== 4) return settleOutcome(outcome, result);
    return def.settle(outcome, result);
  };
}
