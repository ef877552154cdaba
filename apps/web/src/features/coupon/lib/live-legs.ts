import { isBetLive } from '@sb/coupon';
import type { LiveOutcome } from '../../../lib/live-socket';
import type { CouponBet } from '../../../lib/coupon-store';

/**
 * §4 Coupon "a bet is live": the game is not finished and it is playing (status 2 or 3) or the
 * selected market is a live one. The coupon knows no game clock or live-in-live flag of its own.
 */
export function isLiveLeg(bet: Pick<CouponBet, 'gameStatusId' | 'market'>): boolean {
  return isBetLive({
    gameStatusId: bet.gameStatusId,
    hasGameTime: false,
    isLiveInLive: false,
    isMarketLive: bet.market.isLive,
  });
}

/**
 * Prices pushed by the selections' `outcome:ID` topics: a moved coef keeps the old one (the leg
 * shows up or down, the coupon's coef indication), the blocked flag and the game's status follow,
 * a removed outcome locks its leg. Only the legs named are touched; the same array when nothing
 * changed.
 */
export function applyLiveOutcomes(
  bets: readonly CouponBet[],
  outcomes: ReadonlyMap<string, LiveOutcome>,
  removed: ReadonlySet<string>,
): readonly CouponBet[] {
  let changed = false;
  const next = bets.map((b) => {
    const o = outcomes.get(b.market.id);
    if (!o) {
      if (!removed.has(b.market.id) || b.isBlocked) return b;
      changed = true;
      return { ...b, isBlocked: true };
    }
    if (
      o.coef === b.market.coef &&
      o.isBlocked === b.isBlocked &&
      o.isLive === b.market.isLive &&
      o.gameStatusId === b.gameStatusId
    )
      return b;
    changed = true;
    return {
      ...b,
      isBlocked: o.isBlocked,
      gameStatusId: o.gameStatusId,
      market: { ...b.market, coef: o.coef, isLive: o.isLive },
      ...(o.coef !== b.market.coef ? { prevCoef: b.market.coef } : {}),
    };
  });
  return changed ? next : bets;
}
