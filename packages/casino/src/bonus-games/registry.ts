import { chest } from './chest';
import { dragonBonus } from './dragon';
import { fortuna } from './fortuna';
import { lottery } from './lottery';
import { memory } from './memory';
import { safe } from './safe';
import { erase, type BonusGame, type BonusGameId } from './types';

/** The six bonus games of spec §2 Games entrance, in the lobby's order. */
export const BONUS_GAMES: readonly BonusGame[] = [
  erase(fortuna),
  erase(chest),
  erase(memory),
  erase(safe),
  erase(lottery),
  erase(dragonBonus),
];

export const bonusGameById = (id: string): BonusGame | undefined => BONUS_GAMES.find((g) => g.id === id);

export const bonusGame = (id: BonusGameId): BonusGame => {
  const game = bonusGameById(id);
  if (!game) throw new RangeError(`no bonus game ${id}`);
  return game;
};
