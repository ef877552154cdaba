import { tiersFor } from './rtp';
import { PRIZE_SCALE, type DrawResult, type Line, type Lottery, type PrizeTier } from './types';

/** One line's result in one draw. */
export interface LineResult {
  hits: number;
  /** Whether the bonus ball matched (null: the lottery has none). */
  bonusHit: boolean | null;
  /** The tier won, or null. */
  tierId: string | null;
  /** A fixed tier's prize in minor units; pool tiers are paid by the pool split (pool.ts). */
  fixedPrize: bigint;
  /** A pool tier won (its prize comes from the split). */
  poolTier: string | null;
}

const matches = (tier: PrizeTier, hits: number, bonusHit: boolean | null) =>
  tier.hits === hits && (tier.bonus === undefined || tier.bonus === bonusHit);

/** Fixed prize of a tier: line price × multiple / PRIZE_SCALE, rounded down (house keeps a fraction). */
export const fixedPrizeOf = (lottery: Lottery, multiple: number): bigint =>
  (lottery.linePrice * BigInt(multiple)) / BigInt(PRIZE_SCALE);

/** Settles one line against a draw: hits, bonus, the tier (the best that matches) and a fixed prize. */
export function settleLine(lottery: Lottery, line: Line, draw: DrawResult): LineResult {
  const drawn = new Set(draw.numbers);
  const hits = line.numbers.filter((x) => drawn.has(x)).length;
  const bonusHit = lottery.bonusOf === null ? null : (line.bonus ?? null) === draw.bonus;
  const tier = tiersFor(lottery, line.numbers.length).find((t) => matches(t, hits, bonusHit)) ?? null;
  if (!tier) return { hits, bonusHit, tierId: null, fixedPrize: 0n, poolTier: null };
  if (tier.prize.kind === 'pool') return { hits, bonusHit, tierId: tier.id, fixedPrize: 0n, poolTier: tier.id };
  return { hits, bonusHit, tierId: tier.id, fixedPrize: fixedPrizeOf(lottery, tier.prize.multiple), poolTier: null };
}
