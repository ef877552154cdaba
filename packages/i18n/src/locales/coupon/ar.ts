import type { CouponDictionary } from './en';

const couponAr: CouponDictionary = {};

export default couponAr;
