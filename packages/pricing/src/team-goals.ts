import { gridDistribution } from './grid-distribution';
import type { IntegerDistribution } from './integer-distribution';
import type { ScoreGrid } from './score-grid';

/** One side's goals: what team totals settle on (`overUnder`). */
export function teamGoals(grid: ScoreGrid, team: 'home' | 'away'): IntegerDistribution {
  return gridDistribution(grid, (home, away) => (team === 'home' ? home : away), 0, grid.maxGoals);
}
