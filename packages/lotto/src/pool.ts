import type { Lottery } from './types';

/**
 * The pool split of a draw (issue 19; reference "Pools (toto) and lotteries"):
 *
 * - pool = ⌊stakes × poolShareBp / 10 000⌋; the rest of the stakes is the house's share
 *   (`commission`), out of which the fixed prizes are paid.
 * - each pool tier gets ⌊pool × shareBp / 10 000⌋; the jackpot tier adds the jackpot carried in.
 * - a tier's winning lines are paid ⌊tier / winners⌋ each; what that leaves (less than one minor
 *   unit per winner) is carried to the next draw's jackpot, and so is a tier nobody won (rollover),
 *   and the rounding of the shares themselves.
 *
 * Invariant (pool.test.ts): payouts + carriedOut + commission = stakes + jackpotIn. Nothing is
 * created and nothing lost: never more than the pool is paid.
 */
export interface PoolSplitInput {
  stakes: bigint;
  jackpotIn: bigint;
  /** Winning lines per pool tier id (tiers missing count as none). */
  winners: Readonly<Record<string, number>>;
}

export interface PoolSplit {
  pool: bigint;
  commission: bigint;
  /** What each pool tier had to share (jackpot tier including the jackpot carried in). */
  tierAmounts: Record<string, bigint>;
  /** Prize of one winning line per tier (0 when no one won it). */
  perLine: Record<string, bigint>;
  payouts: bigint;
  carriedOut: bigint;
}

const BP = 10_000n;

export function splitPool(lottery: Lottery, input: PoolSplitInput): PoolSplit {
  if (input.stakes < 0n || input.jackpotIn < 0n) throw new RangeError('stakes and jackpot are never negative');
  const pool = (input.stakes * BigInt(lottery.poolShareBp)) / BP;
  const commission = input.stakes - pool;
  const tierAmounts: Record<string, bigint> = {};
  const perLine: Record<string, bigint> = {};
  let shared = 0n;
  let payouts = 0n;
  let carriedOut = 0n;
  for (const tier of lottery.tiers) {
    if (tier.prize.kind !== 'pool') continue;
    const share = (pool * BigInt(tier.prize.shareBp)) / BP;
    shared += share;
    const amount = share + (tier.prize.jackpot ? input.jackpotIn : 0n);
    tierAmounts[tier.id] = amount;
    const winners = BigInt(Math.max(0, Math.floor(input.winners[tier.id] ?? 0)));
    const each = winners === 0n ? 0n : amount / winners;
    perLine[tier.id] = each;
    payouts += each * winners;
    carriedOut += amount - each * winners;
  }
  // The shares' own rounding (and a pool with no pool tier) stays in the pool for the jackpot.
  carriedOut += pool - shared;
  return { pool, commission, tierAmounts, perLine, payouts, carriedOut };
}
