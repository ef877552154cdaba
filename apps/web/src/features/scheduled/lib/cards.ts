/**
 * Cards of the card games (issue 19 TV games the21, poker, guesscard, andarbahar). The contract
 * (@sb/contracts scheduled.ts) encodes a card as rank·4 + suit: rank 0 = two … 12 = ace, suit
 * 0 ♣ 1 ♦ 2 ♥ 3 ♠; each draw item is `[card, hand]`, the hand tag saying whose card it is.
 */
export interface Card {
  /** 0 = two … 8 = ten, 9 = jack, 10 = queen, 11 = king, 12 = ace. */
  readonly rank: number;
  /** 0 clubs, 1 diamonds, 2 hearts, 3 spades. */
  readonly suit: number;
}

export const DECK_SIZE = 52;
export const RANK_LABELS = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'] as const;
export const SUIT_SYMBOLS = ['♣', '♦', '♥', '♠'] as const;

/** The card of a code, or null for a code outside the deck (a bad answer never draws a card). */
export function decodeCard(code: number): Card | null {
  if (!Number.isInteger(code) || code < 0 || code >= DECK_SIZE) return null;
  return { rank: Math.floor(code / 4), suit: code % 4 };
}

/** Diamonds and hearts are red. */
export const isRedSuit = (suit: number): boolean => suit === 1 || suit === 2;

export const rankLabel = (rank: number): string => RANK_LABELS[rank] ?? '?';
export const suitSymbol = (suit: number): string => SUIT_SYMBOLS[suit] ?? '?';
/** "10♥", "A♠". */
export const cardText = (card: Card): string => `${rankLabel(card.rank)}${suitSymbol(card.suit)}`;

export interface Hand {
  /** The draw's hand tag (0 = shared: the board, the joker, the open card). */
  readonly tag: number;
  readonly cards: readonly Card[];
}

/** The drawn cards grouped by hand tag, tags ascending, each hand's cards in draw order. */
export function handsOf(draw: readonly (readonly [number, number])[]): Hand[] {
  const byTag = new Map<number, Card[]>();
  for (const [code, tag] of draw) {
    const card = decodeCard(code);
    if (card === null) continue;
    const cards = byTag.get(tag) ?? [];
    cards.push(card);
    byTag.set(tag, cards);
  }
  return [...byTag.entries()].sort(([a], [b]) => a - b).map(([tag, cards]) => ({ tag, cards }));
}

/**
 * Blackjack points of a hand (the21): two to ten count their pips, a face card 10, an ace 11
 * unless that busts the hand, then 1 (each ace separately).
 */
export function blackjackTotal(cards: readonly Card[]): number {
  let total = 0;
  let softAces = 0;
  for (const c of cards) {
    if (c.rank === 12) {
      total += 11;
      softAces += 1;
    } else total += c.rank >= 9 ? 10 : c.rank + 2;
  }
  while (total > 21 && softAces > 0) {
    total -= 10;
    softAces -= 1;
  }
  return total;
}
