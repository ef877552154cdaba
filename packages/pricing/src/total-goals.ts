import { gridDistribution } from './grid-distribution';
import type { IntegerDistribution } from './integer-distribution';
import type { ScoreGrid } from './score-grid';

/** Goals of both sides together: what match totals settle on (`overUnder`). */
export function totalGoals(grid: ScoreGrid): IntegerDistribution {
  return gridDistribution(grid, (home, away) => home + away, 0, 2 * grid.maxGoals);
}
