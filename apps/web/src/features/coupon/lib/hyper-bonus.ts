import {
  BONUS_ACCOUNT_TYPE,
  COUPON_TYPE,
  hyperBonusBoost,
  hyperBonusPercent,
  prefersHyperBonus,
  type CouponSummary,
  type CouponTypeId,
  type HyperBonusRules,
} from '@sb/coupon';
import type { BetLimits } from '@sb/contracts';
import type { CouponBet } from '../../../lib/coupon-store';

/**
 * Issue 16 hyper bonus as the coupon shows it (the server decides the same way at placement,
 * docs/betting.md "Hyper bonus"): the percentage for the selections, the boost on the possible net
 * win, whether it is kept over the §5 bonus coefficient, and the next step of the table.
 */
export interface HyperQuote {
  /** The percentage the coupon would carry (0 below minHyperBonusBetLimit). */
  percent: number;
  /** The boost if every selection wins (minor units, capped). */
  boost: bigint;
  /** The coupon carries it: an express, percent above 0, and a larger gain than the §5 coefficient. */
  applies: boolean;
  /** The next step of the table: selections to add and the percentage then; null at the top. */
  next: { legs: number; percent: number; more: number } | null;
  rules: HyperBonusRules;
}

/** The hyper bonus rules of the currency from GET /limits (null: switched off or not loaded). */
export function hyperRulesOf(limits: BetLimits | undefined): HyperBonusRules | null {
  const h = limits?.hyperBonus;
  if (!h) return null;
  return { minLegs: h.minLegs, minLegCoef: h.minLegCoef, steps: h.steps, maxBoost: BigInt(h.maxLimit) };
}

export interface HyperQuoteInput {
  rules: HyperBonusRules | null;
  typeId: CouponTypeId | null;
  bets: readonly CouponBet[];
  accountType: number;
  promoCode: string;
  /** The summary without the §5 coefficient, and with it (equal when it does not apply). */
  plain: CouponSummary | null;
  withBonus: CouponSummary | null;
}

/**
 * The quote, or null when no hyper bonus can come of these selections: not an express (a single
 * selection may still grow into one), a bonus-account stake, a promo code, or a selection below the
 * minimum coefficient.
 */
export function hyperQuote(input: HyperQuoteInput): HyperQuote | null {
  const { rules, typeId, bets } = input;
  if (!rules || bets.length === 0) return null;
  const growing = typeId === COUPON_TYPE.express || (typeId === COUPON_TYPE.single && bets.length === 1);
  if (!growing || input.accountType === BONUS_ACCOUNT_TYPE || input.promoCode.trim() !== '') return null;
  const legCoefs = bets.map((b) => Math.round(b.market.coef * 1000));
  if (legCoefs.some((c) => c < rules.minLegCoef)) return null;
  const percent = hyperBonusPercent(rules, {
    typeId: COUPON_TYPE.express,
    accountType: input.accountType,
    hasPromoCode: false,
    legCoefs,
  });
  const step = rules.steps.find((s) => s.legs > bets.length && s.legs >= rules.minLegs && s.percent > percent);
  const next = step ? { legs: step.legs, percent: step.percent, more: step.legs - bets.length } : null;
  const { plain, withBonus } = input;
  if (typeId !== COUPON_TYPE.express || percent === 0 || !plain)
    return { percent, boost: 0n, applies: false, next, rules };
  const boost = hyperBonusBoost(plain.possibleWin.max - plain.stakeTaken, percent, rules.maxBoost);
  const gain = withBonus ? withBonus.possibleWin.max - plain.possibleWin.max : 0n;
  return { percent, boost, applies: prefersHyperBonus(gain, boost), next, rules };
}
