import type { PreferenceFlag } from '@sb/preferences';
import type { CouponBet } from '../../../lib/coupon-store';
import { teamMarkOf, type TeamMark } from '../../../components/ui/team-badge';

/**
 * Spec §3 flags "team logos in coupon" and "light version": the badges a leg shows — its teams'
 * marks when the flag is on, none in the light version (no logos or images there), none for a
 * selection whose page did not know the teams. Stored marks are read defensively (localStorage).
 */
export function legLogos(bet: CouponBet, flags: Readonly<Record<PreferenceFlag, boolean>>): TeamMark[] {
  if (!flags.teamLogosInCoupon || flags.lightVersion || !Array.isArray(bet.teams)) return [];
  return bet.teams.map(teamMarkOf).filter((m): m is TeamMark => m !== null);
}
