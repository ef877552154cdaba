import type { IntegerDistribution } from './integer-distribution';
import { lineOutcome } from './line-outcome';
import { mirrorOutcome } from './mirror-outcome';
import type { OutcomeDistribution } from './outcome-distribution';

export interface Handicap {
  readonly home: OutcomeDistribution;
  readonly away: OutcomeDistribution;
}

/**
 * Asian handicap with `homeLine` added to the home side's score (the away
 * side gets −homeLine), from the distribution of home − away. Half lines
 * cannot push; whole lines push on a tie after the handicap; quarter lines
 * split the stake.
 */
export function handicap(differences: IntegerDistribution, homeLine: number): Handicap {
  const home = lineOutcome(differences, homeLine);
  return { home, away: mirrorOutcome(home) };
}
