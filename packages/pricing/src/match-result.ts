import { gridCells } from './grid-cells';
import type { ScoreGrid } from './score-grid';

/** 1X2 probabilities; they sum to 1. */
export interface MatchResult {
  readonly home: number;
  readonly draw: number;
  readonly away: number;
}

/** 1X2 from the grid: home x > y, draw x = y, away x < y. */
export function matchResult(grid: ScoreGrid): MatchResult {
  let home = 0;
  let draw = 0;
  let away = 0;
  for (const cell of gridCells(grid)) {
    if (cell.home > cell.away) home += cell.probability;
    else if (cell.home === cell.away) draw += cell.probability;
    else away += cell.probability;
  }
  return { home, draw, away };
}
