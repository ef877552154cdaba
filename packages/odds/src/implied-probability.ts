import type { Odds } from './odds';

/** 1/d, in (0, 1). Includes the bookmaker's margin; no de-vigging here. */
export function impliedProbability(odds: Odds): number {
  return 1000 / odds;
}
