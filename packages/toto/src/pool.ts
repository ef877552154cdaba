import type { TotoRules } from './types';

/**
 * The pool split of a toto draw (issue 19; reference "Pools (toto) and lotteries"):
 *
 * - pool = ⌊stakes × poolShareBp / 10 000⌋; the rest of the stakes is the commission.
 * - each tier gets ⌊pool × shareBp / 10 000⌋; the jackpot tier adds the jackpot carried in.
 * - winners are counted in stake units (a combination staked at 3 units is 3 winning units), so
 *   a tier is shared in proportion to stake; each winning unit is paid ⌊tier / units⌋.
 * - what that rounding leaves (less than one minor unit per winning unit), every tier nobody won
 *   (rollover) and the rounding of the shares themselves are carried into the next jackpot.
 *
 * Invariant (pool.test.ts): payouts + carriedOut + commission = stakes + jackpotIn. Nothing is
 * created and nothing lost: never more than the pool and the jackpot carried in is paid.
 */
export interface PoolSplitInput {
  stakes: bigint;
  jackpotIn: bigint;
  /** Winning stake units per tier (by hits); tiers missing count as none. */
  winners: Readonly<Record<number, bigint>>;
}

export interface PoolSplit {
  pool: bigint;
  commission: bigint;
  /** What each tier had to share (the jackpot tier including the jackpot carried in), by hits. */
  tierAmounts: Record<number, bigint>;
  /** Prize of one winning stake unit per tier (0 when nobody won it), by hits. */
  perUnit: Record<number, bigint>;
  payouts: bigint;
  carriedOut: bigint;
}

const BP = 10_000n;

export function splitPool(rules: TotoRules, input: PoolSplitInput): PoolSplit {
  if (input.stakes < 0n || input.jackpotIn < 0n) throw new RangeError('stakes and jackpot are never negative');
  const pool = (input.stakes * BigInt(rules.poolShareBp)) / BP;
  const commission = input.stakes - pool;
  const tierAmounts: Record<number, bigint> = {};
  const perUnit: Record<number, bigint> = {};
  let shared = 0n;
  let payouts = 0n;
  let carriedOut = 0n;
  for (const tier of rules.tiers) {
    const share = (pool * BigInt(tier.shareBp)) / BP;
    shared += share;
    const amount = share + (tier.jackpot ? input.jackpotIn : 0n);
    tierAmounts[tier.hits] = amount;
    const units = input.winners[tier.hits] ?? 0n;
    if (units < 0n) throw new RangeError('winning units are never negative');
    const each = units === 0n ? 0n : amount / units;
    perUnit[tier.hits] = each;
    payouts += each * units;
    carriedOut += amount - each * units;
  }
  carriedOut += pool - shared;
  return { pool, commission, tierAmounts, perUnit, payouts, carriedOut };
}
