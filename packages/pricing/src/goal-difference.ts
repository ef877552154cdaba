import { gridDistribution } from './grid-distribution';
import type { IntegerDistribution } from './integer-distribution';
import type { ScoreGrid } from './score-grid';

/** Home goals minus away goals: what Asian handicaps settle on (`handicap`). */
export function goalDifference(grid: ScoreGrid): IntegerDistribution {
  return gridDistribution(grid, (home, away) => home - away, -grid.maxGoals, grid.maxGoals);
}
