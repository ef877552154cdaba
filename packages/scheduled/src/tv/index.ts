import type { ScheduledGameDef } from '../types';
import { ANDAR_BAHAR } from './andarbahar';
import { defineTvGame, type TvGame } from './game';
import { GUESS_CARD } from './guesscard';
import { FIVE_OF_36, LUCKY_6, SEVEN_OF_42 } from './number-games';
import { POKER } from './poker';
import { THE_21 } from './the21';
import { WHEEL } from './wheel';

export { TV_MARKET_GROUP } from './groups';
export type { TvGame, TvPlay, Draw } from './game';
export type { TvMarketSpec, TvOutcomeSpec } from './price';

/** Issue 19: the eight TV games as pure rules (exact chances, draw, settlement), in lobby order. */
export const TV_GAMES: readonly TvGame[] = [
  FIVE_OF_36,
  SEVEN_OF_42,
  LUCKY_6,
  WHEEL,
  THE_21,
  POKER,
  GUESS_CARD,
  ANDAR_BAHAR,
];

/** The TV games as scheduled game definitions (kind 'tv', no competitors). */
export const TV_GAME_DEFS: readonly ScheduledGameDef[] = TV_GAMES.map(defineTvGame);
