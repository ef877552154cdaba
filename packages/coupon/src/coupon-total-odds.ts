import type { Coupon } from './coupon';
import { COUPON_TYPE } from './coupon-types';
import { expressOdds } from './express-odds';
import type { TotalOdds } from './total-odds';

/**
 * The one coefficient a coupon shows (Coupon state coef), where one exists:
 * a single's odds, an express's product (with its bonus), the anti-express
 * quote. Coupons of several lines or ordered stakes have no single price.
 */
export function couponTotalOdds(coupon: Coupon): TotalOdds | undefined {
  switch (coupon.typeId) {
    case COUPON_TYPE.single:
      return expressOdds([coupon.leg.odds]);
    case COUPON_TYPE.express:
      return expressOdds(
        coupon.legs.map((leg) => leg.odds),
        coupon.bonusCoef,
      );
    case COUPON_TYPE.antiExpress:
      return expressOdds([coupon.coef]);
    case COUPON_TYPE.system:
    case COUPON_TYPE.chain:
    case COUPON_TYPE.multiBet:
    case COUPON_TYPE.conditional:
    case COUPON_TYPE.lucky:
    case COUPON_TYPE.patent:
    case COUPON_TYPE.manySingles:
      return undefined;
  }
}
