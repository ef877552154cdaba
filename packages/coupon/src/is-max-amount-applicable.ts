import { BONUS_ACCOUNT_TYPE } from './constants';
import type { CouponTypeId } from './coupon-types';

export interface MaxAmountInput {
  readonly typeId: CouponTypeId;
  /** The coupon types the site config lists for the max-amount button. */
  readonly configuredTypeIds: readonly CouponTypeId[];
  /** §3 Account type of the account the bet is placed from (0 main, 4 bonus, 9 currency). */
  readonly accountType: number;
}

/** §5: max amount applies only to coupon types the site config lists, and never to the bonus account. */
export function isMaxAmountApplicable(input: MaxAmountInput): boolean {
  return input.accountType !== BONUS_ACCOUNT_TYPE && input.configuredTypeIds.includes(input.typeId);
}
