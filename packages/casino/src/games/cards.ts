/**
 * Playing cards as numbers 0…51: rank = card mod 13 (0 = two … 8 = ten, 9 = jack, 10 = queen,
 * 11 = king, 12 = ace), suit = ⌊card / 13⌋ (clubs, diamonds, hearts, spades). A shoe of n decks
 * numbers its cards 0…52n−1 and card = index mod 52.
 */
export const RANKS = '23456789TJQKA';
export const SUITS = 'cdhs';

export function rankOf(card: number): number {
  return card % 13;
}

export function suitOf(card: number): number {
  return Math.floor(card / 13) % 4;
}

/** "Ah", "Tc", "2s". */
export function cardName(card: number): string {
  return `${RANKS.charAt(rankOf(card % 52))}${SUITS.charAt(suitOf(card % 52))}`;
}
