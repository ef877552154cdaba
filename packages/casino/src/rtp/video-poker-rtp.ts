import { JOB_PAYS, jobCategory } from '../games/poker-hands';
import { at, choose } from '../util';

/**
 * Jacks or Better 9/6 with optimal holds, exactly (issue 15).
 *
 * Brute force (holdValuesBrute): for each of the 32 holds, every draw of the missing cards from
 * the 47 unseen ones — C(47,5) + 5·C(47,4) + … = 2,598,960 hands per dealt hand.
 *
 * Full enumeration (enumerateJacksOrBetter, the casino:rtp script): paySum[U] = Σ pay over the
 * 5-card hands containing the set U (|U| ≤ 4, one table per size, colex index). Holding S of a
 * dealt hand H and discarding D = H \ S, the draws are the hands ⊇ S disjoint from D, so by
 * inclusion–exclusion Σ pay = Σ_{T ⊆ D} (−1)^{|T|} paySum[S ∪ T], over C(47, 5 − |S|) draws.
 * Dealt hands equal up to a permutation of suits have the same value; they are computed once.
 */

const BINOM: number[][] = Array.from({ length: 53 }, (_, n) => Array.from({ length: 6 }, (_, k) => choose(n, k)));
const binom = (n: number, k: number): number => at(at(BINOM, n), k);

const pay = (h: readonly number[]): number =>
  at(JOB_PAYS, jobCategory(at(h, 0), at(h, 1), at(h, 2), at(h, 3), at(h, 4)));

/** Expected return of each hold mask (bit i holds card i), by brute force. */
export function holdValuesBrute(hand: readonly number[]): number[] {
  const rest = Array.from({ length: 52 }, (_, c) => c).filter((c) => !hand.includes(c));
  const values: number[] = [];
  for (let mask = 0; mask < 32; mask++) {
    const held = hand.filter((_, i) => (mask >> i) & 1);
    const need = 5 - held.length;
    let total = 0;
    let count = 0;
    const pick = (from: number, chosen: number[]) => {
      if (chosen.length === need) {
        total += pay([...held, ...chosen]);
        count += 1;
        return;
      }
      for (let i = from; i <= rest.length - (need - chosen.length); i++) pick(i + 1, [...chosen, at(rest, i)]);
    };
    pick(0, []);
    values.push(total / count);
  }
  return values;
}

const CATEGORIES = JOB_PAYS.length;

export interface PaySums {
  /**
   * sums[k][colex index of a k-set · 10 + category] = how many 5-card hands containing the set
   * fall in the category (category 0, nothing, is not counted: it pays nothing).
   */
  sums: Float64Array[];
}

function colex(cards: readonly number[]): number {
  let idx = 0;
  for (let i = 0; i < cards.length; i++) idx += binom(at(cards, i), i + 1);
  return idx;
}

/** Σ pay over all hands containing each set of ≤ 4 cards (≈ 80 M additions: a few seconds). */
export function buildPaySums(): PaySums {
  const sums = [0, 1, 2, 3, 4].map((k) => new Float64Array(binom(52, k) * CATEGORIES));
  const h = [0, 0, 0, 0, 0];
  const sub: number[] = [];
  for (h[4] = 4; h[4] < 52; h[4]++)
    for (h[3] = 3; h[3] < h[4]; h[3]++)
      for (h[2] = 2; h[2] < h[3]; h[2]++)
        for (h[1] = 1; h[1] < h[2]; h[1]++)
          for (h[0] = 0; h[0] < h[1]; h[0]++) {
            const category = jobCategory(at(h, 0), at(h, 1), at(h, 2), at(h, 3), at(h, 4));
            if (category === 0) continue;
            for (let mask = 0; mask < 31; mask++) {
              sub.length = 0;
              for (let i = 0; i < 5; i++) if ((mask >> i) & 1) sub.push(at(h, i));
              const table = at(sums, sub.length);
              const idx = colex(sub) * CATEGORIES + category;
              table[idx] = (table[idx] ?? 0) + 1;
            }
          }
  return { sums };
}

const popcount = (m: number): number => (m & 1) + ((m >> 1) & 1) + ((m >> 2) & 1) + ((m >> 3) & 1) + ((m >> 4) & 1);

