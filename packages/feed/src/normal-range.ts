import { normalCdf, type IntegerDistribution } from '@sb/pricing';

/**
 * `normalPoints` (continuity-corrected normal over integers) folded onto [low, high]: the ends
 * carry the tails. Equal to clamping the full distribution, but costs one CDF per value kept
 * instead of one per value within ten standard deviations.
 */
export function normalPointsBetween(mean: number, sd: number, low: number, high: number): IntegerDistribution {
  const below = (boundary: number): number => normalCdf((boundary - mean) / sd);
  const masses: number[] = [];
  let previous = 0;
  for (let k = low; k < high; k++) {
    const next = below(k + 0.5);
    masses.push(next - previous);
    previous = next;
  }
  masses.push(1 - previous);
  return { min: low, masses };
}

/** Lowest and highest value that matter to `lines` (see clampDistribution), `sign` −1 for handicaps. */
export function lineSpan(lines: readonly number[], sign: 1 | -1): [number, number] {
  const values = lines.map((line) => sign * line);
  return [Math.floor(Math.min(...values)) - 1, Math.ceil(Math.max(...values)) + 1];
}
