import { at, fail, isRecord, ok } from '../util';
import { intList, tier } from './choice';
import { frac } from './fraction';
import type { BonusGameDef, PrizeTier } from './types';

/**
 * Dragon bonus: five levels of three eggs; on each level one egg hides the dragon (⌊float · 3⌋,
 * levels in order, all five drawn before the path is read). The player's path names one egg per
 * level; they climb while their egg is not the dragon's. Clearing a level has probability 2/3
 * whatever the path, so ending with L levels cleared has probability (2/3)ᴸ · 1/3 (L < 5), and
 * (2/3)⁵ for all five. The prize is the bonus of the highest level cleared.
 */
export const DRAGON_LEVELS = 5;
export const DRAGON_EGGS = 3;

/** Prize by levels cleared (index): none cleared 10 points, then casino bonuses in euro cents. */
const DRAGON_PRIZES = [
  { kind: 'points', amount: 10 },
  { kind: 'bonus', amount: 50 },
  { kind: 'bonus', amount: 100 },
  { kind: 'bonus', amount: 200 },
  { kind: 'bonus', amount: 400 },
  { kind: 'bonus', amount: 1000 },
] as const;

const levelTier = (cleared: number): PrizeTier => {
  const prize = at(DRAGON_PRIZES, cleared);
  const climb = frac(2 ** cleared, 3 ** cleared);
  const stop = cleared === DRAGON_LEVELS ? frac(1) : frac(1, 3);
  return tier(`level-${cleared}`, prize.kind, prize.amount, frac(climb.num * stop.num, climb.den * stop.den));
};

export type DragonChoice = { path: number[] };

export const dragonBonus: BonusGameDef<DragonChoice> = {
  id: 'dragon-bonus',
  choice: 'dragon-path',
  terms: { product: 'casino', bonusKind: 'no_deposit', wageringMultiplier: 3, validityDays: 7 },
  tiers: [5, 4, 3, 2, 1, 0].map(levelTier),
  rules:
    'Pick one egg of three on each of five levels, then climb: a gold egg clears the level, the dragon ends the ' +
    'climb. The highest level cleared wins a casino bonus of 0.50, 1.00, 2.00, 4.00 or 10.00 EUR (wager 3 × ' +
    'within 7 days); the dragon on the first level leaves 10 club points.',
  parseChoice(raw) {
    const path = isRecord(raw) ? intList(raw.path, DRAGON_LEVELS, 0, DRAGON_EGGS - 1) : undefined;
    return path === undefined ? fail('bonus_game.dragon_path') : ok({ path });
  },
  defaultChoice: { path: [0, 0, 0, 0, 0] },
  play(choice, ints) {
    const dragons = Array.from({ length: DRAGON_LEVELS }, () => ints.int(DRAGON_EGGS));
    let cleared = 0;
    while (cleared < DRAGON_LEVELS && choice.path[cleared] !== dragons[cleared]) cleared += 1;
    return { tier: `level-${cleared}`, board: { path: choice.path, dragons, cleared } };
  },
};
