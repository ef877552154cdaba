import { lineRange } from '../market-spec';

/**
 * Issue 14: the lines the live tennis offer quotes. The catalog (decided.ts) holds every line the
 * offer can reach, so a bet on any quoted line is settled and reported decided the same way.
 */

/** Games of one set run from 6 (6–0) to 13 (7–6). */
export const SET_TOTAL_LINES: readonly number[] = lineRange(6.5, 12.5, 1);

/** Match games: from a straight-sets whitewash up to every set at 7–6. */
export function tennisTotalLines(bestOf: number): number[] {
  return lineRange(5.5, 13 * bestOf + 0.5, 1);
}

/** Home's game handicap lines (the home side wins its line when games home − away + line > 0). */
export function tennisGameHandicapLines(bestOf: number): number[] {
  return lineRange(-6 * bestOf - 0.5, 6 * bestOf + 0.5, 1);
}

/** The quoted lines: those of the catalog within 4 games of the expected value. */
export function linesAround(centre: number, catalog: readonly number[]): number[] {
  return catalog.filter((line) => Math.abs(line - centre) <= 4);
}
