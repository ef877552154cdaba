/** Spec §3 Coupon types. */
export const COUPON_TYPE = {
  single: 0,
  express: 1,
  system: 2,
  chain: 3,
  multiBet: 4,
  conditional: 5,
  antiExpress: 6,
  lucky: 7,
  patent: 8,
  manySingles: 9,
} as const;

export type CouponTypeId = (typeof COUPON_TYPE)[keyof typeof COUPON_TYPE];

const IDS: ReadonlySet<number> = new Set(Object.values(COUPON_TYPE));

export function isCouponTypeId(value: number): value is CouponTypeId {
  return IDS.has(value);
}
