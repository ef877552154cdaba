import { gridCells } from './grid-cells';
import type { ScoreGrid } from './score-grid';

export interface BothTeamsToScore {
  readonly yes: number;
  readonly no: number;
}

/** Both teams to score: yes when x ≥ 1 and y ≥ 1. */
export function bothTeamsToScore(grid: ScoreGrid): BothTeamsToScore {
  let yes = 0;
  let no = 0;
  for (const cell of gridCells(grid)) {
    if (cell.home > 0 && cell.away > 0) yes += cell.probability;
    else no += cell.probability;
  }
  return { yes, no };
}
