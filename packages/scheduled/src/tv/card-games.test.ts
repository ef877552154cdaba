import { describe, expect, it } from 'vitest';
import { SCHEDULED_OUTCOME_TYPE as T } from '@sb/contracts';
import { ANDAR, ANDAR_BAHAR, BAHAR, firstMatchDistribution } from './andarbahar';
import { cardLabel, faceOf, isRed, suitOf } from './cards';
import { GUESS_CARD } from './guesscard';
import { testCtx } from './test-support';

/** card = rank·4 + suit (rank 0 = two … 12 = ace; suit 0 ♣ 1 ♦ 2 ♥ 3 ♠). */
const card = (rank: number, suit: number): number => rank * 4 + suit;

describe('issue 19 TV games: cards, guess card, Andar Bahar', () => {
  it('issue 19 TV games: the contract card encoding (rank·4 + suit), face values 2 … 14, red diamonds and hearts', () => {
    expect(cardLabel(card(12, 3))).toBe('A♠');
    expect(cardLabel(card(8, 2))).toBe('10♥');
    expect(faceOf(card(12, 0))).toBe(14);
    expect(faceOf(card(0, 0))).toBe(2);
    expect([0, 1, 2, 3].map((s) => isRed(card(5, s)))).toEqual([false, true, true, false]);
    expect(suitOf(card(7, 2))).toBe(2);
  });

  it('issue 19 TV games: guess card — the queen of hearts is red, hearts, over 8.5 and 11.5, not over 12.5', () => {
    const draw = [[card(10, 2), 0]] as const;
    expect(GUESS_CARD.settle(T.cardRed, null, draw)).toBe(true);
    expect(GUESS_CARD.settle(T.cardBlack, null, draw)).toBe(false);
    expect(GUESS_CARD.settle(T.cardSuit, 2, draw)).toBe(true);
    expect(GUESS_CARD.settle(T.cardRankOver, 8.5, draw)).toBe(true);
    expect(GUESS_CARD.settle(T.cardRankOver, 11.5, draw)).toBe(true);
    expect(GUESS_CARD.settle(T.cardRankUnder, 11.5, draw)).toBe(false);
    expect(GUESS_CARD.settle(T.cardRankOver, 12.5, draw)).toBe(false);
    const over = GUESS_CARD.specs(testCtx(GUESS_CARD)).find((s) => s.param === 8.5);
    // Faces 9 … 14 of 2 … 14.
    expect(over?.outcomes.map((o) => o.fair)).toEqual([6 / 13, 7 / 13]);
  });

  it('issue 19 TV games: Andar Bahar — the first match law equals the card-by-card chance and sums to 1', () => {
    const law = firstMatchDistribution();
    expect(law.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    // k − 1 misses (48 of 51, 47 of 50, …) then one of the 3 matches.
    let miss = 1;
    for (let k = 1; k <= 49; k++) {
      const left = 52 - k;
      expect(law[k]).toBeCloseTo((miss * 3) / left, 14);
      miss *= (left - 3) / left;
    }
    const winner = ANDAR_BAHAR.specs(testCtx(ANDAR_BAHAR))[0];
    // Andar, dealt first, wins slightly more often (about 51.5 %).
    expect(winner?.outcomes[0]?.fair).toBeGreaterThan(0.515);
    expect(winner?.outcomes[0]?.fair).toBeLessThan(0.516);
  });

  it('issue 19 TV games: Andar Bahar — the side dealt the joker’s rank wins; the count and the joker settle', () => {
    const joker = card(5, 0); // 7♣
    const draw = [
      [joker, 0],
      [card(0, 1), ANDAR],
      [card(9, 3), BAHAR],
      [card(5, 2), ANDAR], // 7♥ matches
    ] as const;
    expect(ANDAR_BAHAR.settle(T.handWins, ANDAR, draw)).toBe(true);
    expect(ANDAR_BAHAR.settle(T.handWins, BAHAR, draw)).toBe(false);
    expect(ANDAR_BAHAR.settle(T.totalUnder, 5.5, draw)).toBe(true);
    expect(ANDAR_BAHAR.settle(T.totalOver, 5.5, draw)).toBe(false);
    expect(ANDAR_BAHAR.settle(T.cardBlack, null, draw)).toBe(true);
    expect(ANDAR_BAHAR.settle(T.cardSuit, 0, draw)).toBe(true);
    expect(ANDAR_BAHAR.settle(T.cardRankUnder, 8.5, draw)).toBe(true);
    // Dealing on after a match, to the wrong side, or a card twice is not a result.
    expect(ANDAR_BAHAR.settle(T.handWins, ANDAR, [...draw, [card(1, 1), BAHAR]])).toBeNull();
    expect(
      ANDAR_BAHAR.settle(T.handWins, ANDAR, [
        [joker, 0],
        [card(5, 2), BAHAR],
      ]),
    ).toBeNull();
    expect(
      ANDAR_BAHAR.settle(T.handWins, ANDAR, [
        [joker, 0],
        [joker, ANDAR],
      ]),
    ).toBeNull();
  });

  it('issue 19 TV games: Andar Bahar play deals alternately from Andar and stops at the first match', () => {
    const ctx = testCtx(ANDAR_BAHAR);
    for (let i = 0; i < 50; i++) {
      const played = ANDAR_BAHAR.play(ctx, `deal-${i}`);
      const [[joker] = [0], ...dealt] = played.draw;
      dealt.forEach(([, side], k) => expect(side).toBe(k % 2 === 0 ? ANDAR : BAHAR));
      const matches = dealt.filter(([c]) => c >> 2 === joker >> 2);
      expect(matches).toHaveLength(1);
      expect(dealt.at(-1)?.[0]).toBe(matches[0]?.[0]);
      expect([played.home, played.away]).toEqual([dealt.at(-1)?.[1], dealt.length]);
    }
  });
});
