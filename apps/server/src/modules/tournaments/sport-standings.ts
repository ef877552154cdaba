import { and, asc, count, desc, eq, gte, inArray, lt, max, sql, type SQL } from 'drizzle-orm';
import { ACCOUNT_TYPE, TOURNAMENT_MULTIPLIER_SCALE } from '@sb/contracts';
import type { Db } from '../../db/client';
import { betCoupons, ledgerAccounts, tournamentEntries } from '../../db/schema';
import type { Tx } from '../ledger';
import type { Standing } from './prize-split';
import type { TournamentRow } from './repository';

/**
 * Issue 16 sport tournaments: the settled sport coupons that count, read from the betting
 * module's `bet_coupon` (never written here). Rules: docs/tournaments.md "Sport tournaments".
 */
type Conn = Db | Tx;

/** `bet_coupon.total_coef` is in thousandths (betting present.ts divides by 1000). */
const COEF_SCALE = 1000;
/** §3 coupon bet status: lost and won coupons were wagered; returned (void) ones were not. */
const BET_LOST = 0;
const BET_WON = 1;

/**
 * A coupon counts when it is settled (not cashed out) in the tournament's currency, settled in
 * `[start, end)`, placed after the start (and after the player's opt-in), with a stake of at least
 * the minimum, from a real-money account (type main: a bonus-account coupon never counts), and
 * lost or won (a returned coupon wagered nothing).
 */
function counted(t: TournamentRow, statuses: readonly number[]): SQL | undefined {
  return and(
    eq(betCoupons.status, 'settled'),
    inArray(betCoupons.betStatusId, [...statuses]),
    eq(betCoupons.currency, t.currency),
    gte(betCoupons.settledAt, t.startsAt),
    lt(betCoupons.settledAt, t.endsAt),
    gte(betCoupons.placedAt, t.startsAt),
    gte(betCoupons.stake, t.minStake),
    eq(ledgerAccounts.type, ACCOUNT_TYPE.main),
    t.optIn ? gte(betCoupons.placedAt, tournamentEntries.joinedAt) : undefined,
  );
}

export async function sportStandings(db: Conn, t: TournamentRow): Promise<Standing[]> {
  const account = eq(ledgerAccounts.id, betCoupons.accountId);
  const entry = and(eq(tournamentEntries.tournamentId, t.id), eq(tournamentEntries.userId, betCoupons.userId));
  if (t.scoring === 'stake') {
    let query = db
      .select({
        userId: betCoupons.userId,
        score: sql<string>`sum(${betCoupons.stake})`,
        reachedAt: max(betCoupons.settledAt),
        rounds: count(),
      })
      .from(betCoupons)
      .innerJoin(ledgerAccounts, account)
      .$dynamic();
    if (t.optIn) query = query.innerJoin(tournamentEntries, entry);
    const rows = await query.where(counted(t, [BET_LOST, BET_WON])).groupBy(betCoupons.userId);
    return rows.map((r) => ({
      userId: r.userId,
      score: BigInt(r.score),
      reachedAt: r.reachedAt ? r.reachedAt.getTime() : 0,
      rounds: Number(r.rounds),
    }));
  }
  // Best winning coupon's odds in ten-thousandths (a coupon without total odds: payout ÷ stake).
  const score = sql<string>`coalesce(${betCoupons.totalCoef} * ${TOURNAMENT_MULTIPLIER_SCALE / COEF_SCALE}, (${betCoupons.payout} * ${TOURNAMENT_MULTIPLIER_SCALE}) / ${betCoupons.stake})`;
  let query = db
    .selectDistinctOn([betCoupons.userId], {
      userId: betCoupons.userId,
      score,
      reachedAt: betCoupons.settledAt,
      rounds: sql<string>`count(*) over (partition by ${betCoupons.userId})`,
    })
    .from(betCoupons)
    .innerJoin(ledgerAccounts, account)
    .$dynamic();
  if (t.optIn) query = query.innerJoin(tournamentEntries, entry);
  const rows = await query
    .where(counted(t, [BET_WON]))
    .orderBy(betCoupons.userId, desc(score), asc(betCoupons.settledAt), asc(betCoupons.id));
  return rows.map((r) => ({
    userId: r.userId,
    score: BigInt(r.score),
    reachedAt: r.reachedAt ? r.reachedAt.getTime() : 0,
    rounds: Number(r.rounds),
  }));
}
