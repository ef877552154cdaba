import { gridCells } from './grid-cells';
import type { IntegerDistribution } from './integer-distribution';
import type { ScoreGrid } from './score-grid';

/**
 * The distribution of `measure(x, y)` over the grid, for measures that map
 * the grid onto consecutive integers (a total, a difference, one side's goals).
 */
export function gridDistribution(
  grid: ScoreGrid,
  measure: (homeGoals: number, awayGoals: number) => number,
  min: number,
  max: number,
): IntegerDistribution {
  const masses = new Array<number>(max - min + 1).fill(0);
  for (const cell of gridCells(grid)) {
    const index = measure(cell.home, cell.away) - min;
    masses[index] = (masses[index] ?? 0) + cell.probability;
  }
  return { min, masses };
}
