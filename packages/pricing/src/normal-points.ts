import { PRICING_ERRORS } from './errors';
import type { IntegerDistribution } from './integer-distribution';
import { normalCdf } from './normal-cdf';

export interface NormalPointsInput {
  /** Expected total (for totals) or expected home − away margin (for handicaps). */
  readonly mean: number;
  readonly sd: number;
}

/** Mass past 10 sd is below 1e-23: nothing a price with three decimals can show. */
const SPAN_IN_SD = 10;

/**
 * A normal approximation of an integer score measure (basketball total
 * points, or home − away points), discretised with a continuity correction:
 * P(value = k) = Φ((k + ½ − mean)/sd) − Φ((k − ½ − mean)/sd).
 *
 * Scores are integers, so a whole line (210) really can land exactly and
 * push; the discretised form prices that push (and quarter lines) through the
 * same `overUnder` and `handicap` as football, where a plain 1 − Φ would not.
 * The two end values take the tails, so the masses telescope to exactly 1.
 */
export function normalPoints({ mean, sd }: NormalPointsInput): IntegerDistribution {
  if (!Number.isFinite(mean) || !(Number.isFinite(sd) && sd > 0)) {
    throw new RangeError(PRICING_ERRORS.normal(mean, sd));
  }
  const min = Math.floor(mean - SPAN_IN_SD * sd);
  const max = Math.ceil(mean + SPAN_IN_SD * sd);
  const below = (boundary: number): number => normalCdf((boundary - mean) / sd);
  const masses: number[] = [];
  let previous = 0;
  for (let k = min; k < max; k++) {
    const next = below(k + 0.5);
    masses.push(next - previous);
    previous = next;
  }
  masses.push(1 - previous);
  return { min, masses };
}
