import { combinationsOf } from './coupon';
import { bestHits, hitDistribution } from './hits';
import { splitPool, type PoolSplit } from './pool';
import type { EventOutcome, Predictions, TotoRules } from './types';

/**
 * Settling a draw (issue 19 "Toto"), for the coupons of one currency: each coupon's hit
 * distribution (hits.ts, with the cancelled-event rule), the winning units per tier, the pool
 * split (pool.ts) and each coupon's prize. A pure function of its input: settling the same draw
 * again gives the same prizes whatever the order of the coupons (the server pays each coupon
 * once, keyed by draw and coupon).
 */
export interface CouponToSettle {
  predictions: Predictions;
  /** Stake of one combination (a multiple of the rules' unit). */
  perCombination: bigint;
}

export interface SettledCoupon {
  /** Combinations with exactly k correct, k = 0 … events. */
  distribution: number[];
  best: number;
  /** Prize per tier the coupon won (by hits) and their sum. */
  tierPrizes: Record<number, bigint>;
  prize: bigint;
}

export interface DrawSettlement {
  stakes: bigint;
  split: PoolSplit;
  /** Winning units per tier (by hits). */
  winners: Record<number, bigint>;
  coupons: SettledCoupon[];
}

export const couponStake = (c: CouponToSettle): bigint => BigInt(combinationsOf(c.predictions)) * c.perCombination;

export function settleDraw(
  rules: TotoRules,
  coupons: readonly CouponToSettle[],
  outcomes: readonly EventOutcome[],
  jackpotIn: bigint,
): DrawSettlement {
  if (outcomes.length !== rules.events) throw new RangeError(`a draw has ${rules.events} outcomes`);
  if (coupons.some((c) => c.perCombination <= 0n || c.perCombination % rules.unit !== 0n))
    throw new RangeError('a stake per combination is a positive multiple of the unit');
  const stakes = coupons.reduce((s, c) => s + couponStake(c), 0n);
  const distributions = coupons.map((c) => hitDistribution(c.predictions, outcomes));
  const winners: Record<number, bigint> = {};
  distributions.forEach((d, i) => {
    const units = (coupons[i]?.perCombination ?? 0n) / rules.unit;
    for (const tier of rules.tiers) {
      const n = BigInt(d[tier.hits] ?? 0);
      if (n > 0n) winners[tier.hits] = (winners[tier.hits] ?? 0n) + n * units;
    }
  });
  const split = splitPool(rules, { stakes, jackpotIn, winners });
  const settled = distributions.map((distribution, i): SettledCoupon => {
    const units = (coupons[i]?.perCombination ?? 0n) / rules.unit;
    const tierPrizes: Record<number, bigint> = {};
    let prize = 0n;
    for (const tier of rules.tiers) {
      const n = BigInt(distribution[tier.hits] ?? 0);
      if (n === 0n) continue;
      const amount = n * units * (split.perUnit[tier.hits] ?? 0n);
      tierPrizes[tier.hits] = amount;
      prize += amount;
    }
    return { distribution, best: bestHits(distribution), tierPrizes, prize };
  });
  return { stakes, split, winners, coupons: settled };
}
