/** Spec §3 Coefficient-change policy (Coupon settings changeCoefAction). */
export const COEF_CHANGE_POLICY = {
  confirm: 0,
  acceptAny: 1,
  acceptIncrease: 2,
} as const;

export type CoefChangePolicy = (typeof COEF_CHANGE_POLICY)[keyof typeof COEF_CHANGE_POLICY];

/** §3 Coupon settings: changeCoefAction defaults to 2. */
export const DEFAULT_COEF_CHANGE_POLICY: CoefChangePolicy = COEF_CHANGE_POLICY.acceptIncrease;
