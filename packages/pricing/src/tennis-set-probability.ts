import { assertServePoints } from './assert-serve-points';
import { tennisSetOutcome } from './tennis-set-outcome';
import { TIEBREAK_POINTS } from './tennis-tiebreak-probability';

/** Chance that A wins a tiebreak set in which A serves the first game. */
export function tennisSetProbability(serveA: number, serveB: number, tiebreakPoints: number = TIEBREAK_POINTS): number {
  assertServePoints(serveA, serveB);
  const outcome = tennisSetOutcome(serveA, serveB, true, tiebreakPoints);
  return outcome.aWinsAServesNext + outcome.aWinsBServesNext;
}
