import { COUPON_LEG_COUNTS } from './constants';
import { COUPON_TYPE, type CouponTypeId } from './coupon-types';

/** What the type rules need to know about each selection (from Coupon bet). */
export interface CouponSelection {
  readonly gameId: number;
  readonly isBlocked: boolean;
  readonly isDepend: boolean;
  readonly isBannedExpress: boolean;
}

/** Types whose lines or blocks combine several selections: they need independent legs. */
const COMBINED: readonly (keyof typeof COUPON_TYPE)[] = [
  'express',
  'system',
  'chain',
  'multiBet',
  'conditional',
  'antiExpress',
  'lucky',
  'patent',
];

/**
 * The coupon types the current selections allow, in id order.
 * - A blocked selection allows nothing.
 * - Every type needs its number of selections (`COUPON_LEG_COUNTS`).
 * - Types that combine selections (all but single and many singles) need
 *   selections from different games, none dependent and none banned for
 *   express. A chain and a conditional bet stake the next leg from the last
 *   one's return, so correlated legs would be as exploitable there as in an
 *   express.
 */
export function allowedCouponTypes(selections: readonly CouponSelection[]): CouponTypeId[] {
  if (selections.some((s) => s.isBlocked)) {
    return [];
  }
  const count = selections.length;
  const distinctGames = new Set(selections.map((s) => s.gameId)).size === count;
  const combinable = distinctGames && selections.every((s) => !s.isDepend && !s.isBannedExpress);
  return (Object.keys(COUPON_TYPE) as (keyof typeof COUPON_TYPE)[])
    .filter((name) => {
      const { min, max } = COUPON_LEG_COUNTS[name];
      return count >= min && count <= max && (combinable || !COMBINED.includes(name));
    })
    .map((name) => COUPON_TYPE[name])
    .sort((a, b) => a - b);
}
