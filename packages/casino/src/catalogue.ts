import { blackjack } from './games/blackjack';
import { dice } from './games/dice';
import { dragonTiger } from './games/dragon-tiger';
import { hilo } from './games/hilo';
import { keno } from './games/keno';
import { limbo } from './games/limbo';
import { mines } from './games/mines';
import { plinko } from './games/plinko';
import { roulette } from './games/roulette';
import { scratchCard } from './games/scratch';
import { videoPoker } from './games/video-poker';
import { wheel } from './games/wheel';
import { SHARED_ROUND_INFOS } from './shared-rounds';
import { deepSeaCatch } from './slots/deep-sea-catch';
import { dragonWays } from './slots/dragon-ways';
import { fruitFiesta } from './slots/fruit-fiesta';
import { pharaohGold } from './slots/pharaoh-gold';
import type { CasinoGame, GameId, GameInfo } from './types';

/**
 * The studio's games (issue 15), in lobby order. Shared-round games (crash, live roulette,
 * bingo) are played by the server; their infos are in CATALOGUE_INFOS beside these.
 */
export const GAMES: readonly CasinoGame[] = [
  fruitFiesta,
  pharaohGold,
  dragonWays,
  deepSeaCatch,
  dice,
  limbo,
  plinko,
  mines,
  wheel,
  roulette,
  blackjack,
  hilo,
  videoPoker,
  keno,
  scratchCard,
  dragonTiger,
];

const BY_ID = new Map(GAMES.map((g) => [g.info.id, g]));

export function gameById(id: GameId): CasinoGame | undefined {
  return BY_ID.get(id);
}

/** Every game the lobby lists: the playable ones, then the shared-round ones. */
export const CATALOGUE_INFOS: readonly GameInfo[] = [...GAMES.map((g) => g.info), ...SHARED_ROUND_INFOS];
