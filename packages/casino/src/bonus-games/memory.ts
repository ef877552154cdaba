import { at } from '../util';
import { parseNoChoice, tier } from './choice';
import { add, frac, mul, ZERO, type Fraction } from './fraction';
import type { BonusGameDef, Prize } from './types';

/**
 * Memory: sixteen face-down cards of five symbols (4 stars, 4 coins, 3 gems, 3 crowns, 2 dragons).
 * Cards turn one at a time until a symbol shows for the second time: that pair wins its prize.
 * The order is a Fisher–Yates shuffle over the floats, drawn card by card (step i takes
 * i + ⌊float · (16 − i)⌋) and stopped at the pair, so at most six floats are read. Which place on
 * the board the player clicks only chooses where the next card of the shuffle is shown: the prize
 * is the shuffle's, whatever the clicks.
 */
export const MEMORY_SYMBOLS = [
  { symbol: 'star', count: 4, prize: { kind: 'points', amount: 30 } },
  { symbol: 'coin', count: 4, prize: { kind: 'bonus', amount: 100 } },
  { symbol: 'gem', count: 3, prize: { kind: 'bonus', amount: 200 } },
  { symbol: 'crown', count: 3, prize: { kind: 'bonus', amount: 500 } },
  { symbol: 'dragon', count: 2, prize: { kind: 'bonus', amount: 1000 } },
] as const satisfies readonly { symbol: string; count: number; prize: Prize }[];

/** The deck in a fixed order (symbol indexes); the shuffle permutes it. */
const DECK: readonly number[] = MEMORY_SYMBOLS.flatMap((s, i) => Array.from({ length: s.count }, () => i));
export const MEMORY_CARDS = DECK.length;

/**
 * P(the first pair is symbol s), exactly: with the set of symbols seen once and k cards turned,
 * the next card is a seen symbol s (pair) with probability (count_s − 1)/(16 − k), an unseen one
 * with count_s/(16 − k).
 */
function firstPairProbabilities(): Fraction[] {
  const result: Fraction[] = MEMORY_SYMBOLS.map(() => ZERO);
  const walk = (seen: number, turned: number, p: Fraction) => {
    const left = MEMORY_CARDS - turned;
    MEMORY_SYMBOLS.forEach((s, i) => {
      const bit = 1 << i;
      if (seen & bit) result[i] = add(at(result, i), mul(p, frac(s.count - 1, left)));
      else walk(seen | bit, turned + 1, mul(p, frac(s.count, left)));
    });
  };
  walk(0, 0, frac(1));
  return result;
}

const PAIR_PROBABILITIES = firstPairProbabilities();

export const memory: BonusGameDef<null> = {
  id: 'memory',
  choice: 'none',
  terms: { product: 'casino', bonusKind: 'no_deposit', wageringMultiplier: 3, validityDays: 7 },
  tiers: MEMORY_SYMBOLS.map((s, i) => tier(`pair-${s.symbol}`, s.prize.kind, s.prize.amount, at(PAIR_PROBABILITIES, i)))
    .slice()
    .reverse(),
  rules:
    'Turn cards until a symbol shows twice: a pair of dragons wins a 10.00 EUR casino bonus, crowns 5.00 EUR, ' +
    'gems 2.00 EUR, coins 1.00 EUR (wager 3 × within 7 days), stars 30 club points. The cards were shuffled ' +
    'before the first turn.',
  parseChoice: parseNoChoice,
  defaultChoice: null,
  play(_choice, ints) {
    const moved = new Map<number, number>();
    const seen = new Set<number>();
    const cards: string[] = [];
    for (let i = 0; i < MEMORY_CARDS; i++) {
      const j = i + ints.int(MEMORY_CARDS - i);
      const position = moved.get(j) ?? j;
      moved.set(j, moved.get(i) ?? i);
      const symbol = at(DECK, position);
      const name = at(MEMORY_SYMBOLS, symbol).symbol;
      cards.push(name);
      if (seen.has(symbol)) return { tier: `pair-${name}`, board: { cards, pair: name } };
      seen.add(symbol);
    }
    throw new Error('memory: five symbols cannot fill sixteen cards without a pair');
  },
};
