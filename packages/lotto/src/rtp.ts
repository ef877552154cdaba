import { fraction, hitProbability, mul, sum, toNumber, type Fraction } from './fraction';
import { PRIZE_SCALE, type Lottery, type PrizeTier } from './types';

/** The tiers a line of `spots` numbers can win (keno: that spot count's paytable). */
export function tiersFor(lottery: Lottery, spots: number): PrizeTier[] {
  return lottery.tiers.filter((t) => t.spots === undefined || t.spots === spots);
}

/**
 * Exact chance that one line of `spots` numbers wins `tier`: hypergeometric in the main numbers
 * (fraction.ts hitProbability), times 1/bonusOf or (bonusOf − 1)/bonusOf when the tier names the
 * bonus ball, which is drawn independently of the main numbers.
 */
export function tierProbability(lottery: Lottery, tier: PrizeTier, spots: number): Fraction {
  const main = hitProbability(lottery.n, lottery.drawn, spots, tier.hits);
  if (tier.bonus === undefined || lottery.bonusOf === null) return main;
  const b = BigInt(lottery.bonusOf);
  return mul(main, tier.bonus ? fraction(1n, b) : fraction(b - 1n, b));
}

/** Exact return to player of the fixed prizes of a line of `spots` numbers: Σ P(tier) × multiple. */
export function fixedRtp(lottery: Lottery, spots: number): Fraction {
  return sum(
    tiersFor(lottery, spots).map((tier) =>
      tier.prize.kind === 'fixed'
        ? mul(tierProbability(lottery, tier, spots), fraction(BigInt(tier.prize.multiple), BigInt(PRIZE_SCALE)))
        : fraction(0n, 1n),
    ),
  );
}

/** The RTP rounded as published (4 places). */
export const roundedRtp = (f: Fraction): number => Math.round(toNumber(f) * 10_000) / 10_000;

/** Total expected return of a line: fixed paytable plus the pool share (every pool is paid out). */
export function totalRtp(lottery: Lottery, spots: number): number {
  return toNumber(fixedRtp(lottery, spots)) + lottery.poolShareBp / 10_000;
}
