import { rankOf } from './cards';

/** Blackjack value of a shoe card: 2–9, ten/face 10, ace 11 (counted 1 when needed). */
export function cardValue(card: number): number {
  const r = rankOf(card % 52);
  return r <= 7 ? r + 2 : r <= 11 ? 10 : 11;
}

/** Best total of a hand and whether an ace still counts 11 (soft). */
export function handTotal(cards: readonly number[]): { total: number; soft: boolean } {
  let total = 0;
  let aces = 0;
  for (const c of cards) {
    const v = cardValue(c);
    if (v === 11) aces += 1;
    total += v === 11 ? 1 : v;
  }
  const soft = aces > 0 && total + 10 <= 21;
  return { total: soft ? total + 10 : total, soft };
}

export function isBlackjack(cards: readonly number[]): boolean {
  return cards.length === 2 && handTotal(cards).total === 21;
}
