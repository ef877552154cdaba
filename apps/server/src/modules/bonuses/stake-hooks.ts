import { inArray, and, eq } from 'drizzle-orm';
import { bonusDefinitions, casinoGames, casinoRounds, playerBonuses } from '../../db/schema';
import type { Tx } from '../ledger';
import { recordStakeTx } from './wagering';

/**
 * Issue 16: the ports through which settled stakes reach bonus wagering. Betting and the casino
 * call them inside their own money transaction, so a stake counts exactly once, together with the
 * ledger posting that settles or debits it (app.ts wires them).
 */

/** A sports coupon settled for the first time (betting's SettledStake). */
export interface SettledSportStake {
  userId: number;
  stake: bigint;
  /** The lowest leg coefficient, thousandths. */
  minCoef: number;
  /** A returned coupon (payout = stake) risked nothing: it does not count. */
  returned: boolean;
}

/** Casino games of another product (bingo) never move a casino bonus: an incentive never mixes products. */
export const NOT_CASINO_CATEGORIES: readonly string[] = ['bingo'];

async function playersWithActive(tx: Tx, userIds: readonly number[], product: string): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await tx
    .selectDistinct({ userId: playerBonuses.userId })
    .from(playerBonuses)
    .innerJoin(bonusDefinitions, eq(bonusDefinitions.id, playerBonuses.definitionId))
    .where(
      and(
        inArray(playerBonuses.userId, [...new Set(userIds)]),
        eq(playerBonuses.status, 'active'),
        eq(bonusDefinitions.product, product),
      ),
    );
  return new Set(rows.map((r) => r.userId));
}

/** Sport wagering: each first-settled, not returned coupon of a player holding an active sport bonus. */
export async function sportStakesSettledTx(tx: Tx, stakes: readonly SettledSportStake[]): Promise<bigint> {
  const holders = await playersWithActive(
    tx,
    stakes.map((s) => s.userId),
    'sport',
  );
  let converted = 0n;
  for (const s of stakes) {
    if (s.returned || !holders.has(s.userId)) continue;
    converted += await recordStakeTx(tx, s.userId, { product: 'sport', stake: s.stake, odds: s.minCoef / 1000 });
  }
  return converted;
}

/** Casino wagering: a real stake debited for a round; its game id and category pick the contribution weight. */
export async function casinoStakeTx(tx: Tx, stake: { roundId: string; amount: bigint }): Promise<bigint> {
  const [round] = await tx
    .select({ userId: casinoRounds.userId, gameId: casinoRounds.gameId, category: casinoGames.category })
    .from(casinoRounds)
    .innerJoin(casinoGames, eq(casinoGames.id, casinoRounds.gameId))
    .where(eq(casinoRounds.id, stake.roundId));
  if (!round || round.userId === null || NOT_CASINO_CATEGORIES.includes(round.category)) return 0n;
  if (!(await playersWithActive(tx, [round.userId], 'casino')).has(round.userId)) return 0n;
  return recordStakeTx(tx, round.userId, {
    product: 'casino',
    stake: stake.amount,
    gameId: round.gameId,
    gameType: round.category,
  });
}
