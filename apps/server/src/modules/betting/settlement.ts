import { sql } from 'drizzle-orm';
import { BET_STATUS, settleCoupon, type BetStatusId } from '@sb/coupon';
import { GAME_STATUS_ID, type GameResult, type Outcome } from '@sb/contracts';
import type { Db } from '../../db/client';
import { houseAccount, type Tx } from '../ledger';
import { couponStatusId, money, toCoupon } from './coupon-model';
import { postBatch, type BatchPosting } from './ledger-batch';
import { hyperBonusOf, shareOf } from './present';
import { promoBoostOf } from './promo-boost';
import { factsOf, loadCoupons, type CouponWithLegs } from './repository';

export type SettleLeg = (
  outcome: Pick<Outcome, 'sportId' | 'groupId' | 'typeId' | 'param'>,
  result: GameResult,
) => BetStatusId;

/** Where settlement pays from (stakes go to `house:bets:<shard>`, see service.ts). */
export const HOUSE_WINS = 'house:wins';
/** Coupons settled per database transaction. */
export const SETTLE_BATCH = 1000;
/** A stand-in for a NULL param in set-based matching (no real line is this far out). */
const NO_PARAM = -1e9;

export interface BalanceChange {
  userId: number;
  accountId: number;
  currency: string;
  balance: bigint;
}

/** Issue 16: a coupon settled for the first time (bonus wagering counts it once, in the settling transaction). */
export interface SettledStake {
  userId: number;
  couponId: number;
  stake: bigint;
  /** The lowest leg coefficient in thousandths; whether the coupon was returned (payout = stake). */
  minCoef: number;
  returned: boolean;
}
export type OnStakesSettled = (tx: Tx, stakes: SettledStake[]) => Promise<void>;

