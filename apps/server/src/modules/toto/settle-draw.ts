import { move } from '@sb/ledger';
import { settleDraw as settlePure, type EventOutcome, type TotoRules } from '@sb/toto';
import type { Db } from '../../db/client';
import { houseAccount, transfer, type Tx } from '../ledger';
import { totoResultOf, type TotoLine } from './port';
import {
  lockDraw,
  lockJackpot,
  setJackpot,
  settleCoupon,
  unsettledOfDraw,
  updateDraw,
  type CouponRow,
  type DrawRow,
} from './repository';
import type { TotoResultRow, TotoTierRow } from './schema';

/**
 * Settling one draw (issue 19 "Toto"), once every event has a result: finished matches give
 * 1 / X / 2 from the score, a cancelled one counts as correct for every pick (@sb/toto hits.ts).
 * In one transaction the draw row is locked (a second run finds it settled and does nothing),
 * the pool of each currency is split (@sb/toto), prizes are credited through the ledger keyed
 * by draw id + coupon id (a retry pays nothing twice) and the jackpot rolls on. Stakes sit in the
 * house's toto account; prizes are paid from it. The results used are frozen on the draw: a later
 * correction of a match does not re-split a pool already paid.
 */
export const HOUSE_TOTO = 'house:toto';
export const STAKE_KIND = 'toto_stake';
export const WIN_KIND = 'toto_win';
export const stakeKey = (couponId: string) => `toto:stake:${couponId}`;
export const prizeKey = (drawId: string, couponId: string) => `toto:prize:${drawId}:${couponId}`;

export interface Credited {
  userId: number;
  accountId: number;
  currency: string;
  balance: bigint;
}

export interface DrawSettlement {
  /** false: not settled now (results pending, or settled before). */
  settled: boolean;
  coupons: number;
  credited: Credited[];
}

const NOT_NOW: DrawSettlement = { settled: false, coupons: 0, credited: [] };
const asText = (m: Map<string, bigint>) => Object.fromEntries([...m].map(([k, v]) => [k, v.toString()]));

/** Every event's result as of `at`, or null while any is pending. */
export async function resultsOf(line: TotoLine, draw: DrawRow, at: number): Promise<TotoResultRow[] | null> {
  const out: TotoResultRow[] = [];
  for (const event of draw.events) {
    const result = totoResultOf(await line.resultAt(event.gameId, at));
    if (!result) return null;
    out.push(result);
  }
  return out;
}

async function credit(tx: Tx, c: CouponRow, amount: bigint): Promise<Credited> {
  const house = await houseAccount(tx, HOUSE_TOTO, c.currency);
  const out = await transfer(tx, {
    idempotencyKey: prizeKey(c.drawId, c.id),
    kind: WIN_KIND,
    postings: move(house, c.accountId, amount),
    meta: { drawId: c.drawId, couponId: c.id },
  });
  return {
    userId: c.userId,
    accountId: c.accountId,
    currency: c.currency,
    balance: out.balances.get(c.accountId) ?? 0n,
  };
}

export async function settleDraw(
  db: Db,
  rules: TotoRules,
  drawId: string,
  results: readonly TotoResultRow[],
  at: Date,
): Promise<DrawSettlement> {
  return db.transaction(async (tx) => {
    const draw = await lockDraw(tx, drawId);
    if (!draw || draw.status !== 'closed' || results.length !== draw.events.length) return NOT_NOW;
    const outcomes: EventOutcome[] = results.map((r) => r.result);
    const coupons = await unsettledOfDraw(tx, drawId);
    const jackpotIn = await lockJackpot(tx, rules.id);
    const currencies = [...new Set([...Object.keys(jackpotIn), ...coupons.map((c) => c.currency)])].sort();
    const stakes = new Map<string, bigint>();
    const pool = new Map<string, bigint>();
    const jackpotOut = new Map<string, bigint>();
    const tiers: TotoTierRow[] = rules.tiers.map((t) => ({ hits: t.hits, amount: {}, perUnit: {}, winnerUnits: {} }));
    const credited: Credited[] = [];
    for (const currency of currencies) {
      const mine = coupons.filter((c) => c.currency === currency);
      const s = settlePure(rules, mine, outcomes, BigInt(jackpotIn[currency] ?? '0'));
      stakes.set(currency, s.stakes);
      pool.set(currency, s.split.pool);
      jackpotOut.set(currency, s.split.carriedOut);
      for (const tier of tiers) {
        tier.amount[currency] = (s.split.tierAmounts[tier.hits] ?? 0n).toString();
        tier.perUnit[currency] = (s.split.perUnit[tier.hits] ?? 0n).toString();
        tier.winnerUnits[currency] = (s.winners[tier.hits] ?? 0n).toString();
      }
      for (const [i, c] of mine.entries()) {
        const settled = s.coupons[i];
        if (!settled) continue;
        if (settled.prize > 0n) credited.push(await credit(tx, c, settled.prize));
        await settleCoupon(tx, c.id, { hits: settled.distribution, bestHits: settled.best, prize: settled.prize, at });
      }
    }
    await updateDraw(tx, drawId, {
      status: 'settled',
      results: [...results],
      stakes: asText(stakes),
      pool: asText(pool),
      jackpotIn,
      jackpotOut: asText(jackpotOut),
      tiers,
      settledAt: at,
    });
    await setJackpot(tx, rules.id, asText(jackpotOut));
    return { settled: true, coupons: coupons.length, credited };
  });
}
