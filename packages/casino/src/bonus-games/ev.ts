import { add, mul, sum, ZERO, type Fraction } from './fraction';
import type { PrizeKind, PrizeTier } from './types';

/**
 * A game's expected prize per ticket, per prize kind: Σ probability × amount over the tiers of
 * that kind (euro cents for bonus and free_bet, points for points). Exact.
 */
export type ExpectedValue = Record<PrizeKind, Fraction>;

export function expectedValue(tiers: readonly PrizeTier[]): ExpectedValue {
  const ev: ExpectedValue = { bonus: ZERO, free_bet: ZERO, points: ZERO };
  for (const t of tiers)
    ev[t.prize.kind] = add(ev[t.prize.kind], mul(t.probability, { num: BigInt(t.prize.amount), den: 1n }));
  return ev;
}

/** Σ of the tiers' probabilities (1 for a complete table). */
export const totalProbability = (tiers: readonly PrizeTier[]): Fraction => sum(tiers.map((t) => t.probability));
