import type { BetErrorCode } from '@sb/contracts';
import { betError } from './errors';
import type { PlacementPlan } from './placement';
import { shareOf } from './present';

/**
 * Issue 16 coupon boost, the betting side: a promo code on a sport coupon adds `percent` % of the
 * coupon's net winnings, at most `cap`, paid by settlement (its own `promo_boost:` transfer) when
 * the coupon wins. The code's terms come from the bonuses module (BettingDeps.couponBoost).
 */
export interface BoostTerms {
  id: number;
  percent: number;
  cap: bigint;
  currency: string;
  /** Thousandths (null: any odds). */
  minOdds: number | null;
  couponTypes: number[];
  expiresAt: Date;
  used: boolean;
}

/** What the coupon stores: the code's id, its percentage and cap. */
export interface PlacedBoost {
  codeId: number;
  percent: number;
  cap: bigint;
}

/** A promo code as typed on the coupon: trimmed, upper-case; '' when none. */
export const normalisePromoCode = (code: string | undefined): string => (code ?? '').trim().toUpperCase();

/** Why this code cannot boost this coupon (null: it can). */
export function boostRefusal(
  t: BoostTerms | null,
  coupon: { typeId: number; legCoefs: number[]; currency: string },
  now: number,
): BetErrorCode | null {
  if (!t) return 'promo_code_unknown';
  if (t.used) return 'promo_code_used';
  if (now >= t.expiresAt.getTime()) return 'promo_code_expired';
  if (t.currency !== coupon.currency) return 'promo_code_not_applicable';
  if (t.couponTypes.length > 0 && !t.couponTypes.includes(coupon.typeId)) return 'promo_code_not_applicable';
  const minOdds = t.minOdds;
  if (minOdds !== null && coupon.legCoefs.some((c) => c < minOdds)) return 'promo_code_not_applicable';
  return null;
}

/** Checks the code against the planned coupon; a refusal is a 400 with its code, nothing is placed. */
export function placedBoost(t: BoostTerms | null, plan: PlacementPlan, currency: string, now: number): PlacedBoost {
  const refusal = boostRefusal(t, { typeId: plan.typeId, legCoefs: plan.legs.map((l) => l.coef), currency }, now);
  if (refusal !== null || !t)
    throw betError(400, refusal ?? 'promo_code_unknown', 'the promo code cannot boost this coupon');
  return { codeId: t.id, percent: t.percent, cap: t.cap };
}

/** The boost on a payout: P % of the net winnings (payout − stake), rounded down, at most the cap; 0 unless won. */
export function promoBoostAmount(payout: bigint, stake: bigint, percent: number, cap: bigint): bigint {
  const net = payout - stake;
  if (net <= 0n || percent <= 0) return 0n;
  const boost = (net * BigInt(percent)) / 100n;
  return boost < cap ? boost : cap;
}

/** The boost a coupon is owed at this payout (its live share of the stake; 0 without a boost). */
export function promoBoostOf(
  c: { promoBoostPercent: number | null; promoBoostCap: bigint | null; stake: bigint; sharePpm: number },
  payout: bigint,
): bigint {
  if (c.promoBoostPercent === null || c.promoBoostCap === null) return 0n;
  return promoBoostAmount(payout, shareOf(c.stake, c.sharePpm), c.promoBoostPercent, c.promoBoostCap);
}

/** The bonuses module's lookup of a boost code for a player (BettingDeps.couponBoost). */
export type CouponBoostLookup = (userId: number, code: string) => Promise<BoostTerms | null>;

/**
 * Placement's boost: none without a code or without the lookup wired (the code is then only
 * stored, as before issue 16); otherwise the code must boost this coupon or placement is refused.
 */
export async function boostForPlacement(
  lookup: CouponBoostLookup | undefined,
  userId: number,
  input: { promoCode?: string | undefined },
  plan: PlacementPlan,
  currency: string,
  now: number,
): Promise<PlacedBoost | null> {
  const code = normalisePromoCode(input.promoCode);
  if (!lookup || code === '') return null;
  return placedBoost(await lookup(userId, code), plan, currency, now);
}
