import type { CouponDictionary } from './en';

const couponTr: CouponDictionary = {};

export default couponTr;
