import type { ScoreGrid } from './score-grid';

export interface ScoreCell {
  readonly home: number;
  readonly away: number;
  readonly probability: number;
}

/** Every score of the grid with its probability, so markets need not know the storage layout. */
export function gridCells(grid: ScoreGrid): ScoreCell[] {
  const side = grid.maxGoals + 1;
  return grid.probabilities.map((probability, index) => ({
    home: Math.floor(index / side),
    away: index % side,
    probability,
  }));
}
