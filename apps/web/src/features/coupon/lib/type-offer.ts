import { COUPON_TYPE, allowedCouponTypes, systemValues, type CouponTypeId } from '@sb/coupon';
import type { CouponBet } from '../../../lib/coupon-store';

/**
 * §3 Coupon types the selections allow (`allowedCouponTypes`: by count, distinct games, no
 * locked leg in a combination). Blocked legs are shown locked; they do not empty the offer, the
 * player removes them (placing refuses them anyway).
 */
export function offeredTypes(bets: readonly CouponBet[]): CouponTypeId[] {
  return allowedCouponTypes(
    bets.map((b) => ({
      gameId: b.market.gameId,
      isBlocked: false,
      isDepend: b.isDepend,
      isBannedExpress: b.isBannedExpress,
    })),
  );
}

/**
 * The type the coupon shows: the chosen one while the selections allow it, else the natural one
 * for the count (a single for one selection, an express for more, many singles when the legs
 * cannot be combined).
 */
export function effectiveType(chosen: number, offered: readonly CouponTypeId[]): CouponTypeId | null {
  const found = offered.find((t) => t === chosen);
  if (found !== undefined) return found;
  for (const preferred of [COUPON_TYPE.single, COUPON_TYPE.express, COUPON_TYPE.manySingles]) {
    if (offered.includes(preferred)) return preferred;
  }
  return offered[0] ?? null;
}

/** Types whose selections may be bankers (system) or lobby (multi-bet). */
export const hasBankers = (typeId: number) => typeId === COUPON_TYPE.system;
export const hasLobby = (typeId: number) => typeId === COUPON_TYPE.multiBet;
export const usesSystemValue = (typeId: number) => typeId === COUPON_TYPE.system || typeId === COUPON_TYPE.multiBet;

/** Legs of the system (bankers apart) or multi-bet (lobby apart) and the values k the selector offers. */
export function systemChoice(typeId: number, bets: readonly CouponBet[]): { values: number[]; bankers: number } {
  if (typeId === COUPON_TYPE.system) {
    const bankers = bets.filter((b) => b.isBanker).length;
    return { values: systemValues(bets.length, bankers), bankers };
  }
  if (typeId === COUPON_TYPE.multiBet) {
    const events = bets.filter((b) => !b.isLobby).length;
    return { values: systemValues(events), bankers: 0 };
  }
  return { values: [], bankers: 0 };
}

/** §4/§5 "System value is at least 2": the chosen k when offered, else the smallest offered. */
export function effectiveSystemValue(chosen: number, values: readonly number[]): number | null {
  return values.includes(chosen) ? chosen : (values[0] ?? null);
}
