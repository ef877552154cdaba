import { rankOf, suitOf } from './cards';

/**
 * Jacks or Better hand categories and the 9/6 full-pay table (issue 15): returns per 1 staked
 * (1 = the stake back). Royal flush 800 is the five-coin pay, offered at every stake.
 */
export const JOB_CATEGORIES = [
  'nothing',
  'jacks-or-better',
  'two-pair',
  'three-of-a-kind',
  'straight',
  'flush',
  'full-house',
  'four-of-a-kind',
  'straight-flush',
  'royal-flush',
] as const;
export type JobCategory = (typeof JOB_CATEGORIES)[number];
export const JOB_PAYS: readonly number[] = [0, 1, 2, 3, 4, 6, 9, 25, 50, 800];
const JACK = 9;
const ACE = 12;
/** Scratch rank counts (the evaluator runs millions of times in the RTP enumeration). */
const COUNTS = new Uint8Array(13);

/** Category index (0 nothing … 9 royal flush) of five cards 0…51. */
export function jobCategory(c0: number, c1: number, c2: number, c3: number, c4: number): number {
  const counts = COUNTS;
  counts.fill(0);
  for (const c of [c0, c1, c2, c3, c4]) counts[rankOf(c)] = (counts[rankOf(c)] ?? 0) + 1;
  const s = suitOf(c0);
  const flush = suitOf(c1) === s && suitOf(c2) === s && suitOf(c3) === s && suitOf(c4) === s;
  let pairs = 0;
  let three = false;
  let four = false;
  let highPair = false;
  let min = 13;
  let max = -1;
  for (let r = 0; r < 13; r++) {
    const n = counts[r] ?? 0;
    if (n === 0) continue;
    if (r < min) min = r;
    if (r > max) max = r;
    if (n === 2) {
      pairs += 1;
      if (r >= JACK) highPair = true;
    } else if (n === 3) three = true;
    else if (n === 4) four = true;
  }
  const distinct = pairs === 0 && !three && !four;
  const wheel =
    distinct && counts[ACE] === 1 && counts[0] === 1 && counts[1] === 1 && counts[2] === 1 && counts[3] === 1;
  const straight = distinct && (max - min === 4 || wheel);
  if (straight && flush) return min === 8 ? 9 : 8;
  if (four) return 7;
  if (three && pairs === 1) return 6;
  if (flush) return 5;
  if (straight) return 4;
  if (three) return 3;
  if (pairs === 2) return 2;
  return highPair ? 1 : 0;
}

export function jobPay(cards: readonly number[]): number {
  const [a = 0, b = 0, c = 0, d = 0, e = 0] = cards;
  return JOB_PAYS[jobCategory(a, b, c, d, e)] ?? 0;
}
