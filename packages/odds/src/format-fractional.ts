import type { Odds } from './odds';
import { toFractional } from './to-fractional';

/**
 * "1/2", "3/2", "1/1". Even money stays "1/1": translating it to "Evens" is
 * the caller's job, since the word depends on the locale.
 */
export function formatFractional(odds: Odds): string {
  const { numerator, denominator } = toFractional(odds);
  return `${numerator}/${denominator}`;
}
