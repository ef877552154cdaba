import { MIN_ODDS_THOUSANDTHS, oddsFromThousandths, type Odds } from '@sb/odds';

/**
 * The quoted price for an implied probability: d = 1/p as integer thousandths,
 * rounded to the nearest thousandth (halves up), never below d = 1.001.
 *
 * A margined favourite can have p ≥ 1 (d ≤ 1), which would pay nothing or
 * less than the stake; it is floored at the shortest quotable price instead.
 * Undefined when there is no price: p ≤ 0, not finite, or so small that d
 * is past the safe-integer range of `Odds`.
 */
export function oddsFromProbability(probability: number): Odds | undefined {
  if (!(Number.isFinite(probability) && probability > 0)) {
    return undefined;
  }
  return oddsFromThousandths(Math.max(MIN_ODDS_THOUSANDTHS, Math.round(1000 / probability)));
}
