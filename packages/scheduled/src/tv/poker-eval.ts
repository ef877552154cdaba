/**
 * A fast 7-card (or 5- or 6-card) poker hand evaluator on suit masks: `s0 … s3` hold the ranks
 * (bit r = rank r, 0 = two … 12 = ace) each suit has. Distinct cards make a hand's masks the OR
 * of its cards' masks, so the enumeration of boards adds cards with one OR each.
 *
 * The value orders hands: category · 2²⁶ + tiebreak, where kicker sets are rank masks (for sets
 * of the same size a larger mask is the lexicographically better set of ranks). The largest
 * tiebreak is two pair's: a 13-bit mask shifted by 13, below 2²⁶.
 * The lookup tables (8 192 entries each) are constants of the rules, built once at load.
 */
export const CATEGORY = {
  highCard: 0,
  pair: 1,
  twoPair: 2,
  trips: 3,
  straight: 4,
  flush: 5,
  fullHouse: 6,
  quads: 7,
  straightFlush: 8,
} as const;
export const CATEGORY_NAMES = [
  'High card',
  'Pair',
  'Two pair',
  'Three of a kind',
  'Straight',
  'Flush',
  'Full house',
  'Four of a kind',
  'Straight flush',
] as const;

const MASKS = 1 << 13;
const CAT = 1 << 26;
const WHEEL = (1 << 12) | 0b1111;

const POP = new Uint8Array(MASKS);
/** Highest rank of the best straight in a rank mask, −1 when none (the wheel A-2-3-4-5 is 3). */
const STRAIGHT = new Int8Array(MASKS);
/** The highest 1, 2, 3 and 5 ranks of a mask, as a mask. */
const TOP1 = new Uint16Array(MASKS);
const TOP2 = new Uint16Array(MASKS);
const TOP3 = new Uint16Array(MASKS);
const TOP5 = new Uint16Array(MASKS);

function topBits(mask: number, n: number): number {
  let out = 0;
  let left = n;
  for (let r = 12; r >= 0 && left > 0; r--) {
    if (mask & (1 << r)) {
      out |= 1 << r;
      left--;
    }
  }
  return out;
}

for (let m = 0; m < MASKS; m++) {
  POP[m] = (POP[m >> 1] ?? 0) + (m & 1);
  let straight = -1;
  for (let top = 12; top >= 4 && straight < 0; top--) {
    const run = 0b11111 << (top - 4);
    if ((m & run) === run) straight = top;
  }
  if (straight < 0 && (m & WHEEL) === WHEEL) straight = 3;
  STRAIGHT[m] = straight;
  TOP1[m] = topBits(m, 1);
  TOP2[m] = topBits(m, 2);
  TOP3[m] = topBits(m, 3);
  TOP5[m] = topBits(m, 5);
}

const highest = (mask: number): number => 31 - Math.clz32(mask);

/** The value of the best five-card hand in the suit masks (higher is better). */
export function handValue(s0: number, s1: number, s2: number, s3: number): number {
  const all = s0 | s1 | s2 | s3;
  let flush = -1;
  if ((POP[s0] ?? 0) >= 5) flush = s0;
  else if ((POP[s1] ?? 0) >= 5) flush = s1;
  else if ((POP[s2] ?? 0) >= 5) flush = s2;
  else if ((POP[s3] ?? 0) >= 5) flush = s3;
  if (flush >= 0) {
    const sf = STRAIGHT[flush] ?? -1;
    if (sf >= 0) return CATEGORY.straightFlush * CAT + sf;
  }
  const quads = s0 & s1 & s2 & s3;
  if (quads !== 0) return CATEGORY.quads * CAT + (highest(quads) << 13) + (TOP1[all & ~quads] ?? 0);
  // Ranks held at least three times, and at least twice.
  const three = (s0 & s1 & (s2 | s3)) | (s2 & s3 & (s0 | s1));
  const two = (s0 & s1) | (s0 & s2) | (s0 & s3) | (s1 & s2) | (s1 & s3) | (s2 & s3);
  if (three !== 0) {
    const trip = highest(three);
    const pair = two & ~(1 << trip);
    if (pair !== 0) return CATEGORY.fullHouse * CAT + (trip << 4) + highest(pair);
  }
  if (flush >= 0) return CATEGORY.flush * CAT + (TOP5[flush] ?? 0);
  const straight = STRAIGHT[all] ?? -1;
  if (straight >= 0) return CATEGORY.straight * CAT + straight;
  if (three !== 0) {
    const trip = highest(three);
    return CATEGORY.trips * CAT + (trip << 13) + (TOP2[all & ~(1 << trip)] ?? 0);
  }
  if (two !== 0) {
    if ((POP[two] ?? 0) >= 2) {
      const pairs = TOP2[two] ?? 0;
      return CATEGORY.twoPair * CAT + (pairs << 13) + (TOP1[all & ~pairs] ?? 0);
    }
    return CATEGORY.pair * CAT + (highest(two) << 13) + (TOP3[all & ~two] ?? 0);
  }
  return CATEGORY.highCard * CAT + (TOP5[all] ?? 0);
}

/** The category (CATEGORY) of a value. */
export const categoryOf = (value: number): number => Math.floor(value / CAT);

/** Suit masks of cards (card = rank·4 + suit), for handValue. */
export function suitMasks(cards: readonly number[]): [number, number, number, number] {
  const masks: [number, number, number, number] = [0, 0, 0, 0];
  for (const card of cards) masks[(card % 4) as 0 | 1 | 2 | 3] |= 1 << (card >> 2);
  return masks;
}

export function cardsValue(cards: readonly number[]): number {
  const [s0, s1, s2, s3] = suitMasks(cards);
  return handValue(s0, s1, s2, s3);
}
