import type { Lottery, LotteryId, PrizeTier } from './types';

/**
 * The three lotteries of issue 19 "Lotto". Fixed prizes are multiples of the line price in tenths
 * (PRIZE_SCALE); pool tiers share the draw's pool (basis points of it). Published RTPs are checked
 * against the exact hypergeometric computation in rtp.test.ts.
 */

const fixed = (id: string, hits: number, multiple: number, extra: Partial<PrizeTier> = {}): PrizeTier => ({
  id,
  hits,
  prize: { kind: 'fixed', multiple },
  ...extra,
});

/** 6 of 45: 3 and 4 hits pay fixed prizes, 5 and 6 share the pool; 6 is the rolling jackpot. */
export const LOTTO_6_45: Lottery = {
  id: '6-45',
  name: 'Lotto 6/45',
  n: 45,
  drawn: 6,
  pickMin: 6,
  pickMax: 6,
  bonusOf: null,
  linePrice: 100n,
  poolShareBp: 2_500,
  tiers: [
    { id: '6', hits: 6, prize: { kind: 'pool', shareBp: 7_000, jackpot: true } },
    { id: '5', hits: 5, prize: { kind: 'pool', shareBp: 3_000, jackpot: false } },
    fixed('4', 4, 1_500),
    fixed('3', 3, 50),
  ],
  // Wednesdays and Saturdays at 19:00 UTC.
  schedule: { kind: 'weekly', weekdays: [3, 6], hour: 19, minute: 0 },
  maxLines: 20,
  maxDraws: 8,
  publishedFixedRtp: { 6: 0.3169 },
};

/** 5 of 36 plus a bonus ball 1 … 10 drawn separately: a fixed paytable by hits and bonus. */
export const LOTTO_5_36: Lottery = {
  id: '5-36',
  name: 'Lotto 5/36 + Bonus',
  n: 36,
  drawn: 5,
  pickMin: 5,
  pickMax: 5,
  bonusOf: 10,
  linePrice: 50n,
  poolShareBp: 0,
  tiers: [
    fixed('5+B', 5, 2_000_000, { bonus: true }),
    fixed('5', 5, 200_000, { bonus: false }),
    fixed('4+B', 4, 20_000, { bonus: true }),
    fixed('4', 4, 3_000, { bonus: false }),
    fixed('3+B', 3, 500, { bonus: true }),
    fixed('3', 3, 100, { bonus: false }),
    fixed('2+B', 2, 30, { bonus: true }),
    fixed('1+B', 1, 10, { bonus: true }),
  ],
  // Every day at 18:00 UTC.
  schedule: { kind: 'daily', hour: 18, minute: 0 },
  maxLines: 20,
  maxDraws: 7,
  publishedFixedRtp: { 5: 0.5442 },
};

/** Keno paytables by spots (1 … 10): hits → multiple of the line price in tenths. */
export const KENO_PAYTABLES: Readonly<Record<number, Readonly<Record<number, number>>>> = {
  1: { 1: 36 },
  2: { 2: 150 },
  3: { 2: 20, 3: 460 },
  4: { 2: 10, 3: 80, 4: 1_100 },
  5: { 3: 30, 4: 150, 5: 7_000 },
  6: { 3: 10, 4: 90, 5: 900, 6: 18_000 },
  7: { 3: 10, 4: 50, 5: 280, 6: 1_800, 7: 50_000 },
  8: { 4: 20, 5: 120, 6: 1_000, 7: 12_000, 8: 250_000 },
  9: { 4: 10, 5: 60, 6: 400, 7: 3_000, 8: 40_000, 9: 400_000 },
  10: { 0: 20, 5: 40, 6: 200, 7: 1_000, 8: 10_000, 9: 50_000, 10: 1_000_000 },
};

const kenoTiers: PrizeTier[] = Object.entries(KENO_PAYTABLES).flatMap(([spots, table]) =>
  Object.entries(table).map(([hits, multiple]) =>
    fixed(`k${spots}-${hits}`, Number(hits), multiple, { spots: Number(spots) }),
  ),
);

/** Keno 20 of 80: a line plays 1 … 10 spots against a fixed paytable per spot count. */
export const KENO_20_80: Lottery = {
  id: 'keno-20-80',
  name: 'Daily Keno 20/80',
  n: 80,
  drawn: 20,
  pickMin: 1,
  pickMax: 10,
  bonusOf: null,
  linePrice: 100n,
  poolShareBp: 0,
  tiers: kenoTiers,
  // Every 15 minutes, around the clock.
  schedule: { kind: 'every', minutes: 15 },
  maxLines: 10,
  maxDraws: 20,
  publishedFixedRtp: {
    1: 0.9,
    2: 0.9019,
    3: 0.9158,
    4: 0.8956,
    5: 0.8846,
    6: 0.8974,
    7: 0.9316,
    8: 0.9205,
    9: 0.8753,
    10: 0.8652,
  },
};

export const LOTTERIES: readonly Lottery[] = [LOTTO_6_45, LOTTO_5_36, KENO_20_80];

export const LOTTERY_IDS: readonly LotteryId[] = LOTTERIES.map((l) => l.id);

export function lotteryById(id: string): Lottery | undefined {
  return LOTTERIES.find((l) => l.id === id);
}
