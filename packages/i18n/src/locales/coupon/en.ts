/** Keys of the coupon namespace (English is the typed source; every language has the same keys). */
const couponEn = {} as const;

export default couponEn;
export type CouponDictionary = { readonly [K in keyof typeof couponEn]: string };
