import type { CouponDictionary } from './en';

const couponEs: CouponDictionary = {};

export default couponEs;
