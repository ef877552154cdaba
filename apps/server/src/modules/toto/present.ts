import type { TotoCoupon, TotoDraw, TotoRulesView } from '@sb/contracts';
import type { TotoRules } from '@sb/toto';
import type { CouponRow, DrawRow } from './repository';

/** Responses of the toto API (issue 19). */
export function presentRules(rules: TotoRules): TotoRulesView {
  return {
    events: rules.events,
    unitMinor: rules.unit.toString(),
    maxStakePerCombinationMinor: rules.maxStakePerCombination.toString(),
    maxCombinations: rules.maxCombinations,
    poolShareBp: rules.poolShareBp,
    tiers: rules.tiers.map((t) => ({ hits: t.hits, shareBp: t.shareBp, jackpot: t.jackpot })),
  };
}

export interface DrawExtras {
  /** Stakes so far per currency and the number of coupons. */
  sold: { stakes: Record<string, string>; count: number } | undefined;
  /** The jackpot that rolls into the next draw settled (shown on draws not settled yet). */
  jackpotNow: Record<string, string>;
}

const BP = 10_000n;

export function presentDraw(rules: TotoRules, row: DrawRow, extras: DrawExtras): TotoDraw {
  const settled = row.status === 'settled';
  const stakes = settled ? (row.stakes ?? {}) : (extras.sold?.stakes ?? {});
  // Until settled the pool is what the stakes so far give (the split is computed at settlement).
  const pool = settled
    ? (row.pool ?? {})
    : Object.fromEntries(
        Object.entries(stakes).map(([c, v]) => [c, ((BigInt(v) * BigInt(rules.poolShareBp)) / BP).toString()]),
      );
  return {
    id: row.id,
    status: row.status as TotoDraw['status'],
    closesAt: row.closesAt.toISOString(),
    events: row.events.map((e, i) => {
      const r = row.results?.[i];
      return {
        gameId: e.gameId,
        startAt: new Date(e.startAt).toISOString(),
        champName: e.champName,
        team1: e.team1,
        team2: e.team2,
        result: r?.result ?? null,
        score: r?.score ?? null,
      };
    }),
    couponsCount: extras.sold?.count ?? 0,
    stakesMinor: stakes,
    poolMinor: pool,
    jackpotInMinor: settled ? (row.jackpotIn ?? {}) : extras.jackpotNow,
    jackpotOutMinor: row.jackpotOut ?? {},
    tiers:
      row.tiers?.map((t) => ({
        hits: t.hits,
        amountMinor: t.amount,
        perUnitMinor: t.perUnit,
        winnerUnits: t.winnerUnits,
      })) ?? null,
    settledAt: row.settledAt?.toISOString() ?? null,
  };
}

export function presentCoupon(row: CouponRow, draw: TotoDraw): TotoCoupon {
  return {
    id: row.id,
    drawId: row.drawId,
    status: row.status as TotoCoupon['status'],
    currency: row.currency,
    predictions: row.predictions,
    combinations: row.combinations,
    stakePerCombinationMinor: row.perCombination.toString(),
    stakeMinor: row.stake.toString(),
    hits: row.hits,
    bestHits: row.bestHits,
    prizeMinor: row.prize.toString(),
    createdAt: row.createdAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
    draw,
  };
}
