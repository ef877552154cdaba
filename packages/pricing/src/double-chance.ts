import type { MatchResult } from './match-result';

/**
 * Double chance: each selection covers two of the three results, so the three
 * probabilities sum to 2, not 1. Price each selection against its complement
 * (1X against 2, …) rather than as one three-way market.
 */
export interface DoubleChance {
  readonly homeOrDraw: number;
  readonly homeOrAway: number;
  readonly drawOrAway: number;
}

export function doubleChance(result: MatchResult): DoubleChance {
  return {
    homeOrDraw: result.home + result.draw,
    homeOrAway: result.home + result.away,
    drawOrAway: result.draw + result.away,
  };
}
