import type { OutcomeDistribution } from './outcome-distribution';

/**
 * The decimal odds at which the bet's expected return is exactly the stake:
 * d = 1 + (P(loss) + ½P(halfLoss)) / (P(win) + ½P(halfWin)).
 *
 * Pushes and the returned halves drop out, so a whole or quarter line is not
 * priced as if its returns were losses. Infinity when nothing can be won.
 */
export function fairDecimalOdds(outcome: OutcomeDistribution): number {
  const won = outcome.win + outcome.halfWin / 2;
  const lost = outcome.loss + outcome.halfLoss / 2;
  return won > 0 ? 1 + lost / won : Number.POSITIVE_INFINITY;
}
