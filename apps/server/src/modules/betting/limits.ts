import type { BetLimits, ConfigGroups } from '@sb/contracts';

/**
 * Issue 16: the hyper bonus rules of a currency (its cap, else the coupon fallback currency's), or
 * null when switched off.
 */
export function hyperRulesOf(groups: ConfigGroups, currency: string) {
  const h = groups.betting.hyperBonus;
  if (!h.enabled) return null;
  const cap = h.maxLimit[currency] ?? h.maxLimit[groups.couponAmountSteps.fallbackCurrency];
  if (cap === undefined) return null;
  return {
    minLegs: h.minLegs,
    minLegCoef: h.minLegCoef,
    steps: h.steps.map((s) => ({ legs: s.legs, percent: s.percent })),
    maxLimit: String(cap),
  };
}

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
    // Issue 16: the hyper bonus table and this currency's cap (spec §3 minHyperBonusBetLimit, maxHyperBonusLimit).
    hyperBonus: hyperRulesOf(groups, iso),
    // Issue 14: live bets stake at most this share of maxAmount/maxPayout, after the acceptance delay.
    live: {
      percentDefault: betting.live.limitPercentDefault,
      percentBySport: betting.live.limitPercentBySport,
      delayMsDefault: betting.live.delayMsDefault,
      delayMsBySport: betting.live.delayMsBySport,
    },
  };
}
