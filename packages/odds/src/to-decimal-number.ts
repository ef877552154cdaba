import type { Odds } from './odds';

/** d as a JavaScript number, for arithmetic outside the display rules. */
export function toDecimalNumber(odds: Odds): number {
  return odds / 1000;
}
