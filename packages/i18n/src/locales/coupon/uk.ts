import type { CouponDictionary } from './en';

const couponUk: CouponDictionary = {};

export default couponUk;
