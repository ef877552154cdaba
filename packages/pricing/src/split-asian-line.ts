import { PRICING_ERRORS } from './errors';

/**
 * The lines a stake on `line` is spread over: a half or whole line is itself;
 * a quarter line splits the stake equally over its two neighbours, half a
 * goal apart (−0.25 → 0 and −0.5; −0.75 → −0.5 and −1; 2.25 → 2 and 2.5).
 *
 * Quarters are exact binary fractions, so `line ± 0.25` is exact and a whole
 * neighbour really compares equal to an integer score.
 */
export function splitAsianLine(line: number): readonly [number] | readonly [number, number] {
  if (!Number.isFinite(line) || !Number.isInteger(line * 4)) {
    throw new RangeError(PRICING_ERRORS.line(line));
  }
  return Number.isInteger(line * 2) ? [line] : [line - 0.25, line + 0.25];
}
