import type { GoalRates } from './goal-rates';

/**
 * Dixon-Coles low-score correction τ(x, y):
 * τ(0,0) = 1 − λμρ, τ(0,1) = 1 + λρ, τ(1,0) = 1 + μρ, τ(1,1) = 1 − ρ, else 1
 * (x home goals, y away goals, λ home rate, μ away rate).
 *
 * The home rate λ belongs with the 0–1 cell and μ with 1–0: that pairing is
 * what makes the four corrections cancel, (−λμρ)·1·1 + (λρ)·1·μ + (μρ)·λ·1 +
 * (−ρ)·λ·μ = 0 in units of Pois(0;λ)·Pois(0;μ), so τ moves probability
 * between low scores without changing the total. Swapping them is a bug seen
 * in several public implementations.
 */
export function dixonColesTau(homeGoals: number, awayGoals: number, rates: GoalRates, rho: number): number {
  if (homeGoals === 0 && awayGoals === 0) return 1 - rates.home * rates.away * rho;
  if (homeGoals === 0 && awayGoals === 1) return 1 + rates.home * rho;
  if (homeGoals === 1 && awayGoals === 0) return 1 + rates.away * rho;
  if (homeGoals === 1 && awayGoals === 1) return 1 - rho;
  return 1;
}
