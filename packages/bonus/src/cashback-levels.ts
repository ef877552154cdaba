import type { CashbackPeriod } from './cashback';
import { cashbackAmount } from './cashback';
import { VIP_LEVELS, VIP_PERIOD_DAYS, vipStatus, type VipLevelId } from './loyalty';

/**
 * Issue 16 cashback by VIP level (spec §2 office casino/vipcashback, casino/premiumcashback). The
 * level tables are configuration (here), not columns of a definition:
 *
 * - VIP cashback (casino/vipcashback): every active CASINO cashback definition's `percent` and
 *   `cap` are the Bronze terms; a higher level multiplies both by its factor (hundredths).
 * - Premium cashback (casino/premiumcashback): a separate casino programme for Gold and Platinum
 *   only, paid on top of the VIP cashback at its own rate and cap (minor units of the player's
 *   currency). Lower levels get nothing from it.
 *
 * The level that counts is the one at the period's END (points earned in the 90 days before it),
 * so a level change during the period changes the rate but never pays twice (one ledger key per
 * programme, player, currency and period).
 */
export const VIP_CASHBACK_FACTORS: Readonly<Record<VipLevelId, number>> = {
  bronze: 100,
  silver: 125,
  gold: 150,
  platinum: 200,
};

export interface CashbackTerms {
  percent: number;
  cap: bigint | null;
}

/** A casino cashback definition's terms at a level: percent and cap × the level's factor (percent ≤ 100). */
export function vipCashbackTerms(base: CashbackTerms, level: VipLevelId): CashbackTerms {
  const f = VIP_CASHBACK_FACTORS[level];
  const percent = Math.min(100, Math.round(base.percent * f) / 100);
  return { percent, cap: base.cap === null ? null : (base.cap * BigInt(f)) / 100n };
}

export const PREMIUM_CASHBACK: Readonly<Record<VipLevelId, CashbackTerms | null>> = {
  bronze: null,
  silver: null,
  gold: { percent: 5, cap: 50_000n },
  platinum: { percent: 8, cap: 150_000n },
};

/** The lowest level the premium programme pays. */
export const PREMIUM_MIN_LEVEL: VipLevelId = 'gold';

const minPoints = (level: VipLevelId): number => VIP_LEVELS.find((l) => l.id === level)?.minPoints ?? 0;

/** Points still to earn (in the rolling 90 days) to qualify for premium cashback; 0 when qualified. */
export const premiumPointsNeeded = (earned: number): number =>
  Math.max(0, minPoints(PREMIUM_MIN_LEVEL) - Math.max(0, Math.floor(earned)));

/** Premium cashback of a period's net loss at a level (0 below Gold). */
export function premiumCashbackAmount(level: VipLevelId, loss: bigint): bigint {
  const terms = PREMIUM_CASHBACK[level];
  return terms ? cashbackAmount(terms, loss) : 0n;
}

/** VIP cashback of a period's net loss at a level, for a definition's Bronze terms. */
export const vipCashbackAmount = (base: CashbackTerms, level: VipLevelId, loss: bigint): bigint =>
  cashbackAmount(vipCashbackTerms(base, level), loss);

/** The window of points that decides a period's level: the 90 days before its end. */
export const levelWindow = (p: CashbackPeriod): { from: number; to: number } => ({
  from: p.end - VIP_PERIOD_DAYS * 86_400_000,
  to: p.end,
});

/** The level at the period's end from the points earned in its window. */
export const levelAtPeriodEnd = (earnedInWindow: number): VipLevelId => vipStatus(earnedInWindow).level;
