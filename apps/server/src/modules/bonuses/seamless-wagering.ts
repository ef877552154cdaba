import { eq } from 'drizzle-orm';
import { applyStake, type QualifyingStake } from '@sb/bonus';
import { casinoGames, playerBonuses } from '../../db/schema';
import type { Tx } from '../ledger';
import { definitionOf } from './definition';
import * as repo from './repository';
import { NOT_CASINO_CATEGORIES } from './stake-hooks';
import { recordStakeTx } from './wagering';

/**
 * Issue 16: stakes of external providers' games (the casino's seamless wallet) wager casino
 * bonuses as studio stakes do, inside the debit's ledger transaction. The weight is the
 * definition's weight of the game id (`{provider}:{game}`), else of its catalogue category, else
 * the default; bingo never counts. The gains per bonus are answered so that the wallet keeps them
 * in the debit's meta and a rollback can take exactly them back.
 */
export async function seamlessStakeTx(
  tx: Tx,
  s: { userId: number; gameId: string | null; amount: bigint },
): Promise<Record<string, string>> {
  const [game] = s.gameId
    ? await tx.select({ category: casinoGames.category }).from(casinoGames).where(eq(casinoGames.id, s.gameId))
    : [];
  if (game && NOT_CASINO_CATEGORIES.includes(game.category)) return {};
  const stake: QualifyingStake = {
    product: 'casino',
    stake: s.amount,
    ...(s.gameId ? { gameId: s.gameId } : {}),
    ...(game ? { gameType: game.category } : {}),
  };
  // The same locked rows recordStakeTx moves next, in this transaction: the gains are exact.
  const gains: Record<string, string> = {};
  for (const row of await repo.lockActiveBonuses(tx, s.userId, 'casino')) {
    const before = row.bonus.wageringProgress;
    const w = applyStake(
      definitionOf(row.definition),
      { required: row.bonus.wageringRequired, progress: before },
      stake,
    );
    if (w.progress > before) gains[String(row.bonus.id)] = (w.progress - before).toString();
  }
  if (Object.keys(gains).length > 0) await recordStakeTx(tx, s.userId, stake);
  return gains;
}

/**
 * A rolled-back seamless debit: each bonus it moved loses that gain again while it is still
 * active (never below 0). A bonus the debit completed stays completed — its conversion was paid
 * and is not reversed — and an expired or forfeited bonus is left alone.
 */
export async function seamlessRollbackTx(tx: Tx, gains: Record<string, string>): Promise<void> {
  for (const [id, gain] of Object.entries(gains).sort(([a], [b]) => Number(a) - Number(b))) {
    const [row] = await tx
      .select({ status: playerBonuses.status, progress: playerBonuses.wageringProgress })
      .from(playerBonuses)
      .where(eq(playerBonuses.id, Number(id)))
      .for('update');
    if (row?.status !== 'active') continue;
    const progress = row.progress - BigInt(gain);
    await repo.updatePlayerBonus(tx, Number(id), { wageringProgress: progress > 0n ? progress : 0n });
  }
}

export const seamlessWageringPort = { stakeTx: seamlessStakeTx, rollbackTx: seamlessRollbackTx };
