/**
 * Shin's (1993) prices for insider share z: with y_i = √(z·p_i + (1 − z)·p_i²),
 * implied_i = y_i · Σ y_j. At z = 0 they are the fair probabilities.
 */
export function shinImplied(fair: readonly number[], insiderShare: number): number[] {
  const y = fair.map((p) => Math.sqrt(insiderShare * p + (1 - insiderShare) * p * p));
  const total = y.reduce((sum, value) => sum + value, 0);
  return y.map((value) => value * total);
}
