/**
 * Every message this package throws, in one place (the dinero.js habit), so
 * the wording stays consistent and a caller can tell a bad model input from a
 * bug. All of them are thrown as RangeError: the input had the right type but
 * a value the mathematics cannot price.
 */
export const PRICING_ERRORS = {
  finiteNumber: (name: string, value: number) => `${name} must be a finite number, got ${value}`,
  goalRate: (name: string, value: number) => `${name} must be a finite goal rate > 0, got ${value}`,
  maxGoals: (value: number) => `maxGoals must be an integer in [1, 50], got ${value}`,
  rho: (rho: number, home: number, away: number) =>
    `rho ${rho} makes a Dixon-Coles weight negative for goal rates ${home} and ${away}: ` +
    `it must lie in [max(-1/λ, -1/μ), min(1/(λμ), 1)]`,
  share: (value: number) => `the half-time share of the goal rates must be in (0, 1], got ${value}`,
  line: (value: number) => `a line must be a finite multiple of 0.25, got ${value}`,
  integerValue: (value: number) => `a settled value (goals, points, a difference) must be a safe integer, got ${value}`,
  normal: (mean: number, sd: number) => `a normal approximation needs a finite mean and sd > 0, got ${mean} and ${sd}`,
  servePoint: (name: string, value: number) =>
    `${name} (chance of winning a point on serve) must be strictly between 0 and 1, got ${value}`,
  holdPoint: (value: number) => `the chance of winning a point on serve must be in [0, 1], got ${value}`,
  bestOf: (value: number) => `a tennis match is best of 3 or 5 sets, got ${value}`,
  tiebreakPoints: (value: number) => `a tiebreak is played to an integer number of points >= 2, got ${value}`,
  fairProbabilities: (values: readonly number[]) =>
    `fair probabilities of a market must be at least two numbers > 0 that sum to 1, got [${values.join(', ')}]`,
  impliedProbabilities: (values: readonly number[]) =>
    `implied probabilities must be at least two finite numbers > 0, got [${values.join(', ')}]`,
  powerImpliedBelowOne: (values: readonly number[]) =>
    `the power method needs every implied probability below 1 (odds above 1), got [${values.join(', ')}]`,
  margin: (value: number) => `a margin must be a finite number >= 0, got ${value}`,
  marginOutOfReach: (method: string, margin: number) =>
    `the ${method} method cannot reach a margin of ${margin} on this market (too few or too lopsided selections)`,
  shinUnderround: (sum: number) =>
    `Shin's method needs implied probabilities summing to at least 1 (a book with a margin), got ${sum}`,
} as const;
