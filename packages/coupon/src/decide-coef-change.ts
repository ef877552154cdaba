import { COEF_CHANGE_POLICY, type CoefChangePolicy } from './coef-change-policy';

export type CoefChangeDecision = 'accept' | 'confirm';

/**
 * What the coupon does when a coefficient moves between display and placement:
 * 0 asks on any change, 1 accepts any change, 2 accepts a rise and asks on a
 * fall. An unchanged coefficient is always accepted. Works for leg odds and
 * total coefficients alike (numbers or bigints of the same scale).
 */
export function decideCoefChange<T extends number | bigint>(
  policy: CoefChangePolicy,
  shown: T,
  current: T,
): CoefChangeDecision {
  if (shown === current) {
    return 'accept';
  }
  switch (policy) {
    case COEF_CHANGE_POLICY.confirm:
      return 'confirm';
    case COEF_CHANGE_POLICY.acceptAny:
      return 'accept';
    case COEF_CHANGE_POLICY.acceptIncrease:
      return current > shown ? 'accept' : 'confirm';
  }
}
