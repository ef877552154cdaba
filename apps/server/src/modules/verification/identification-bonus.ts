import { eligibilityError, type BonusEligibility, type PlayerProfile } from '@sb/bonus';

/**
 * Spec §3 user config `is_identification_bonus`: a bonus waits for this player's identification.
 * True when the player is not verified and an active bonus of the site is for verified players
 * only (`eligibility.verifiedOnly`) while every other condition of it (country, currency, new
 * player) already holds: identifying is the one step left. Pure; the verification page shows it.
 */
export interface IdentificationBonusDefinition {
  active: boolean;
  eligibility: BonusEligibility;
}

export function identificationBonusOpen(
  definitions: readonly IdentificationBonusDefinition[],
  player: PlayerProfile,
): boolean {
  if (player.verified) return false;
  const once = { ...player, verified: true };
  return definitions.some(
    (d) => d.active && d.eligibility.verifiedOnly && eligibilityError(d.eligibility, once) === null,
  );
}
