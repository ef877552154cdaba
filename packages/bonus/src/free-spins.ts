import type { BonusDefinition, DefinitionError } from './definition';
import { wageringRequired } from './definition';

/**
 * Issue 16 free spins: N spins at a fixed stake (the definition's `fixedAmount`) on one of our
 * studio's slots, before an expiry. A spin costs the player nothing; the winnings of all spins
 * become a casino bonus whose wagering is the definition's multiplier × the winnings, never above
 * 10 × (the engine's cap, `wageringRequired`).
 */

/** Most spins one grant may give. */
export const MAX_FREE_SPINS = 500;

/** Why a free-spins definition is refused (a casino incentive with a count and a game), else null. */
export function freeSpinsError(
  d: Pick<BonusDefinition, 'kind' | 'products' | 'freeSpins' | 'fixedAmount'>,
): DefinitionError | null {
  const spins = d.freeSpins ?? null;
  if (d.kind !== 'free_spins') return spins === null ? null : 'invalid_free_spins';
  // Spins are a casino incentive: a sport free-spins offer would mix products.
  if (d.products[0] !== 'casino') return 'mixed_products';
  if (spins === null || !Number.isInteger(spins.count) || spins.count < 1 || spins.count > MAX_FREE_SPINS)
    return 'invalid_free_spins';
  if (!/^[\w.:-]{1,64}$/.test(spins.gameId)) return 'invalid_free_spins';
  if (d.fixedAmount === null || d.fixedAmount <= 0n) return 'invalid_amount';
  return null;
}

/** The casino bonus the winnings of a grant's spins become (none when they won nothing). */
export function freeSpinsBonus(
  d: Pick<BonusDefinition, 'wageringMultiplier'>,
  winnings: bigint,
): { amount: bigint; wageringRequired: bigint } | null {
  if (winnings <= 0n) return null;
  return { amount: winnings, wageringRequired: wageringRequired(d, winnings) };
}
