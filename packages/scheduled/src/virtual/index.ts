import type { ScheduledGameDef } from '../types';
import { virtualFootball } from './football';
import { greyhounds, horseRacing } from './race';
import { virtualTennis } from './tennis';

export { RACE_MARKET_GROUP, RACE_OUTCOME_TYPE, forecastParam, forecastRunners } from './race';
export { poolNumberOf, teamIdOf } from './pool';

/** Issue 19: the four virtual sports, in @sb/contracts VIRTUAL_SPORT_TYPES order. */
export const VIRTUAL_SPORT_DEFS: readonly ScheduledGameDef[] = [
  virtualFootball,
  horseRacing,
  greyhounds,
  virtualTennis,
];
