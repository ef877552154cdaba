export type { Money } from './money';
export { moneyFromMinor } from './money';
export { COUPON_ROUNDING } from './coupon-rounding';
export type { Ratio } from './ratio';
export type { TotalOdds } from './total-odds';

export { BET_STATUS, isBetStatusId } from './bet-status';
export type { BetStatusId } from './bet-status';
export { COUPON_TYPE, isCouponTypeId } from './coupon-types';
export type { CouponTypeId } from './coupon-types';
export {
  BONUS_ACCOUNT_TYPE,
  BONUS_COEF_RULE,
  BONUS_EXPRESS_RULES,
  COUPON_LEG_COUNTS,
  GAME_STATUS,
  MIN_SYSTEM_VALUE,
} from './constants';

export type { Leg } from './leg';
export type { Line } from './line';
export type {
  AntiExpressCoupon,
  ChainCoupon,
  ConditionalBlock,
  ConditionalCoupon,
  Coupon,
  ExpressCoupon,
  LineCoupon,
  LuckyCoupon,
  ManySinglesCoupon,
  MultiBetCoupon,
  PatentCoupon,
  SingleCoupon,
  StakedSingle,
  SystemCoupon,
} from './coupon';

export { legFactor } from './leg-factor';
export { splitStake } from './split-stake';
export type { StakeSplit } from './split-stake';
export { systemLineCount } from './system-line-count';
export { fullCoverLineCount } from './full-cover-line-count';
export { couponLines } from './coupon-lines';
export { expressOdds } from './express-odds';
export { antiExpressFairOdds } from './anti-express-fair-odds';
export { antiExpressOdds } from './anti-express-odds';
export { couponTotalOdds } from './coupon-total-odds';
export { possibleWin } from './possible-win';
export type { PossibleWin } from './possible-win';
export { couponSummary } from './coupon-summary';
export type { CouponSummary } from './coupon-summary';

export type { Settlement } from './settlement';
export { settleCoupon } from './settle-coupon';
export type { SettleOptions } from './settle-coupon';
export { capPayout } from './cap-payout';

export { isBonusExpressEligible } from './is-bonus-express-eligible';
export type { BonusExpressInput } from './is-bonus-express-eligible';
export { expressBonusCoef } from './express-bonus-coef';
export {
  hyperBonusBoost,
  hyperBonusPercent,
  hyperBonusPercentFor,
  isHyperBonusTable,
  MAX_HYPER_BONUS_PERCENT,
  prefersHyperBonus,
  settledHyperBonus,
} from './hyper-bonus';
export type { HyperBonusCoupon, HyperBonusRules, HyperBonusStep, SettledHyperBonus } from './hyper-bonus';
export { isVipBetAvailable } from './is-vip-bet-available';
export type { VipBetInput } from './is-vip-bet-available';
export { isMaxAmountApplicable } from './is-max-amount-applicable';
export type { MaxAmountInput } from './is-max-amount-applicable';
export { isOneClickActive } from './is-one-click-active';
export { systemValues } from './system-values';
export { isValidSystemValue } from './is-valid-system-value';
export { allowedCouponTypes } from './allowed-coupon-types';
export type { CouponSelection } from './allowed-coupon-types';
export { COEF_CHANGE_POLICY, DEFAULT_COEF_CHANGE_POLICY } from './coef-change-policy';
export type { CoefChangePolicy } from './coef-change-policy';
export { decideCoefChange } from './decide-coef-change';
export type { CoefChangeDecision } from './decide-coef-change';
export { isBetLive } from './is-bet-live';
export type { BetLiveInput } from './is-bet-live';
export { isBetLocked } from './is-bet-locked';
export type { BetLockFlags } from './is-bet-locked';
