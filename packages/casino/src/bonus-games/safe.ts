import { choose, fail, isRecord, ok } from '../util';
import { intList, tier } from './choice';
import { frac } from './fraction';
import type { BonusGameDef, PrizeTier } from './types';

/**
 * Safe: the player sets a three-digit code; the safe's combination is three digits, each
 * ⌊float · 10⌋. The prize is by the number of digits right in their place: each digit matches with
 * probability 1/10 whatever the code, so k matches has probability C(3, k) · 0.1ᵏ · 0.9³⁻ᵏ.
 */
export const SAFE_DIGITS = 3;

/** Prize per number of matched digits (index = matches). */
const SAFE_PRIZES = [
  { kind: 'points', amount: 10 },
  { kind: 'bonus', amount: 300 },
  { kind: 'bonus', amount: 2000 },
  { kind: 'bonus', amount: 10_000 },
] as const;

const matchTier = (k: number): PrizeTier => {
  const prize = SAFE_PRIZES[k] ?? SAFE_PRIZES[0];
  // C(3, k) · 1ᵏ · 9³⁻ᵏ / 10³
  return tier(`match-${k}`, prize.kind, prize.amount, frac(choose(SAFE_DIGITS, k) * 9 ** (SAFE_DIGITS - k), 1000));
};

export type SafeChoice = { code: number[] };

export const safe: BonusGameDef<SafeChoice> = {
  id: 'safe',
  choice: 'safe-code',
  terms: { product: 'casino', bonusKind: 'no_deposit', wageringMultiplier: 3, validityDays: 7 },
  tiers: [3, 2, 1, 0].map(matchTier),
  rules:
    'Set a three-digit code and try the safe. Each digit in its right place counts: 3 right wins a 100.00 EUR ' +
    'casino bonus, 2 right 20.00 EUR, 1 right 3.00 EUR (wager 3 × within 7 days); none right, 10 club points.',
  parseChoice(raw) {
    const code = isRecord(raw) ? intList(raw.code, SAFE_DIGITS, 0, 9) : undefined;
    return code === undefined ? fail('bonus_game.safe_code') : ok({ code });
  },
  defaultChoice: { code: [0, 0, 0] },
  play(choice, ints) {
    const combination = Array.from({ length: SAFE_DIGITS }, () => ints.int(10));
    const matches = combination.filter((d, i) => d === choice.code[i]).length;
    return { tier: `match-${matches}`, board: { code: choice.code, combination, matches } };
  },
};