export interface SettleReport {
  legs: number;
  coupons: number;
  credited: bigint;
  debited: bigint;
  shortfall: bigint;
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

const intArr = (values: readonly number[]) => sql`${`{${values.join(',')}}`}::int[]`;
const floatArr = (values: readonly number[]) => sql`${`{${values.join(',')}}`}::float8[]`;

/**
 * Settles one game's result (docs/betting.md, Settlement):
 * 1. legs: one status per distinct outcome of the game (settleOutcome; a cancelled game forces
 *    returns), written with one UPDATE for every leg whose result version is older;
 * 2. coupons: every open or settled coupon with a leg on the game is recomputed from its legs in
 *    batches; a changed payout is posted through the ledger with the key
 *    `bet_settle:{couponId}:{settleVersion}` in the same transaction as the coupon update, so a
 *    result delivered twice pays once and a correction posts only the difference.
 */
export async function settleGame(
  db: Db,
  result: GameResult,
  settleLeg: SettleLeg,
  now: Date,
  onBalance: (changes: BalanceChange[]) => Promise<void>,
  onSettled?: OnStakesSettled,
): Promise<SettleReport> {
  const report: SettleReport = { legs: 0, coupons: 0, credited: 0n, debited: 0n, shortfall: 0n };
  const outcomes = rowsOf<{ sport_id: number; group_id: number; type_id: number; param: number | null }>(
    await db.execute(sql`
      select distinct sport_id, group_id, type_id, param from bet_coupon_leg
      where game_id = ${result.gameId} and result_version < ${result.version}`),
  );
  const statuses = outcomes
    .map((o) => {
      let status: number;
      if (result.statusId === GAME_STATUS_ID.cancelled) status = BET_STATUS.forcedReturn;
      else {
        try {
          status = settleLeg({ sportId: o.sport_id, groupId: o.group_id, typeId: o.type_id, param: o.param }, result);
        } catch {
          status = BET_STATUS.notCalculated;
        }
      }
      return { ...o, status };
    })
    .filter((o) => o.status >= 0);
  if (statuses.length) {
    const updated = await db.execute(sql`
      update bet_coupon_leg l set status_id = s.status, result_version = ${result.version}
      from unnest(${intArr(statuses.map((s) => s.group_id))}, ${intArr(statuses.map((s) => s.type_id))},
                  ${floatArr(statuses.map((s) => s.param ?? NO_PARAM))}, ${intArr(statuses.map((s) => s.status))})
        as s(group_id, type_id, param, status)
      where l.game_id = ${result.gameId} and l.result_version < ${result.version}
        and l.group_id = s.group_id and l.type_id = s.type_id and coalesce(l.param, ${NO_PARAM}) = s.param`);
    const u = updated as { rowCount?: number | null; affectedRows?: number };
    report.legs = u.rowCount ?? u.affectedRows ?? 0;
  }
  const ids = rowsOf<{ id: string }>(
    await db.execute(sql`
      select distinct l.coupon_id::text as id from bet_coupon_leg l join bet_coupon c on c.id = l.coupon_id
      where l.game_id = ${result.gameId} and c.status in ('open', 'settled') order by 1`),
  ).map((r) => Number(r.id));
  for (let i = 0; i < ids.length; i += SETTLE_BATCH) {
    const changes = await settleBatch(db, ids.slice(i, i + SETTLE_BATCH), now, report, onSettled);
    if (changes.length) await onBalance(changes);
  }
  return report;
}

interface Decision {
  coupon: CouponWithLegs;
  payout: bigint;
  statusId: number;
  delta: bigint;
  key: string;
  /** Issue 16: the hyper bonus owed on top of the payout, what to move for it, and its ledger key. */
  boost: bigint;
  hyperDelta: bigint;
  hyperKey: string;
  /** Issue 16 coupon boost: the promo boost owed on top of the payout, what to move, its ledger key. */
  promo: bigint;
  promoDelta: bigint;
  promoKey: string;
}

function decide(c: CouponWithLegs): Decision | null {
  const s = settleCoupon(toCoupon(factsOf(c)), { maxPayout: money(c.maxPayout) });
  if (s.state !== 'settled') return null;
  const payout = shareOf(s.payout, c.sharePpm);
  // Issue 16: the hyper bonus on the legs not voided, only when the express won.
  const { boost } = hyperBonusOf(c, payout);
  // Issue 16 coupon boost: P % of the net winnings (capped), only when the coupon won.
  const promo = promoBoostOf(c, payout);
  // paid = payout + shortfall: what the player holds from this coupon's bet_settle postings so far.
  const paid = c.payout + c.shortfall;
  if (c.status === 'settled' && payout === c.payout && boost === c.hyperBonusPaid && promo === c.promoBoostPaid)
    return null;
  const version = c.settleVersion + 1;
  return {
    coupon: c,
    payout,
    statusId: couponStatusId(s.payout, c.stake),
    delta: payout - paid,
    key: `bet_settle:${c.id}:${version}`,
    boost,
    hyperDelta: boost - c.hyperBonusPaid,
    hyperKey: `hyper_bonus:${c.id}:${version}`,
    promo,
    promoDelta: promo - c.promoBoostPaid,
    promoKey: `promo_boost:${c.id}:${version}`,
  };
}

async function settleBatch(
  db: Db,
  ids: readonly number[],
  now: Date,
  report: SettleReport,
  onSettled?: OnStakesSettled,
): Promise<BalanceChange[]> {
  return db.transaction(async (tx: Tx) => {
    // Read the coupons locked (in id order): a cash out or another settler waits, and what is
    // decided here is their current state.
    const coupons = await loadCoupons(tx, ids, { lock: true });
    const fresh = coupons
      .filter((c) => c.status === 'open' || c.status === 'settled')
      .map(decide)
      .filter((d): d is Decision => d !== null);
    if (fresh.length === 0) return [];
    const houses = new Map<string, number>();
    for (const cur of new Set(fresh.map((d) => d.coupon.currency)))
      houses.set(cur, await houseAccount(tx, HOUSE_WINS, cur));
    // Issue 16: the hyper bonus is its own transfer from the house (`hyper_bonus:{couponId}:{version}`),
    // right after the payout's, in the same transaction as the coupon update.
    const postings: BatchPosting[] = fresh.flatMap((d) => {
      const base = {
        playerAccountId: d.coupon.accountId,
        houseAccountId: houses.get(d.coupon.currency) ?? 0,
        meta: { couponId: String(d.coupon.id), settleVersion: d.coupon.settleVersion + 1 },
      };
      const settle = {
        ...base,
        idempotencyKey: d.key,
        kind: d.delta > 0n && d.statusId === 2 ? 'bet_refund' : 'bet_win',
        amount: d.delta,
      };
      const hyper = { ...base, idempotencyKey: d.hyperKey, kind: 'bet_hyper_bonus', amount: d.hyperDelta };
      // Issue 16 coupon boost: its own transfer from the house (`promo_boost:{couponId}:{version}`), last.
      const promo = { ...base, idempotencyKey: d.promoKey, kind: 'bet_promo_boost', amount: d.promoDelta };
      return [settle, ...(d.hyperDelta === 0n ? [] : [hyper]), ...(d.promoDelta === 0n ? [] : [promo])];
    });
    const { applied, duplicates } = await postBatch(tx, postings);
    const done = fresh.filter(
      (d) => !duplicates.has(d.key) && !duplicates.has(d.hyperKey) && !duplicates.has(d.promoKey),
    );
    const rows = done.map((d) => {
      const moved = applied.get(d.key)?.moved ?? 0n;
      const hyperMoved = applied.get(d.hyperKey)?.moved ?? 0n;
      const promoMoved = applied.get(d.promoKey)?.moved ?? 0n;
      // What the player holds from this coupon's settlement beyond payout + boost: a correction the
      // balance could not cover.
      const shortfall =
        d.coupon.payout +
        d.coupon.shortfall +
        d.coupon.hyperBonusPaid +
        d.coupon.promoBoostPaid +
        moved +
        hyperMoved +
        promoMoved -
        d.payout -
        d.boost -
        d.promo;
      for (const m of [moved, hyperMoved, promoMoved]) {
        if (m > 0n) report.credited += m;
        else report.debited -= m;
      }
      report.shortfall += shortfall > 0n ? shortfall : 0n;
      return { d, shortfall: shortfall > 0n ? shortfall : 0n };
    });
    if (rows.length) {
      await tx.execute(sql`
        update bet_coupon c set status = 'settled', payout = u.payout, shortfall = u.shortfall,
          bet_status_id = u.status_id, settle_version = c.settle_version + 1, settled_at = ${now.toISOString()}::timestamptz,
          hyper_bonus_paid = u.boost, promo_boost_paid = u.promo
        from unnest(${sql`${`{${rows.map((r) => r.d.coupon.id).join(',')}}`}::bigint[]`},
                    ${sql`${`{${rows.map((r) => r.d.payout.toString()).join(',')}}`}::bigint[]`},
                    ${sql`${`{${rows.map((r) => r.shortfall.toString()).join(',')}}`}::bigint[]`},
                    ${intArr(rows.map((r) => r.d.statusId))},
                    ${sql`${`{${rows.map((r) => r.d.boost.toString()).join(',')}}`}::bigint[]`},
                    ${sql`${`{${rows.map((r) => r.d.promo.toString()).join(',')}}`}::bigint[]`})
          as u(id, payout, shortfall, status_id, boost, promo)
        where c.id = u.id`);
    }
    report.coupons += rows.length;
    const first = rows
      .filter((r) => r.d.coupon.status === 'open')
      .map(({ d: { coupon: c, statusId } }) => ({
        userId: c.userId,
        couponId: c.id,
        stake: c.stake,
        minCoef: Math.min(...c.legs.map((l) => l.coef)),
        returned: statusId === 2,
      }));
    if (onSettled && first.length) await onSettled(tx, first);
    const last = new Map<number, BalanceChange>();
    for (const { d } of rows) {
      // The last of the transfers holds the balance after all of them.
      const a = [applied.get(d.promoKey), applied.get(d.hyperKey), applied.get(d.key)].find(
        (x) => x !== undefined && x.moved !== 0n,
      );
      if (a && a.moved !== 0n)
        last.set(d.coupon.accountId, {
          userId: d.coupon.userId,
          accountId: d.coupon.accountId,
          currency: d.coupon.currency,
          balance: a.balance,
        });
    }
    return [...last.values()];
  });
}

/**
 * Issue 14: recomputes these coupons (open or settled) from their legs as stored, in batches, and
 * posts every changed payout; in-play settlement calls it after writing the legs decided in play.
 */
export async function settleCoupons(
  db: Db,
  ids: readonly number[],
  now: Date,
  onBalance: (changes: BalanceChange[]) => Promise<void>,
  onSettled?: OnStakesSettled,
): Promise<SettleReport> {
  const report: SettleReport = { legs: 0, coupons: 0, credited: 0n, debited: 0n, shortfall: 0n };
  for (let i = 0; i < ids.length; i += SETTLE_BATCH) {
    const changes = await settleBatch(db, ids.slice(i, i + SETTLE_BATCH), now, report, onSettled);
    if (changes.length) await onBalance(changes);
  }
  return report;
}
