import { MMA_FINISH, OUTCOME_TYPE, type Score } from '@sb/contracts';
import { BET_STATUS, type BetStatusId } from '@sb/coupon';
import { settleAsianLine, type Settlement } from '@sb/pricing';
import { fightEnd } from './models/mma';
import { setTotalOfType } from './set-total-types';

const STATUS_OF: Readonly<Record<Settlement, BetStatusId>> = {
  win: BET_STATUS.win,
  halfWin: BET_STATUS.halfWinHalfReturn,
  push: BET_STATUS.return,
  halfLoss: BET_STATUS.halfLoseHalfReturn,
  loss: BET_STATUS.lose,
};

const won = (condition: boolean): BetStatusId => (condition ? BET_STATUS.win : BET_STATUS.lose);
const line = (value: number, lineValue: number): BetStatusId => STATUS_OF[settleAsianLine(value, lineValue)];

const FIGHT_TYPES: ReadonlySet<number> = new Set([
  OUTCOME_TYPE.ko1,
  OUTCOME_TYPE.submission1,
  OUTCOME_TYPE.decision1,
  OUTCOME_TYPE.ko2,
  OUTCOME_TYPE.submission2,
  OUTCOME_TYPE.decision2,
  OUTCOME_TYPE.distanceYes,
  OUTCOME_TYPE.distanceNo,
  OUTCOME_TYPE.roundWin1,
  OUTCOME_TYPE.roundWin2,
  OUTCOME_TYPE.roundDecision1,
  OUTCOME_TYPE.roundDecision2,
]);

/** MMA fight markets on how the fight ended (the finish in its last round, MMA_FINISH). */
function settleFight(typeId: number, param: number | null, score: Score): BetStatusId {
  const end = fightEnd(score);
  if (end === null) return BET_STATUS.notCalculated;
  const { homeWon, finish, round } = end;
  const decision = finish === MMA_FINISH.decision;
  switch (typeId) {
    case OUTCOME_TYPE.ko1:
      return won(homeWon && finish === MMA_FINISH.ko);
    case OUTCOME_TYPE.submission1:
      return won(homeWon && finish === MMA_FINISH.submission);
    case OUTCOME_TYPE.decision1:
    case OUTCOME_TYPE.roundDecision1:
      return won(homeWon && decision);
    case OUTCOME_TYPE.ko2:
      return won(!homeWon && finish === MMA_FINISH.ko);
    case OUTCOME_TYPE.submission2:
      return won(!homeWon && finish === MMA_FINISH.submission);
    case OUTCOME_TYPE.decision2:
    case OUTCOME_TYPE.roundDecision2:
      return won(!homeWon && decision);
    case OUTCOME_TYPE.distanceYes:
      return won(decision);
    case OUTCOME_TYPE.distanceNo:
      return won(!decision);
    case OUTCOME_TYPE.roundWin1:
    case OUTCOME_TYPE.roundWin2:
      if (param === null) return BET_STATUS.notCalculated;
      return won(homeWon === (typeId === OUTCOME_TYPE.roundWin1) && !decision && round === param);
    default:
      return BET_STATUS.notCalculated;
  }
}

/** Tennis set and game markets on the set scores (games per set in `periods`). */
function settleSetsAndGames(typeId: number, param: number | null, score: Score): BetStatusId | undefined {
  if (typeId === OUTCOME_TYPE.gameHandicap1 || typeId === OUTCOME_TYPE.gameHandicap2) {
    if (param === null) return BET_STATUS.notCalculated;
    const diff = score.periods.reduce((sum, [home, away]) => sum + home - away, 0);
    return line(typeId === OUTCOME_TYPE.gameHandicap1 ? diff : -diff, param);
  }
  if (typeId === OUTCOME_TYPE.setWinner1 || typeId === OUTCOME_TYPE.setWinner2) {
    if (param === null) return BET_STATUS.notCalculated;
    const set = score.periods[param - 1];
    // A set the match did not reach is void: stakes back.
    if (set === undefined) return BET_STATUS.return;
    if (set[0] === set[1]) return BET_STATUS.notCalculated;
    return won(set[0] > set[1] === (typeId === OUTCOME_TYPE.setWinner1));
  }
  const setTotal = setTotalOfType(typeId);
  if (setTotal === null) return undefined;
  if (param === null) return BET_STATUS.notCalculated;
  const set = score.periods[setTotal.set - 1];
  if (set === undefined) return BET_STATUS.return;
  const games = set[0] + set[1];
  return setTotal.over ? line(games, -param) : line(-games, param);
}

/**
 * Issue 14 markets of tennis sets and games and of MMA fights: their settlement on a score, or
 * undefined when the type is none of them (settleOutcome carries on).
 */
export function settleSetsOrFight(typeId: number, param: number | null, score: Score): BetStatusId | undefined {
  if (FIGHT_TYPES.has(typeId)) return settleFight(typeId, param, score);
  return settleSetsAndGames(typeId, param, score);
}
