import type { BonusDefinition } from './definition';

/**
 * Issue 16 club points, VIP levels and the rewards shop (spec §2 office `points` and
 * `office/rewards`). Points are whole numbers earned on SETTLED stakes valued in euro cents:
 *
 * - sport: 1 point per full 1.00 EUR staked on a coupon whose lowest leg is at odds ≥ 1.50;
 * - casino: 1 point per full 5.00 EUR staked (a casino stake is settled when the round is played);
 * - a returned or voided coupon (payout = stake) risked nothing and earns nothing.
 *
 * Stakes in another currency are valued at the fixed reference rate below; a currency without one
 * earns nothing (never a guessed rate).
 */
export const POINT_RULES = {
  sportCentsPerPoint: 100n,
  sportMinOdds: 1.5,
  casinoCentsPerPoint: 500n,
} as const;

/** The most points one stake can earn: the points column is an int4. */
export const MAX_POINTS = 2_147_483_647;

/** Minor units of the currency per euro cent, as a fraction num/den (HRK: the fixed 7.53450 rate). */
const EUR_REFERENCE: Readonly<Record<string, { num: bigint; den: bigint }>> = {
  EUR: { num: 1n, den: 1n },
  HRK: { num: 753_450n, den: 100_000n },
};

/** A stake's value in euro cents (rounded down), or null when the currency has no reference rate. */
export function eurCents(currency: string, minor: bigint): bigint | null {
  const rate = EUR_REFERENCE[currency];
  if (!rate || minor <= 0n) return rate ? 0n : null;
  return (minor * rate.den) / rate.num;
}

export interface PointStake {
  product: 'sport' | 'casino';
  /** The stake in euro cents. */
  eurCents: bigint;
  /** Sport: the lowest leg's decimal odds. */
  minOdds?: number;
  /** Sport: the coupon was returned or voided (payout = stake). */
  returned?: boolean;
}

const clampPoints = (p: bigint): number => (p > BigInt(MAX_POINTS) ? MAX_POINTS : Number(p));

/** The points a settled stake earns: a whole number, never negative. */
export function pointsForStake(s: PointStake): number {
  if (s.eurCents <= 0n) return 0;
  if (s.product === 'sport') {
    if (s.returned || s.minOdds === undefined || !(s.minOdds >= POINT_RULES.sportMinOdds)) return 0;
    return clampPoints(s.eurCents / POINT_RULES.sportCentsPerPoint);
  }
  return clampPoints(s.eurCents / POINT_RULES.casinoCentsPerPoint);
}

/**
 * VIP levels by the points EARNED (redemptions do not lower a level) over the last
 * VIP_PERIOD_DAYS days. Thresholds are the least points of each level.
 */
export const VIP_PERIOD_DAYS = 90;
export const VIP_LEVELS = [
  { id: 'bronze', minPoints: 0 },
  { id: 'silver', minPoints: 500 },
  { id: 'gold', minPoints: 2_500 },
  { id: 'platinum', minPoints: 10_000 },
] as const;
export type VipLevelId = (typeof VIP_LEVELS)[number]['id'];

export interface VipStatus {
  level: VipLevelId;
  /** 0 bronze … 3 platinum. */
  rank: number;
  next: VipLevelId | null;
  /** Points still to earn to reach the next level (0 at the top). */
  toNext: number;
  /** Whole percent of the way from this level's threshold to the next (100 at the top). */
  progressPercent: number;
}

export function vipStatus(earnedInPeriod: number): VipStatus {
  const earned = Math.max(0, Math.floor(earnedInPeriod));
  let rank = 0;
  VIP_LEVELS.forEach((l, i) => {
    if (earned >= l.minPoints) rank = i;
  });
  const here = VIP_LEVELS[rank] ?? VIP_LEVELS[0];
  const next = VIP_LEVELS[rank + 1];
  if (!next) return { level: here.id, rank, next: null, toNext: 0, progressPercent: 100 };
  const span = next.minPoints - here.minPoints;
  return {
    level: here.id,
    rank,
    next: next.id,
    toNext: next.minPoints - earned,
    progressPercent: Math.floor(((earned - here.minPoints) * 100) / span),
  };
}

/** When the rolling VIP period that ends at `nowMs` began. */
export const vipPeriodStart = (nowMs: number): number => nowMs - VIP_PERIOD_DAYS * 86_400_000;

/**
 * The rewards shop. Each reward is a bonus of the engine (so it obeys the 10 × wagering cap and
 * one product) granted to the bonus account; amounts are euro cents, so the shop sells to players
 * whose currency is EUR.
 */
export interface Reward {
  id: string;
  price: number;
  definition: BonusDefinition;
}

const rewardDefinition = (
  kind: 'free_bet' | 'no_deposit',
  product: 'sport' | 'casino',
  cents: bigint,
  wageringMultiplier: number,
): BonusDefinition => ({
  kind,
  products: [product],
  percent: 0,
  cap: null,
  fixedAmount: cents,
  wageringMultiplier,
  minOdds: product === 'sport' ? POINT_RULES.sportMinOdds : null,
  gameWeights: {},
  defaultWeight: 100,
  eligibility: { countries: [], currencies: ['EUR'], newPlayersOnly: false, verifiedOnly: false },
  validityDays: 30,
  maxConversion: null,
});

/** The slot of the shop's free spins: one of our studio's instant slots. */
export const REWARD_FREE_SPINS_GAME = 'fruit-fiesta';

/**
 * Free spins as a reward: `count` spins at `stakeCents` each on one of our slots; their winnings
 * become a casino bonus with `wageringMultiplier` × the winnings (≤ 10 ×, the engine's cap).
 */
const freeSpinsReward = (count: number, stakeCents: bigint, wageringMultiplier: number): BonusDefinition => ({
  kind: 'free_spins',
  products: ['casino'],
  percent: 0,
  cap: null,
  fixedAmount: stakeCents,
  wageringMultiplier,
  minOdds: null,
  gameWeights: {},
  defaultWeight: 100,
  eligibility: { countries: [], currencies: ['EUR'], newPlayersOnly: false, verifiedOnly: false },
  validityDays: 7,
  maxConversion: null,
  freeSpins: { count, gameId: REWARD_FREE_SPINS_GAME },
});

export const REWARD_CURRENCY = 'EUR';
export const REWARDS: readonly Reward[] = [
  { id: 'free-bet-5', price: 500, definition: rewardDefinition('free_bet', 'sport', 500n, 1) },
  { id: 'free-bet-10', price: 950, definition: rewardDefinition('free_bet', 'sport', 1_000n, 1) },
  { id: 'sport-bonus-20', price: 1_800, definition: rewardDefinition('no_deposit', 'sport', 2_000n, 3) },
  { id: 'casino-bonus-10', price: 1_000, definition: rewardDefinition('no_deposit', 'casino', 1_000n, 5) },
  { id: 'free-spins-10', price: 250, definition: freeSpinsReward(10, 20n, 5) },
];

export const rewardById = (id: string): Reward | undefined => REWARDS.find((r) => r.id === id);

export type RedeemResult =
  { ok: true; balance: number } | { ok: false; error: 'insufficient_points' | 'invalid_price' };

/** Spends a reward's price from a balance: never more than is held, never a negative balance. */
export function redeemPoints(balance: number, price: number): RedeemResult {
  if (!Number.isInteger(price) || price <= 0) return { ok: false, error: 'invalid_price' };
  if (!Number.isInteger(balance) || balance < price) return { ok: false, error: 'insufficient_points' };
  return { ok: true, balance: balance - price };
}
