import { GAME_STATUS_ID, OUTCOME_TYPE, SPORT_IDS, type GameResult, type Outcome, type Score } from '@sb/contracts';
import { BET_STATUS, type BetStatusId } from '@sb/coupon';
import { settleAsianLine, type Settlement } from '@sb/pricing';
import { CORRECT_SCORE_MAX_GOALS, OTHER_SCORE_PARAM } from './models';
import { settleSetsOrFight } from './settle-sets-fights';

const STATUS_OF: Readonly<Record<Settlement, BetStatusId>> = {
  win: BET_STATUS.win,
  halfWin: BET_STATUS.halfWinHalfReturn,
  push: BET_STATUS.return,
  halfLoss: BET_STATUS.halfLoseHalfReturn,
  loss: BET_STATUS.lose,
};

const won = (condition: boolean): BetStatusId => (condition ? BET_STATUS.win : BET_STATUS.lose);

/**
 * What a total counts in each sport: goals or points, but games in tennis (the score counts
 * sets) and rounds fought in MMA (the score is 1–0).
 */
export function totalOf(sportId: number, score: Score): number {
  if (sportId === SPORT_IDS.tennis) return score.periods.reduce((sum, [home, away]) => sum + home + away, 0);
  if (sportId === SPORT_IDS.mma) return score.periods.length;
  return score.home + score.away;
}

/** An Asian line on `value` (see @sb/pricing settleAsianLine), or a plain win/lose on a half line. */
function line(value: number, lineValue: number | null): BetStatusId {
  if (lineValue === null) return BET_STATUS.notCalculated;
  return STATUS_OF[settleAsianLine(value, lineValue)];
}

/**
 * Spec §3 Bet status ids: how one selection settles on a game result — 1 win, 0 lose,
 * 2 return (whole line pushed), 4 half win half return and 5 half lose half return (quarter
 * lines), 3 forced return when the game is cancelled, −1 while it is not finished, −2 when
 * the result cannot settle it (a market the result has no data for).
 */
export function settleOutcome(
  outcome: Pick<Outcome, 'sportId' | 'groupId' | 'typeId' | 'param'>,
  result: GameResult,
): BetStatusId {
  if (result.statusId === GAME_STATUS_ID.cancelled) return BET_STATUS.forcedReturn;
  if (result.statusId !== GAME_STATUS_ID.finished) return BET_STATUS.gameNotStarted;
  const { typeId, param } = outcome;

  if (typeId === OUTCOME_TYPE.outright) {
    return result.winnerId === null ? BET_STATUS.notCalculated : won(result.winnerId === param);
  }
  const score = result.score;
  if (score === null) return BET_STATUS.notCalculated;
  const { home, away } = score;
  const firstPeriod = score.periods[0];
  const total = totalOf(outcome.sportId, score);
  const setOrFight = settleSetsOrFight(typeId, param, score);
  if (setOrFight !== undefined) return setOrFight;

  switch (typeId) {
    case OUTCOME_TYPE.win1:
      return won(home > away);
    case OUTCOME_TYPE.draw:
      return won(home === away);
    case OUTCOME_TYPE.win2:
      return won(home < away);
    case OUTCOME_TYPE.win1OrDraw:
      return won(home >= away);
    case OUTCOME_TYPE.win1OrWin2:
      return won(home !== away);
    case OUTCOME_TYPE.drawOrWin2:
      return won(home <= away);
    case OUTCOME_TYPE.winner1:
    case OUTCOME_TYPE.winner2:
      // A two-way winner has no draw; should a result still be level, stakes are returned.
      if (home === away) return BET_STATUS.return;
      return won(typeId === OUTCOME_TYPE.winner1 ? home > away : away > home);
    case OUTCOME_TYPE.handicap1:
      return line(home - away, param);
    case OUTCOME_TYPE.handicap2:
      return line(away - home, param);
    case OUTCOME_TYPE.over:
      return line(total, param === null ? null : -param);
    case OUTCOME_TYPE.under:
      return line(-total, param);
    case OUTCOME_TYPE.team1Over:
      return line(home, param === null ? null : -param);
    case OUTCOME_TYPE.team1Under:
      return line(-home, param);
    case OUTCOME_TYPE.team2Over:
      return line(away, param === null ? null : -param);
    case OUTCOME_TYPE.team2Under:
      return line(-away, param);
    case OUTCOME_TYPE.bttsYes:
      return won(home > 0 && away > 0);
    case OUTCOME_TYPE.bttsNo:
      return won(home === 0 || away === 0);
    case OUTCOME_TYPE.correctScore:
      if (param === OTHER_SCORE_PARAM) return won(home > CORRECT_SCORE_MAX_GOALS || away > CORRECT_SCORE_MAX_GOALS);
      return won(param === home * 100 + away);
    case OUTCOME_TYPE.odd:
      return won(total % 2 === 1);
    case OUTCOME_TYPE.even:
      return won(total % 2 === 0);
    case OUTCOME_TYPE.htWin1:
    case OUTCOME_TYPE.htDraw:
    case OUTCOME_TYPE.htWin2:
    case OUTCOME_TYPE.htOver:
    case OUTCOME_TYPE.htUnder: {
      if (firstPeriod === undefined) return BET_STATUS.notCalculated;
      const [h, a] = firstPeriod;
      if (typeId === OUTCOME_TYPE.htWin1) return won(h > a);
      if (typeId === OUTCOME_TYPE.htDraw) return won(h === a);
      if (typeId === OUTCOME_TYPE.htWin2) return won(h < a);
      if (typeId === OUTCOME_TYPE.htOver) return line(h + a, param === null ? null : -param);
      return line(-(h + a), param);
    }
    default:
      return BET_STATUS.notCalculated;
  }
}
