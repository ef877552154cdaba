import { QUICK_COUPON_ROUTE_ID } from './constants';

/** §4 Route guards: the quick coupon is hidden unless route condition 38 is in availableRoutes. */
export function isQuickCouponShown(availableRoutes: readonly number[] | undefined): boolean {
  return availableRoutes?.includes(QUICK_COUPON_ROUTE_ID) ?? false;
}
