import { dixonColesTau } from './dixon-coles-tau';
import { PRICING_ERRORS } from './errors';
import type { GoalRates } from './goal-rates';
import { poissonProbabilities } from './poisson-probabilities';
import { DEFAULT_MAX_GOALS, type ScoreGrid } from './score-grid';

export interface DixonColesInput {
  readonly rates: GoalRates;
  /** Dependence between low scores; typically slightly negative (≈ −0.1), more 0–0 and 1–1. */
  readonly rho: number;
  readonly maxGoals?: number;
}

/** Past this the grid costs more than it adds: Pois(50; 10) is about 1e-19. */
const MAX_GRID_GOALS = 50;

/**
 * The Dixon-Coles score grid: P(x, y) = τ(x, y)·Pois(x; λ)·Pois(y; μ) for
 * 0 ≤ x, y ≤ maxGoals, divided by its sum.
 *
 * Truncation drops the mass of scores past `maxGoals`; renormalising gives it
 * back in proportion, so every market read from the grid is a distribution
 * that sums to 1 (the property the margin functions rely on).
 *
 * Throws if ρ would make a cell negative, i.e. outside
 * [max(−1/λ, −1/μ), min(1/(λμ), 1)].
 */
export function dixonColesGrid({ rates, rho, maxGoals = DEFAULT_MAX_GOALS }: DixonColesInput): ScoreGrid {
  for (const [name, rate] of [
    ['rates.home', rates.home],
    ['rates.away', rates.away],
  ] as const) {
    if (!(Number.isFinite(rate) && rate > 0)) {
      throw new RangeError(PRICING_ERRORS.goalRate(name, rate));
    }
  }
  if (!Number.isInteger(maxGoals) || maxGoals < 1 || maxGoals > MAX_GRID_GOALS) {
    throw new RangeError(PRICING_ERRORS.maxGoals(maxGoals));
  }
  const lowScores = [
    [0, 0],
    [0, 1],
    [1, 0],
    [1, 1],
  ] as const;
  if (!Number.isFinite(rho) || lowScores.some(([x, y]) => dixonColesTau(x, y, rates, rho) < 0)) {
    throw new RangeError(PRICING_ERRORS.rho(rho, rates.home, rates.away));
  }

  const home = poissonProbabilities(rates.home, maxGoals);
  const away = poissonProbabilities(rates.away, maxGoals);
  const raw: number[] = [];
  let total = 0;
  home.forEach((homeProbability, x) => {
    away.forEach((awayProbability, y) => {
      const probability = dixonColesTau(x, y, rates, rho) * homeProbability * awayProbability;
      raw.push(probability);
      total += probability;
    });
  });
  return { maxGoals, probabilities: raw.map((probability) => probability / total) };
}
