import { BET_STATUS, type BetStatusId } from './bet-status';
import { BONUS_ACCOUNT_TYPE } from './constants';
import { COUPON_TYPE } from './coupon-types';
import { mintMoney, type Money } from './money';

/**
 * Issue 16, hyper bonus (docs/betting.md "Hyper bonus"; spec §3 Coupon state hyperBonusPercent,
 * minHyperBonusBetLimit, maxHyperBonusLimit): an express whose every selection is at or above a
 * minimum coefficient, with at least `minLegs` selections, has its net winnings raised by a
 * percentage that grows with the number of selections, capped per coupon.
 */

/** From `legs` selections on, the boost is `percent` % (until the next step). */
export interface HyperBonusStep {
  readonly legs: number;
  readonly percent: number;
}

export interface HyperBonusRules {
  /** minHyperBonusBetLimit: fewer selections never get a boost. */
  readonly minLegs: number;
  /** Every selection's coefficient must be at least this (thousandths). */
  readonly minLegCoef: number;
  /** Ascending in legs, never falling in percent (isHyperBonusTable). */
  readonly steps: readonly HyperBonusStep[];
  /** maxHyperBonusLimit: the most one coupon's boost pays (minor units). */
  readonly maxBoost: bigint;
}

/** The largest percentage a step may give (a boost of 10× the net winnings is already absurd). */
export const MAX_HYPER_BONUS_PERCENT = 1000;

/** A table the rules accept: whole legs strictly rising, whole percentages 1…1000 never falling. */
export function isHyperBonusTable(steps: readonly HyperBonusStep[]): boolean {
  return steps.every((s, i) => {
    const prev = steps[i - 1];
    return (
      Number.isSafeInteger(s.legs) &&
      s.legs >= 1 &&
      Number.isSafeInteger(s.percent) &&
      s.percent >= 1 &&
      s.percent <= MAX_HYPER_BONUS_PERCENT &&
      (prev === undefined || (s.legs > prev.legs && s.percent >= prev.percent))
    );
  });
}

/** The percentage for `legCount` qualifying selections: 0 below `minLegs` or below the first step. */
export function hyperBonusPercentFor(rules: Pick<HyperBonusRules, 'minLegs' | 'steps'>, legCount: number): number {
  if (legCount < rules.minLegs) return 0;
  let percent = 0;
  for (const step of rules.steps) if (step.legs <= legCount) percent = step.percent;
  return percent;
}

export interface HyperBonusCoupon {
  readonly typeId: number;
  /** §3 account type the stake comes from (4: the bonus account never gets the boost). */
  readonly accountType: number;
  /** A promo code on the coupon: its boost and the hyper bonus are never combined. */
  readonly hasPromoCode: boolean;
  /** Each selection's coefficient in thousandths. */
  readonly legCoefs: readonly number[];
}

/**
 * The percentage a coupon carries at placement: only an express staked from a real-money account
 * without a promo code, every selection at or above `minLegCoef`; 0 otherwise.
 */
export function hyperBonusPercent(rules: HyperBonusRules, coupon: HyperBonusCoupon): number {
  if (coupon.typeId !== COUPON_TYPE.express || coupon.accountType === BONUS_ACCOUNT_TYPE || coupon.hasPromoCode)
    return 0;
  if (!coupon.legCoefs.every((c) => c >= rules.minLegCoef)) return 0;
  return hyperBonusPercentFor(rules, coupon.legCoefs.length);
}

/** `percent` % of the net winnings, rounded down to a minor unit, at most `cap`; 0 when nothing is won. */
export function hyperBonusBoost(netWin: bigint, percent: number, cap: bigint): Money {
  if (netWin <= 0n || percent <= 0 || cap <= 0n) return mintMoney(0n);
  const boost = (netWin * BigInt(percent)) / 100n;
  return mintMoney(boost < cap ? boost : cap);
}

const VOID: ReadonlySet<number> = new Set<number>([BET_STATUS.return, BET_STATUS.forcedReturn]);

export interface SettledHyperBonus {
  /** The percentage on the legs that were not voided (0 when too few remain). */
  readonly percent: number;
  readonly boost: Money;
}

/**
 * At settlement: voided selections (returns 2 and 3) drop out of the count and the percentage is
 * recomputed on the rest; the boost is paid only when the express won (payout above stake).
 */
export function settledHyperBonus(
  rules: HyperBonusRules,
  coupon: { readonly stake: bigint; readonly payout: bigint; readonly legStatuses: readonly BetStatusId[] },
): SettledHyperBonus {
  const counted = coupon.legStatuses.filter((s) => !VOID.has(s)).length;
  const percent = hyperBonusPercentFor(rules, counted);
  return { percent, boost: hyperBonusBoost(coupon.payout - coupon.stake, percent, rules.maxBoost) };
}

/**
 * The §5 bonus coefficient and the hyper bonus are never both on a coupon: the one that adds more
 * to the possible win is kept; on a tie the §5 bonus coefficient (the spec's own rule) stays.
 */
export function prefersHyperBonus(bonusCoefGain: bigint, hyperBoost: bigint): boolean {
  return hyperBoost > bonusCoefGain;
}
