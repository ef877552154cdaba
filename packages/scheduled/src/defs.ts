import { TV_GAME_DEFS } from './tv';
import { VIRTUAL_SPORT_DEFS } from './virtual';
import type { ScheduledGameDef } from './types';

/** Every scheduled game type the site runs: the eight TV games and the four virtual sports. */
export const SCHEDULED_DEFS: readonly ScheduledGameDef[] = [...TV_GAME_DEFS, ...VIRTUAL_SPORT_DEFS];
