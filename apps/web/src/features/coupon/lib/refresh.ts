import { isBetLocked } from '@sb/coupon';
import { GAME_STATUS_ID, type Outcome } from '@sb/contracts';
import type { CouponBet } from '../../../lib/coupon-store';

/**
 * Fresh prices applied to the selections: a moved coef keeps the old one (the leg shows up or
 * down), a blocked flag follows the line, and a selection the line no longer offers is locked.
 * Returns the same array when nothing changed, so the store is not written for nothing.
 */
export function applyOutcomeRefresh(bets: readonly CouponBet[], outcomes: readonly Outcome[]): readonly CouponBet[] {
  const byId = new Map(outcomes.map((o) => [o.id, o]));
  let changed = false;
  const next = bets.map((b) => {
    const o = byId.get(b.market.id);
    if (!o) {
      if (b.isBlocked) return b;
      changed = true;
      return { ...b, isBlocked: true };
    }
    if (o.coef === b.market.coef && o.isBlocked === b.isBlocked && o.isLive === b.market.isLive) return b;
    changed = true;
    return {
      ...b,
      isBlocked: o.isBlocked,
      market: { ...b.market, coef: o.coef, isLive: o.isLive },
      ...(o.coef !== b.market.coef ? { prevCoef: b.market.coef } : {}),
    };
  });
  return changed ? next : bets;
}

/** How the leg's price moved at the last refresh. */
export function coefMove(bet: CouponBet): 'up' | 'down' | null {
  if (bet.prevCoef === undefined || bet.prevCoef === bet.market.coef) return null;
  return bet.market.coef > bet.prevCoef ? 'up' : 'down';
}

/** §4 Coupon: locked if blocked, dependent or banned for express; a finished game (status 4) too. */
export function isLegLocked(bet: CouponBet): boolean {
  return isBetLocked(bet) || bet.gameStatusId === GAME_STATUS_ID.finished;
}
