import type { OutcomeDistribution } from './outcome-distribution';

/**
 * 1 / fair decimal odds: the share of the stake-at-risk that is won,
 * (P(win) + ½P(halfWin)) / (P(win) + ½P(halfWin) + P(loss) + ½P(halfLoss)).
 *
 * This is what a margin is applied to for Asian lines: the two sides of a
 * line have effective probabilities that sum to 1 (one side's wins are the
 * other's losses), just like a market without pushes. For a line that cannot
 * push it is simply P(win), so home −0.5 gives P(home win).
 */
export function effectiveProbability(outcome: OutcomeDistribution): number {
  const won = outcome.win + outcome.halfWin / 2;
  const lost = outcome.loss + outcome.halfLoss / 2;
  return won + lost > 0 ? won / (won + lost) : 0;
}
