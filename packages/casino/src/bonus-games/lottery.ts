import { choose, fail, isRecord, ok } from '../util';
import { intList, tier } from './choice';
import { frac } from './fraction';
import { drawDistinct } from './int-source';
import type { BonusGameDef, PrizeTier } from './types';

/**
 * Lottery: the player picks 3 numbers of 1–20; five are drawn without replacement (Fisher–Yates
 * over the floats, as every draw of the package). h hits of 3 has the hypergeometric probability
 * C(5, h) · C(15, 3 − h) / C(20, 3) whatever the numbers picked.
 */
export const LOTTERY_NUMBERS = 20;
export const LOTTERY_PICKS = 3;
export const LOTTERY_DRAWN = 5;

/** Prize per number of hits (index = hits): sport free bets (euro cents), no hit 20 points. */
const LOTTERY_PRIZES = [
  { kind: 'points', amount: 20 },
  { kind: 'free_bet', amount: 100 },
  { kind: 'free_bet', amount: 500 },
  { kind: 'free_bet', amount: 5000 },
] as const;

const hitsTier = (h: number): PrizeTier => {
  const prize = LOTTERY_PRIZES[h] ?? LOTTERY_PRIZES[0];
  const p = frac(
    choose(LOTTERY_DRAWN, h) * choose(LOTTERY_NUMBERS - LOTTERY_DRAWN, LOTTERY_PICKS - h),
    choose(LOTTERY_NUMBERS, LOTTERY_PICKS),
  );
  return tier(`hits-${h}`, prize.kind, prize.amount, p);
};

export type LotteryChoice = { numbers: number[] };

export const lottery: BonusGameDef<LotteryChoice> = {
  id: 'lottery',
  choice: 'lottery-numbers',
  terms: { product: 'sport', bonusKind: 'free_bet', wageringMultiplier: 1, validityDays: 7 },
  tiers: [3, 2, 1, 0].map(hitsTier),
  rules:
    'Pick 3 numbers of 1–20; 5 are drawn. 3 hits win a 50.00 EUR sport free bet, 2 hits 5.00 EUR, 1 hit ' +
    '1.00 EUR; no hit, 20 club points.',
  parseChoice(raw) {
    const numbers = isRecord(raw) ? intList(raw.numbers, LOTTERY_PICKS, 1, LOTTERY_NUMBERS) : undefined;
    if (numbers === undefined || new Set(numbers).size !== LOTTERY_PICKS) return fail('bonus_game.lottery_numbers');
    return ok({ numbers: [...numbers].sort((a, b) => a - b) });
  },
  defaultChoice: { numbers: [1, 2, 3] },
  play(choice, ints) {
    const drawn = drawDistinct(LOTTERY_DRAWN, LOTTERY_NUMBERS, ints).map((n) => n + 1);
    const hits = choice.numbers.filter((n) => drawn.includes(n)).length;
    return { tier: `hits-${hits}`, board: { numbers: choice.numbers, drawn, hits } };
  },
};
