import { randomInt } from 'node:crypto';
import { BOOKING_CODE_ALPHABET, type CashoutOffer } from '@sb/contracts';
import { move } from '@sb/ledger';
import type { Db } from '../../db/client';
import { houseAccount, transfer, type Tx } from '../ledger';
import { betError } from './errors';
import { hitCounter, insertBooking, loadCoupons, lockCoupon, recordCashout, type CouponWithLegs } from './repository';
import { HOUSE_WINS } from './settlement';

/**
 * Issue 12: betting's state changes besides placement (place-statement.ts) and settlement
 * (settlement.ts). A command that needs a transaction is given one.
 */
const BOOKING_CODE_LENGTH = 8;

export interface CashoutCommand {
  userId: number;
  couponId: number;
  /** The offer the player saw, in minor units: a changed offer is refused. */
  expected: bigint;
  percent: number;
  /** The current offer for the locked coupon. */
  offerOf: (c: CouponWithLegs) => CashoutOffer;
  at: Date;
}

/**
 * Cash out (a share of) a coupon: the coupon row is locked, the offer must still be the one the
 * player saw, the house pays the share and the coupon keeps the rest of its stake.
 */
export async function cashoutCoupon(
  tx: Tx,
  cmd: CashoutCommand,
): Promise<{ c: CouponWithLegs; paid: bigint; balance: bigint | undefined }> {
  const id = cmd.couponId;
  await lockCoupon(tx, id);
  const [c] = await loadCoupons(tx, [id]);
  if (!c || c.userId !== cmd.userId) throw betError(404, 'not_found', `coupon ${id}`);
  const offer = cmd.offerOf(c);
  if (!offer.available) throw betError(409, 'cashout_unavailable', offer.reason ?? 'no offer', { offer });
  if (BigInt(offer.amount) !== cmd.expected) throw betError(409, 'cashout_changed', 'the offer changed', { offer });
  const paid = (BigInt(offer.amount) * BigInt(cmd.percent)) / 100n;
  if (paid <= 0n) throw betError(409, 'cashout_unavailable', 'nothing to pay', { offer });
  const house = await houseAccount(tx, HOUSE_WINS, c.currency);
  const moved = await transfer(tx, {
    idempotencyKey: `bet_cashout:${c.id}:${c.cashoutCount + 1}`,
    kind: 'bet_win',
    postings: move(house, c.accountId, paid),
    meta: { couponId: String(c.id), percent: cmd.percent },
  });
  const full = cmd.percent === 100;
  const sharePpm = full ? 0 : Math.floor((c.sharePpm * (100 - cmd.percent)) / 100);
  await recordCashout(tx, c.id, {
    cashedOut: c.cashedOut + paid,
    cashoutCount: c.cashoutCount + 1,
    sharePpm,
    ...(full ? { status: 'cashed_out', settledAt: cmd.at } : {}),
  });
  return { c, paid, balance: moved.balances.get(c.accountId) };
}

/** Stores a new booking code for the outcomes (a taken code is drawn again). */
export async function createBooking(
  db: Db,
  outcomeIds: readonly string[],
  now: number,
  expiresAt: number,
): Promise<string> {
  for (;;) {
    const code = Array.from(
      { length: BOOKING_CODE_LENGTH },
      () => BOOKING_CODE_ALPHABET[randomInt(BOOKING_CODE_ALPHABET.length)],
    ).join('');
    const stored = await insertBooking(db, {
      code,
      outcomeIds: [...outcomeIds],
      createdAt: new Date(now),
      expiresAt: new Date(expiresAt),
    });
    if (stored !== undefined) return stored;
  }
}

/**
 * Loading a booking code needs no login (a code is shared with friends who have no account), so
 * the load is rate-limited per IP like the other anonymous calls: codes are short, and without a
 * cap a caller could walk the code space.
 */
export const BOOKING_LOADS_PER_IP = 60;
export const BOOKING_LOAD_WINDOW_S = 10 * 60;

export async function countBookingLoad(db: Db, ip: string, now: number): Promise<void> {
  if ((await hitCounter(db, `booking:ip:${ip}`, BOOKING_LOAD_WINDOW_S, now)) > BOOKING_LOADS_PER_IP)
    throw betError(429, 'too_many_requests', 'too many booking code loads; try again later');
}
