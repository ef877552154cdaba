/**
 * Cards as @sb/contracts scheduled.ts encodes them: card = rank·4 + suit, rank 0 = two … 12 =
 * ace, suit 0 ♣ 1 ♦ 2 ♥ 3 ♠. A deck is the 52 codes 0 … 51.
 */
export const DECK_SIZE = 52;
export const RANKS = 13;
export const SUITS = 4;

export const rankOf = (card: number): number => Math.floor(card / SUITS);
export const suitOf = (card: number): number => card % SUITS;
/** Face value 2 … 14 (jack 11, queen 12, king 13, ace 14): the rank lines count it. */
export const faceOf = (card: number): number => rankOf(card) + 2;
/** Diamonds and hearts are red. */
export const isRed = (card: number): boolean => suitOf(card) === 1 || suitOf(card) === 2;
export const isCard = (card: number): boolean => Number.isInteger(card) && card >= 0 && card < DECK_SIZE;

export const SUIT_NAMES = ['Clubs', 'Diamonds', 'Hearts', 'Spades'] as const;
const RANK_NAMES = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'];
const SUIT_SIGNS = ['♣', '♦', '♥', '♠'];

/** "A♠", "10♥": for test messages and logs. */
export const cardLabel = (card: number): string =>
  `${RANK_NAMES[rankOf(card)] ?? '?'}${SUIT_SIGNS[suitOf(card)] ?? '?'}`;

/** True when the cards are valid and pairwise distinct (one deck). */
export function isOneDeck(cards: readonly number[]): boolean {
  return cards.every(isCard) && new Set(cards).size === cards.length;
}
