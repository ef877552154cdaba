import { sql } from 'drizzle-orm';
import { BET_STATUS, settleCoupon, type BetStatusId } from '@sb/coupon';
import { GAME_STATUS_ID, type GameResult, type Outcome } from '@sb/contracts';
import type { Db } from '../../db/client';
import { houseAccount, type Tx } from '../ledger';
import { couponStatusId, money, toCoupon } from './coupon-model';
import { postBatch, type BatchPosting } from './ledger-batch';
import { shareOf } from './present';
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
    const changes = await settleBatch(db, ids.slice(i, i + SETTLE_BATCH), now, report);
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
}

function decide(c: CouponWithLegs): Decision | null {
  const s = settleCoupon(toCoupon(factsOf(c)), { maxPayout: money(c.maxPayout) });
  if (s.state !== 'settled') return null;
  const payout = shareOf(s.payout, c.sharePpm);
  // paid = payout + shortfall: what the player holds from this coupon's settlement so far.
  const paid = c.payout + c.shortfall;
  if (c.status === 'settled' && payout === c.payout) return null;
  return {
    coupon: c,
    payout,
    statusId: couponStatusId(s.payout, c.stake),
    delta: payout - paid,
    key: `bet_settle:${c.id}:${c.settleVersion + 1}`,
  };
}

async function settleBatch(db: Db, ids: readonly number[], now: Date, report: SettleReport): Promise<BalanceChange[]> {
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
    const postings: BatchPosting[] = fresh.map((d) => ({
      idempotencyKey: d.key,
      kind: d.delta > 0n && d.statusId === 2 ? 'bet_refund' : 'bet_win',
      playerAccountId: d.coupon.accountId,
      houseAccountId: houses.get(d.coupon.currency) ?? 0,
      amount: d.delta,
      meta: { couponId: String(d.coupon.id), settleVersion: d.coupon.settleVersion + 1 },
    }));
    const { applied, duplicates } = await postBatch(tx, postings);
    const done = fresh.filter((d) => !duplicates.has(d.key));
    const rows = done.map((d) => {
      const moved = applied.get(d.key)?.moved ?? 0n;
      const shortfall = d.coupon.payout + d.coupon.shortfall + moved - d.payout;
      if (moved > 0n) report.credited += moved;
      else report.debited -= moved;
      report.shortfall += shortfall > 0n ? shortfall : 0n;
      return { d, shortfall: shortfall > 0n ? shortfall : 0n };
    });
    if (rows.length) {
      await tx.execute(sql`
        update bet_coupon c set status = 'settled', payout = u.payout, shortfall = u.shortfall,
          bet_status_id = u.status_id, settle_version = c.settle_version + 1, settled_at = ${now.toISOString()}::timestamptz
        from unnest(${sql`${`{${rows.map((r) => r.d.coupon.id).join(',')}}`}::bigint[]`},
                    ${sql`${`{${rows.map((r) => r.d.payout.toString()).join(',')}}`}::bigint[]`},
                    ${sql`${`{${rows.map((r) => r.shortfall.toString()).join(',')}}`}::bigint[]`},
                    ${intArr(rows.map((r) => r.d.statusId))}) as u(id, payout, shortfall, status_id)
        where c.id = u.id`);
    }
    report.coupons += rows.length;
    const last = new Map<number, BalanceChange>();
    for (const { d } of rows) {
      const a = applied.get(d.key);
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
