import { rankOf } from './cards';

/**
 * The21's hand arithmetic. Card values: two … nine their number, ten and faces 10, the ace 11
 * unless that busts the hand, then 1. A hand draws while its total is below 17 (it stands on
 * every 17, soft or hard), so it ends between 17 and 26; over 21 is a bust.
 */
export const STAND_ON = 17;
export const BLACKJACK = 21;
/** Lowest and highest final totals (16 + a ten = 26). */
export const MIN_FINAL = STAND_ON;
export const MAX_FINAL = 26;
export const FINALS = MAX_FINAL - MIN_FINAL + 1;

/** Value class of a card: 0 … 7 for two … nine, 8 for ten and faces, 9 for the ace. */
export const classOf = (card: number): number => Math.min(rankOf(card), 8) + (rankOf(card) === 12 ? 1 : 0);
export const ACE_CLASS = 9;
/** Hard value of a class (the ace as 1). */
export const hardValueOf = (cls: number): number => (cls === ACE_CLASS ? 1 : cls + 2);
/** Cards per class in one deck. */
export const CLASS_COUNTS: readonly number[] = [4, 4, 4, 4, 4, 4, 4, 4, 16, 4];

/** The total of a hand from its hard total (aces as 1) and whether it holds an ace. */
export const totalOf = (hard: number, hasAce: boolean): number => (hasAce && hard + 10 <= BLACKJACK ? hard + 10 : hard);

export function handTotal(cards: readonly number[]): number {
  const hard = cards.reduce((s, c) => s + hardValueOf(classOf(c)), 0);
  return totalOf(
    hard,
    cards.some((c) => classOf(c) === ACE_CLASS),
  );
}

/** True when the hand drew by the rule: below 17 before its last card, 17 or more after it. */
export function drewByRule(cards: readonly number[]): boolean {
  return cards.length >= 2 && handTotal(cards.slice(0, -1)) < STAND_ON && handTotal(cards) >= STAND_ON;
}

/** 1 or 2 for the winning hand, 0 for a tie (equal totals or both bust). */
export function winnerOf(total1: number, total2: number): number {
  const bust1 = total1 > BLACKJACK;
  const bust2 = total2 > BLACKJACK;
  if (bust1 && bust2) return 0;
  if (bust1) return 2;
  if (bust2) return 1;
  return total1 === total2 ? 0 : total1 > total2 ? 1 : 2;
}

/** The cards of one class a hand took (by class), how many drawing orders lead to it, its final total. */
interface FinalHand {
  readonly counts: Int8Array;
  readonly orders: number;
  readonly size: number;
  readonly total: number;
}

/** Every multiset of classes a hand can end with from a full deck, with its number of drawing orders. */
function finalHands(): FinalHand[] {
  const byKey = new Map<string, { counts: Int8Array; orders: number; size: number; total: number }>();
  const taken = new Int8Array(CLASS_COUNTS.length);
  const walk = (hard: number, hasAce: boolean, size: number): void => {
    const total = totalOf(hard, hasAce);
    if (total >= STAND_ON) {
      const key = taken.join(',');
      const seen = byKey.get(key);
      if (seen) seen.orders += 1;
      else byKey.set(key, { counts: taken.slice(), orders: 1, size, total });
      return;
    }
    CLASS_COUNTS.forEach((limit, cls) => {
      if ((taken[cls] ?? 0) >= limit) return;
      taken[cls] = (taken[cls] ?? 0) + 1;
      walk(hard + hardValueOf(cls), hasAce || cls === ACE_CLASS, size + 1);
      taken[cls] = (taken[cls] ?? 0) - 1;
    });
  };
  walk(0, false, 0);
  return [...byKey.values()];
}

/** (n)ₖ = n·(n − 1)·…·(n − k + 1), 0 when k > n. */
function falling(n: number, k: number): number {
  let r = 1;
  for (let i = 0; i < k; i++) r *= n - i;
  return r;
}

/**
 * Exact joint distribution of the two final totals: joint[(t1 − 17)·FINALS + (t2 − 17)].
 *
 * A given sequence of card classes is drawn from the deck with chance Πc (Nc)ₖc / (52)ₙ (kc
 * cards of class c among n), which depends only on how many of each class it holds. So hand 1
 * ending with multiset A and hand 2 with multiset B has chance
 * orders(A)·orders(B)·Πc (Nc)ₐc₊bc / (52)ₙₐ₊ₙb, summed over the ~2 700 final multisets each.
 * Dealing the first two cards alternately does not change this law: the deck's order is
 * exchangeable and each hand's drawing depends on its own cards only. The law is symmetric in
 * the two hands (the formula is), so both hands have the same chances.
 */
export function jointFinalTotals(): Float64Array {
  const hands = finalHands();
  const radix = Math.max(...CLASS_COUNTS) + 1;
  const deck = CLASS_COUNTS.reduce((a, b) => a + b, 0);
  // ff[n·radix + k] = (n)ₖ; perDeck[n] = 1 / (52)ₙ.
  const ff = new Float64Array(radix * radix);
  for (let n = 0; n < radix; n++) for (let k = 0; k < radix; k++) ff[n * radix + k] = falling(n, k);
  const perDeck = Float64Array.from({ length: deck + 1 }, (_, n) => 1 / falling(deck, n));
  // Hand 2's side as flat typed arrays: per hand its (class, count) pairs (~3 of 10 classes held).
  const held = hands.map((h) => [...h.counts].flatMap((k, cls) => (k > 0 ? [cls, k] : [])));
  const start = new Int32Array(hands.length + 1);
  held.forEach((pairs, j) => (start[j + 1] = (start[j] ?? 0) + pairs.length));
  const pairs = Int32Array.from(held.flat());
  const orders = Float64Array.from(hands, (h) => h.orders);
  const sizes = Int32Array.from(hands, (h) => h.size);
  const totals = Int32Array.from(hands, (h) => h.total - MIN_FINAL);
  const joint = new Float64Array(FINALS * FINALS);
  const left = new Int32Array(CLASS_COUNTS.length);
  for (const a of hands) {
    // (N)ₐ₊ᵦ = (N)ₐ · (N − a)ᵦ: hand 1's factor once, hand 2's on what hand 1 left.
    let base = a.orders;
    CLASS_COUNTS.forEach((n, cls) => {
      const k = a.counts[cls] ?? 0;
      left[cls] = n - k;
      base *= ff[n * radix + k] ?? 0;
    });
    const row = (a.total - MIN_FINAL) * FINALS;
    for (let j = 0; j < hands.length; j++) {
      let p = base * (orders[j] ?? 0);
      const end = start[j + 1] ?? 0;
      for (let i = start[j] ?? 0; i < end && p !== 0; i += 2) {
        p *= ff[(left[pairs[i] ?? 0] ?? 0) * radix + (pairs[i + 1] ?? 0)] ?? 0;
      }
      if (p === 0) continue;
      const cell = row + (totals[j] ?? 0);
      joint[cell] = (joint[cell] ?? 0) + p * (perDeck[a.size + (sizes[j] ?? 0)] ?? 0);
    }
  }
  return joint;
}
