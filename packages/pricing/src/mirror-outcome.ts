import type { OutcomeDistribution } from './outcome-distribution';

/**
 * The other side of a two-way line: whatever one side wins the other loses,
 * and a returned (half) stake is returned on both. Under L is the mirror of
 * over L, the away handicap the mirror of the home one.
 */
export function mirrorOutcome(outcome: OutcomeDistribution): OutcomeDistribution {
  return {
    win: outcome.loss,
    halfWin: outcome.halfLoss,
    push: outcome.push,
    halfLoss: outcome.halfWin,
    loss: outcome.win,
  };
}
