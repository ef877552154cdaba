import type { BetLimits, ConfigGroups } from '@sb/contracts';

/** Stake limits, max payout, §9 amount step and initial bet of a currency (fallback: §9 RUB). */
export function betLimits(groups: ConfigGroups, currency: string | undefined): BetLimits {
  const { betting, couponAmountSteps } = groups;
  const fallback = couponAmountSteps.fallbackCurrency;
  const iso = currency && betting.limits[currency] ? currency : fallback;
  const limits = betting.limits[iso] ?? { min: 1, max: Number.MAX_SAFE_INTEGER, maxPayout: Number.MAX_SAFE_INTEGER };
  const steps = couponAmountSteps.steps[iso] ?? couponAmountSteps.steps[fallback] ?? { step: 1, initial: 1 };
  return {
    currency: iso,
    minAmount: String(limits.min),
    maxAmount: String(limits.max),
    maxPayout: String(limits.maxPayout),
    amountStep: String(steps.step),
    initialAmount: String(steps.initial),
    maxAmountCouponTypes: betting.maxAmountCouponTypes,
    isVipBetEnabled: betting.isVipBetEnabled,
    isBonusExpressEnabled: betting.isBonusExpressEnabled,
  };
}
