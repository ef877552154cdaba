import type { IntegerDistribution } from './integer-distribution';
import { lineOutcome } from './line-outcome';
import { mirrorOutcome } from './mirror-outcome';
import type { OutcomeDistribution } from './outcome-distribution';

export interface OverUnder {
  readonly over: OutcomeDistribution;
  readonly under: OutcomeDistribution;
}

/**
 * Over/under `line` on a total (match goals, a team's goals, points), for
 * half, whole (push on the line) and quarter lines. Over wins when
 * total − line > 0, so it settles as `value = total` on line −L.
 */
export function overUnder(totals: IntegerDistribution, line: number): OverUnder {
  const over = lineOutcome(totals, -line);
  return { over, under: mirrorOutcome(over) };
}
