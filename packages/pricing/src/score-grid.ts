/**
 * Probabilities of every final score up to `maxGoals` a side, summing to 1.
 * Stored flat and home-major: the score x–y is at `x·(maxGoals + 1) + y`.
 * Build one with `dixonColesGrid`; read it with `correctScore` and the
 * market functions.
 */
export interface ScoreGrid {
  readonly maxGoals: number;
  readonly probabilities: readonly number[];
}

/** Default truncation: scores beyond 10 a side are far below a thousandth of a price. */
export const DEFAULT_MAX_GOALS = 10;