/** Category counts of the hands containing each sub-hand (mask) of a dealt hand. */
function subsetCounts(hand: readonly number[], { sums }: PaySums): Float64Array[] {
  const counts: Float64Array[] = [];
  for (let mask = 0; mask < 32; mask++) {
    const row = new Float64Array(CATEGORIES);
    if (mask === 31) {
      row[jobCategory(at(hand, 0), at(hand, 1), at(hand, 2), at(hand, 3), at(hand, 4))] = 1;
    } else {
      const sub = hand.filter((_, i) => (mask >> i) & 1);
      const base = colex(sub) * CATEGORIES;
      row.set(at(sums, sub.length).subarray(base, base + CATEGORIES));
    }
    counts.push(row);
  }
  return counts;
}

/** P(final category) when holding `held` (bit mask), by inclusion–exclusion over the discards. */
function holdDistribution(counts: readonly Float64Array[], held: number): number[] {
  const discarded = 31 & ~held;
  const dist = Array.from({ length: CATEGORIES }, () => 0);
  // Every T ⊆ discarded, with sign (−1)^|T|.
  for (let t = discarded; ; t = (t - 1) & discarded) {
    const sign = popcount(t) % 2 === 0 ? 1 : -1;
    const row = at(counts, held | t);
    for (let c = 1; c < CATEGORIES; c++) dist[c] = at(dist, c) + sign * (row[c] ?? 0);
    if (t === 0) break;
  }
  const draws = binom(47, 5 - popcount(held));
  const paying = dist.reduce((s, n) => s + n, 0);
  dist[0] = draws - paying;
  return dist.map((n) => n / draws);
}

const valueOf = (dist: readonly number[]): number => dist.reduce((s, p, c) => s + p * at(JOB_PAYS, c), 0);

/** Expected return of each hold mask of a sorted dealt hand, by inclusion–exclusion. */
export function holdValues(hand: readonly number[], paySums: PaySums): number[] {
  const counts = subsetCounts(hand, paySums);
  return Array.from({ length: 32 }, (_, held) => valueOf(holdDistribution(counts, held)));
}

/** The best hold of a dealt hand (bit mask), its value and its final-category distribution. */
export function bestHold(hand: readonly number[], paySums: PaySums): { hold: number; value: number; dist: number[] } {
  const counts = subsetCounts(hand, paySums);
  let best = { hold: 0, value: -1, dist: [] as number[] };
  for (let held = 0; held < 32; held++) {
    const dist = holdDistribution(counts, held);
    const value = valueOf(dist);
    if (value > best.value + 1e-12) best = { hold: held, value, dist };
  }
  return best;
}

/** Suit-permutation class of a hand: its four rank masks, sorted. */
function suitClass(hand: readonly number[]): number {
  const masks = [0, 0, 0, 0];
  for (const c of hand) masks[Math.floor(c / 13)] = at(masks, Math.floor(c / 13)) | (1 << (c % 13));
  masks.sort((a, b) => b - a);
  return ((at(masks, 0) * 8192 + at(masks, 1)) * 8192 + at(masks, 2)) * 8192 + at(masks, 3);
}

export interface VideoPokerEnumeration {
  rtp: number;
  dealtHands: number;
  distinctClasses: number;
  /** P(final category) under optimal play, by JOB_CATEGORIES index. */
  categoryProbabilities: number[];
}

/** RTP with the best hold of every one of the C(52,5) dealt hands. */
export function enumerateJacksOrBetter(paySums: PaySums = buildPaySums()): VideoPokerEnumeration {
  const best = new Map<number, { value: number; dist: number[] }>();
  const categories = Array.from({ length: CATEGORIES }, () => 0);
  let total = 0;
  let hands = 0;
  const h = [0, 0, 0, 0, 0];
  for (h[4] = 4; h[4] < 52; h[4]++)
    for (h[3] = 3; h[3] < h[4]; h[3]++)
      for (h[2] = 2; h[2] < h[3]; h[2]++)
        for (h[1] = 1; h[1] < h[2]; h[1]++)
          for (h[0] = 0; h[0] < h[1]; h[0]++) {
            const key = suitClass(h);
            let found = best.get(key);
            if (found === undefined) {
              found = bestHold(h, paySums);
              best.set(key, found);
            }
            total += found.value;
            found.dist.forEach((p, c) => (categories[c] = at(categories, c) + p));
            hands += 1;
          }
  return {
    rtp: total / hands,
    dealtHands: hands,
    distinctClasses: best.size,
    categoryProbabilities: categories.map((n) => n / hands),
  };
}
