import { redeemPoints } from '@sb/bonus';
import { loyaltyPoints } from '../../db/schema';
import type { Tx } from '../ledger';
import { findEntry, pointBalance } from './loyalty';

/**
 * Issue 16: how another module (the bonus games) pays or spends club points — entries of the
 * bonuses module's loyalty_point under the caller's keys, in the caller's transaction. The caller
 * holds the player's row lock (identity lockPlayer) while it spends, as the rewards shop does.
 */

/** A bonus-game prize of points; a replayed key adds nothing. Answers the points added. */
export async function awardPointsTx(
  tx: Tx,
  e: { userId: number; key: string; points: number; at: Date },
): Promise<number> {
  if (!Number.isInteger(e.points) || e.points <= 0) return 0;
  const rows = await tx
    .insert(loyaltyPoints)
    .values({ userId: e.userId, key: e.key, kind: 'bonus_game', points: e.points, createdAt: e.at })
    .onConflictDoNothing()
    .returning({ id: loyaltyPoints.id });
  return rows.length > 0 ? e.points : 0;
}

export type PointsSpend = { ok: true; balance: number } | { ok: false; error: 'insufficient_points' | 'invalid_price' };

/**
 * Spends `points` for a shop item that is not an engine bonus (a bonus-game ticket): a redemption
 * entry under `key`, never more than the balance. The caller checks its own replay first.
 */
export async function spendPointsTx(
  tx: Tx,
  e: { userId: number; key: string; points: number; rewardId: string; at: Date },
): Promise<PointsSpend> {
  if (await findEntry(tx, e.key)) return { ok: true, balance: await pointBalance(tx, e.userId) };
  const spent = redeemPoints(await pointBalance(tx, e.userId), e.points);
  if (!spent.ok) return spent;
  await tx.insert(loyaltyPoints).values({
    userId: e.userId,
    key: e.key,
    kind: 'redeem',
    points: -e.points,
    rewardId: e.rewardId,
    createdAt: e.at,
  });
  return spent;
}

/** The player's points balance (the sum of the entries). */
export const pointsBalance = (tx: Tx, userId: number): Promise<number> => pointBalance(tx, userId);
