import type { CouponView } from '@sb/contracts';
import type { Db } from '../../db/client';
import type { LinePort } from '../line';
import { betError } from './errors';
import { presentCoupon } from './present';
import { bookingByCode, couponHistory, loadCoupons, type CouponFilter } from './repository';

/**
 * Issue 12: betting's reads — a player's coupon history, one coupon, a booking code — each a
 * function of the database (through the repository), the line and the clock; none writes.
 */
export async function couponHistoryView(db: Db, userId: number, q: CouponFilter) {
  const { total, ids, totals } = await couponHistory(db, userId, q);
  const coupons = await loadCoupons(db, ids);
  return { coupons: coupons.map(presentCoupon), page: q.page, pageSize: q.pageSize, total, totals };
}

/** One coupon of its owner; anyone else's id is not found (no hint that it exists). */
export async function ownCoupon(db: Db, userId: number, id: number): Promise<CouponView> {
  const [c] = await loadCoupons(db, [id]);
  if (!c || c.userId !== userId) throw betError(404, 'not_found', `coupon ${id}`);
  return presentCoupon(c);
}

/** A booking code's outcomes with their names on the line now (unknown ones: null). */
export async function bookingView(db: Db, line: LinePort | undefined, code: string, now: number) {
  const row = await bookingByCode(db, code.toUpperCase());
  if (!row || row.expiresAt.getTime() <= now) throw betError(404, 'booking_not_found', 'unknown or expired code');
  return {
    code: row.code,
    bets: row.outcomeIds.map((outcomeId) => {
      const found = line?.outcome(outcomeId) ?? null;
      return {
        outcomeId,
        outcome: found ? found.outcome : null,
        names: found
          ? {
              champName: found.game.champName,
              team1: found.game.team1.name,
              team2: found.game.team2?.name ?? null,
              title: found.game.title,
              startAt: found.game.startAt,
            }
          : null,
      };
    }),
  };
}
