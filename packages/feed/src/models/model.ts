import type { Score } from '@sb/contracts';
import type { SportSpec } from '../catalog';
import type { MarketSpec } from '../market-spec';
import type { Random } from '../random';
import type { Strength } from '../world';

/** What a sport model prices from: the two sides' strengths, moved by the drift. */
export interface MatchInput {
  readonly spec: SportSpec;
  readonly home: Strength;
  readonly away: Strength;
  /** Rating points added to the home side's edge by the drift at this tick. */
  readonly shift: number;
  /** Log-scale change of the expected total (scoring tempo) at this tick. */
  readonly tempo: number;
}

export interface SampledResult {
  readonly score: Score | null;
  readonly winnerId: number | null;
}

export interface MatchModel {
  price(input: MatchInput): MarketSpec[];
  /** A result drawn from the same model the prices come from. */
  sample(input: MatchInput, rng: Random): Score;
}

export function logistic(x: number): number {
  return 1 / (1 + Math.exp(-x));
}
