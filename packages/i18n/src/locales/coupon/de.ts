import type { CouponDictionary } from './en';

const couponDe: CouponDictionary = {};

export default couponDe;
