import type { CouponDictionary } from './en';

const couponPt: CouponDictionary = {};

export default couponPt;
