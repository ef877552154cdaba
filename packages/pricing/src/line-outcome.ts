import type { IntegerDistribution } from './integer-distribution';
import type { OutcomeDistribution } from './outcome-distribution';
import { settleAsianLine } from './settle-asian-line';

/**
 * The outcome distribution of a stake on `line` when the bet's measure
 * (see `settleAsianLine`) follows `distribution`.
 */
export function lineOutcome(distribution: IntegerDistribution, line: number): OutcomeDistribution {
  const outcome = { win: 0, halfWin: 0, push: 0, halfLoss: 0, loss: 0 };
  distribution.masses.forEach((mass, index) => {
    outcome[settleAsianLine(distribution.min + index, line)] += mass;
  });
  return outcome;
}
