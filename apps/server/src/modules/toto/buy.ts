import { move } from '@sb/ledger';
import type { Pick, TotoRules } from '@sb/toto';
import type { Db } from '../../db/client';
import { houseAccount, LedgerError, transfer } from '../ledger';
import { totoError } from './errors';
import { insertCoupon, lockSellingDraw, type CouponRow } from './repository';
import { HOUSE_TOTO, STAKE_KIND, stakeKey } from './settle-draw';

/**
 * Buying a coupon (issue 19 "Toto"): the draw is share-locked while it still sells (the job
 * cannot close it meanwhile), and the coupon and the stake's ledger transfer (keyed by the coupon
 * id) are written in one transaction: a refused stake writes nothing, a retry with the same
 * coupon id buys nothing twice.
 */
export class CouponIdTaken extends Error {}

export interface Purchase {
  rules: TotoRules;
  userId: number;
  account: { id: number; currency: string };
  couponId: string;
  drawId: string;
  predictions: Pick[][];
  combinations: number;
  perCombination: bigint;
  stake: bigint;
  at: Date;
}

export async function buyCoupon(db: Db, p: Purchase): Promise<{ coupon: CouponRow; balance: bigint | null }> {
  return db.transaction(async (tx) => {
    const draw = await lockSellingDraw(tx, p.drawId, p.at);
    if (!draw) throw totoError(409, 'draw_closed', 'the draw no longer sells');
    if (draw.events.length !== p.predictions.length)
      throw totoError(400, 'wrong_event_count', 'one prediction per event of the draw');
    const coupon: CouponRow = {
      id: p.couponId,
      userId: p.userId,
      drawId: p.drawId,
      accountId: p.account.id,
      currency: p.account.currency,
      predictions: p.predictions,
      combinations: p.combinations,
      perCombination: p.perCombination,
      stake: p.stake,
      status: 'open',
      hits: null,
      bestHits: null,
      prize: 0n,
      createdAt: p.at,
      settledAt: null,
    };
    if (!(await insertCoupon(tx, coupon))) throw new CouponIdTaken();
    const house = await houseAccount(tx, HOUSE_TOTO, p.account.currency);
    try {
      const out = await transfer(tx, {
        idempotencyKey: stakeKey(p.couponId),
        kind: STAKE_KIND,
        postings: move(p.account.id, house, p.stake),
        meta: { couponId: p.couponId, drawId: p.drawId },
      });
      return { coupon, balance: out.balances.get(p.account.id) ?? null };
    } catch (err) {
      if (err instanceof LedgerError && err.code === 'insufficient_funds')
        throw totoError(400, 'insufficient_funds', 'the balance does not cover the coupon');
      if (err instanceof LedgerError) throw totoError(400, 'account_not_found', err.code);
      throw err;
    }
  });
}
