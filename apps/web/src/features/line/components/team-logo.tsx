/** The line's team logo is the shared badge (one drawing for lists, game pages and coupon legs). */
export { TeamBadge as TeamLogo } from '../../../components/ui/team-badge';
