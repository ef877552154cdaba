import { assertServePoints } from './assert-serve-points';
import { PRICING_ERRORS } from './errors';
import { tennisSetOutcome, type TennisSetOutcome } from './tennis-set-outcome';
import { TIEBREAK_POINTS } from './tennis-tiebreak-probability';

export interface TennisMatchInput {
  /** Chance player A wins a point on A's serve. */
  readonly serveA: number;
  /** Chance player B wins a point on B's serve. */
  readonly serveB: number;
  readonly bestOf: 3 | 5;
  /** Points of the deciding-set tiebreak at 6–6: 7 usually, 10 in the Grand Slams since 2022. */
  readonly finalSetTiebreakPoints?: number;
  /** Who serves first in the match; defaults to A. */
  readonly aServesFirst?: boolean;
}

/**
 * Chance that A wins the match, from the point-on-serve chances alone:
 * point → game (hold) → set (with tiebreak) → best of 3 or 5 sets.
 *
 * Service alternates through the whole match, so each set is priced with the
 * server its first game really has, carried over from the previous set.
 */
export function tennisMatchProbability({
  serveA,
  serveB,
  bestOf,
  finalSetTiebreakPoints = TIEBREAK_POINTS,
  aServesFirst = true,
}: TennisMatchInput): number {
  assertServePoints(serveA, serveB);
  if (bestOf !== 3 && bestOf !== 5) {
    throw new RangeError(PRICING_ERRORS.bestOf(bestOf));
  }
  const setsToWin = (bestOf + 1) / 2;
  const setOutcomes = new Map<string, TennisSetOutcome>();
  const setOutcome = (aServes: boolean, decider: boolean): TennisSetOutcome => {
    const key = `${aServes}:${decider}`;
    let known = setOutcomes.get(key);
    if (known === undefined) {
      known = tennisSetOutcome(serveA, serveB, aServes, decider ? finalSetTiebreakPoints : TIEBREAK_POINTS);
      setOutcomes.set(key, known);
    }
    return known;
  };

  const fromScore = (setsA: number, setsB: number, aServes: boolean): number => {
    if (setsA === setsToWin) return 1;
    if (setsB === setsToWin) return 0;
    const set = setOutcome(aServes, setsA === setsToWin - 1 && setsB === setsToWin - 1);
    return (
      set.aWinsAServesNext * fromScore(setsA + 1, setsB, true) +
      set.aWinsBServesNext * fromScore(setsA + 1, setsB, false) +
      set.bWinsAServesNext * fromScore(setsA, setsB + 1, true) +
      set.bWinsBServesNext * fromScore(setsA, setsB + 1, false)
    );
  };
  return fromScore(0, 0, aServesFirst);
}
