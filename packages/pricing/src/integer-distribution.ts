/**
 * A probability distribution over consecutive integers: `masses[i]` is the
 * probability of the value `min + i`.
 *
 * Totals and handicaps settle on an integer (goals, points, a difference), so
 * every over/under and handicap market, in any sport, is priced from one of
 * these: football builds it from the score grid, basketball from a
 * discretised normal.
 */
export interface IntegerDistribution {
  readonly min: number;
  readonly masses: readonly number[];
}
