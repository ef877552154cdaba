import { BET_STATUS, type BetStatusId } from './bet-status';
import { RATIO_HALF, RATIO_ONE, type Ratio } from './ratio';

export type PureOutcome = 'win' | 'lose' | 'void';

export interface WeightedOutcome {
  readonly weight: Ratio;
  readonly outcome: PureOutcome;
}

const whole = (outcome: PureOutcome): readonly WeightedOutcome[] => [{ weight: RATIO_ONE, outcome }];
const halves = (a: PureOutcome, b: PureOutcome): readonly WeightedOutcome[] => [
  { weight: RATIO_HALF, outcome: a },
  { weight: RATIO_HALF, outcome: b },
];

/**
 * A settled status as shares of the stake with a pure outcome each, or
 * undefined while the leg is pending (-2 not calculated, -1 game not started).
 *
 * A half status is a quarter Asian line: the stake was split over two
 * neighbouring lines (reference, "Asian handicap and totals"), so half of it
 * met one outcome and half the other. Every settlement rule in this package
 * starts from this table, so the express factor and the anti-express agree on
 * what "half lost" means.
 */
export function legOutcomes(statusId: BetStatusId): readonly WeightedOutcome[] | undefined {
  switch (statusId) {
    case BET_STATUS.notCalculated:
    case BET_STATUS.gameNotStarted:
      return undefined;
    case BET_STATUS.lose:
      return whole('lose');
    case BET_STATUS.win:
      return whole('win');
    case BET_STATUS.return:
    case BET_STATUS.forcedReturn:
      return whole('void');
    case BET_STATUS.halfWinHalfReturn:
      return halves('win', 'void');
    case BET_STATUS.halfLoseHalfReturn:
      return halves('lose', 'void');
    case BET_STATUS.halfLoseHalfWin:
      return halves('lose', 'win');
  }
}
