import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blackjackTotal, cardText, decodeCard, DECK_SIZE, handsOf, isRedSuit } from './cards';

describe('issue 19 TV games: cards decode from rank·4 + suit', () => {
  it('0 is the two of clubs, 51 the ace of spades, 38 the ten of hearts', () => {
    expect(decodeCard(0)).toEqual({ rank: 0, suit: 0 });
    expect(cardText(decodeCard(51) ?? { rank: -1, suit: -1 })).toBe('A♠');
    expect(cardText(decodeCard(8 * 4 + 2) ?? { rank: -1, suit: -1 })).toBe('10♥');
    expect(isRedSuit(1)).toBe(true);
    expect(isRedSuit(3)).toBe(false);
  });

  it('a code outside the deck is no card', () => {
    expect(decodeCard(52)).toBeNull();
    expect(decodeCard(-1)).toBeNull();
    expect(decodeCard(1.5)).toBeNull();
  });

  it('every card of the deck decodes to a distinct rank and suit that encode back to its code', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: DECK_SIZE - 1 }), (code) => {
        const c = decodeCard(code);
        expect(c).not.toBeNull();
        if (c) expect(c.rank * 4 + c.suit).toBe(code);
      }),
    );
  });

  it('cards are grouped by their hand tag in draw order, the shared tag 0 first', () => {
    const hands = handsOf([
      [51, 1],
      [0, 0],
      [44, 2],
      [30, 1],
      [99, 2],
    ]);
    expect(hands.map((h) => h.tag)).toEqual([0, 1, 2]);
    expect(hands[1]?.cards.map(cardText)).toEqual(['A♠', '9♥']);
    // The out-of-deck code 99 is dropped, not drawn as a made-up card.
    expect(hands[2]?.cards.map(cardText)).toEqual(['K♣']);
  });

  it('the21 points: faces count 10, an ace 11 unless the hand busts, then 1', () => {
    const c = (rank: number) => ({ rank, suit: 0 });
    expect(blackjackTotal([c(12), c(7)])).toBe(20);
    expect(blackjackTotal([c(12), c(12)])).toBe(12);
    expect(blackjackTotal([c(11), c(9), c(12)])).toBe(21);
    expect(blackjackTotal([c(11), c(10), c(0)])).toBe(22);
  });
});
