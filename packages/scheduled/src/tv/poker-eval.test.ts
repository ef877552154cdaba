import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CATEGORY, cardsValue, categoryOf, handValue } from './poker-eval';

/** The naive oracle: a five-card hand as [category, tiebreak ranks…], compared lexicographically. */
function naive5(cards: readonly number[]): number[] {
  const ranks = cards.map((c) => c >> 2);
  const flush = cards.every((c) => (c & 3) === ((cards[0] ?? 0) & 3));
  const counts = new Map<number, number>();
  for (const r of ranks) counts.set(r, (counts.get(r) ?? 0) + 1);
  const groups = [...counts.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0]);
  const distinct = [...counts.keys()].sort((a, b) => b - a);
  let top = -1;
  if (distinct.length === 5) {
    if ((distinct[0] ?? 0) - (distinct[4] ?? 0) === 4) top = distinct[0] ?? -1;
    else if (distinct.join() === '12,3,2,1,0') top = 3;
  }
  const shape = groups.map(([, n]) => n).join('');
  const order = groups.map(([r]) => r);
  if (top >= 0 && flush) return [CATEGORY.straightFlush, top];
  if (shape === '41') return [CATEGORY.quads, ...order];
  if (shape === '32') return [CATEGORY.fullHouse, ...order];
  if (flush) return [CATEGORY.flush, ...order];
  if (top >= 0) return [CATEGORY.straight, top];
  if (shape === '311') return [CATEGORY.trips, ...order];
  if (shape === '221') return [CATEGORY.twoPair, ...order];
  if (shape === '2111') return [CATEGORY.pair, ...order];
  return [CATEGORY.highCard, ...order];
}

const compare = (a: readonly number[], b: readonly number[]): number => {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? -1) - (b[i] ?? -1);
    if (d !== 0) return Math.sign(d);
  }
  return 0;
};

/** The best of the 21 five-card hands of seven cards. */
function naive7(cards: readonly number[]): number[] {
  let best: number[] = [];
  for (let i = 0; i < 7; i++)
    for (let j = i + 1; j < 7; j++) {
      const five = cards.filter((_, k) => k !== i && k !== j);
      const value = naive5(five);
      if (compare(value, best) > 0) best = value;
    }
  return best;
}

const sevenCards = fc.uniqueArray(fc.integer({ min: 0, max: 51 }), { minLength: 7, maxLength: 7 });
const card = (rank: number, suit: number): number => rank * 4 + suit;

describe('issue 19 TV games: the 7-card poker evaluator', () => {
  it('issue 19 TV games: every five-card hand falls in its category as often as the textbook counts', () => {
    const counts = new Array<number>(9).fill(0);
    const bit = (c: number) => 1 << (c >> 2);
    for (let a = 0; a < 52; a++)
      for (let b = a + 1; b < 52; b++)
        for (let c = b + 1; c < 52; c++)
          for (let d = c + 1; d < 52; d++)
            for (let e = d + 1; e < 52; e++) {
              const s = [0, 0, 0, 0];
              for (const x of [a, b, c, d, e]) s[x & 3] = (s[x & 3] ?? 0) | bit(x);
              const cat = categoryOf(handValue(s[0] ?? 0, s[1] ?? 0, s[2] ?? 0, s[3] ?? 0));
              counts[cat] = (counts[cat] ?? 0) + 1;
            }
    expect(counts).toEqual([1_302_540, 1_098_240, 123_552, 54_912, 10_200, 5_108, 3_744, 624, 40]);
  });

  it('issue 19 TV games: seven-card values order hands as the best-of-21 oracle does', () => {
    fc.assert(
      fc.property(sevenCards, sevenCards, (x, y) => {
        const [vx, vy] = [cardsValue(x), cardsValue(y)];
        const [nx, ny] = [naive7(x), naive7(y)];
        expect(categoryOf(vx)).toBe(nx[0]);
        expect(Math.sign(vx - vy)).toBe(compare(nx, ny));
      }),
      { numRuns: 2_000 },
    );
  });

  it('issue 19 TV games: the wheel is the lowest straight, a third pair can be the kicker, a board can play', () => {
    const wheel = cardsValue([card(12, 0), card(0, 1), card(1, 2), card(2, 3), card(3, 0), card(9, 1), card(10, 2)]);
    const six = cardsValue([card(0, 1), card(1, 2), card(2, 3), card(3, 0), card(4, 0), card(9, 1), card(10, 2)]);
    expect(categoryOf(wheel)).toBe(CATEGORY.straight);
    expect(six).toBeGreaterThan(wheel);
    // K K Q Q 2 2 + A beats K K Q Q 3 3 + J: the kicker is the ace, not a pair.
    const aceKicker = cardsValue([
      card(11, 0),
      card(11, 1),
      card(10, 0),
      card(10, 1),
      card(0, 0),
      card(0, 1),
      card(12, 2),
    ]);
    const threes = cardsValue([card(11, 2), card(11, 3), card(10, 2), card(10, 3), card(1, 0), card(1, 1), card(9, 2)]);
    expect(aceKicker).toBeGreaterThan(threes);
    const royal = [card(8, 3), card(9, 3), card(10, 3), card(11, 3), card(12, 3)];
    expect(cardsValue([...royal, card(0, 0), card(1, 1)])).toBe(cardsValue([...royal, card(5, 0), card(6, 1)]));
    expect(categoryOf(cardsValue(royal))).toBe(CATEGORY.straightFlush);
  });
});
