import type { ScoreGrid } from './score-grid';

/**
 * Probability of the exact score `home`–`away`. Scores past the grid's
 * `maxGoals` (or negative, or fractional) get 0: the grid was renormalised
 * over its own cells, so that is where their mass went.
 */
export function correctScore(grid: ScoreGrid, home: number, away: number): number {
  const inGrid = (goals: number): boolean => Number.isInteger(goals) && goals >= 0 && goals <= grid.maxGoals;
  if (!inGrid(home) || !inGrid(away)) {
    return 0;
  }
  return grid.probabilities[home * (grid.maxGoals + 1) + away] ?? 0;
}
