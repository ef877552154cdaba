import type { CouponDictionary } from './en';

const couponRu: CouponDictionary = {};

export default couponRu;
