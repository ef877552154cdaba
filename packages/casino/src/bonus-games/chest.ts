import { at, fail, isRecord, intIn, ok } from '../util';
import { cellTiers } from './choice';
import type { BonusGameDef, Prize } from './types';

/**
 * Chest: three closed chests; each one's content is drawn before the pick from the same twenty
 * cells (⌊float · 20⌋, chests in order), then the player's pick opens one. The contents do not
 * depend on the pick, so every pick has the same chances; the other two are shown afterwards.
 */
export const CHEST_COUNT = 3;

const cell = (id: string, prize: Prize, n: number) => Array.from({ length: n }, () => ({ id, prize }));

/** The twenty cells each chest is filled from: sport free bets (euro cents) and club points. */
export const CHEST_CELLS = [
  ...cell('free-bet-100', { kind: 'free_bet', amount: 100 }, 12),
  ...cell('free-bet-200', { kind: 'free_bet', amount: 200 }, 4),
  ...cell('free-bet-500', { kind: 'free_bet', amount: 500 }, 2),
  ...cell('free-bet-1000', { kind: 'free_bet', amount: 1000 }, 1),
  ...cell('points-50', { kind: 'points', amount: 50 }, 1),
] as const;

export type ChestChoice = { pick: number };

export const chest: BonusGameDef<ChestChoice> = {
  id: 'chest',
  choice: 'pick-chest',
  terms: { product: 'sport', bonusKind: 'free_bet', wageringMultiplier: 1, validityDays: 7 },
  tiers: cellTiers(CHEST_CELLS),
  rules:
    'Pick one of three chests. Each chest was filled before your pick: a sport free bet of 1.00, 2.00, 5.00 or ' +
    '10.00 EUR, or 50 club points. You win what your chest holds; the other two open afterwards.',
  parseChoice(raw) {
    const pick = isRecord(raw) ? intIn(raw.pick, 0, CHEST_COUNT - 1) : undefined;
    return pick === undefined ? fail('bonus_game.chest_pick') : ok({ pick });
  },
  defaultChoice: { pick: 0 },
  play(choice, ints) {
    const chests = Array.from({ length: CHEST_COUNT }, () => at(CHEST_CELLS, ints.int(CHEST_CELLS.length)).id);
    return { tier: at(chests, choice.pick), board: { pick: choice.pick, chests } };
  },
};
