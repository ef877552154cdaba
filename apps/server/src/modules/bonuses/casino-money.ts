import { desc, eq } from 'drizzle-orm';
import { bonusDefinitions, playerBonuses } from '../../db/schema';
import type { Tx } from '../ledger';
import * as repo from './repository';

/**
 * Issue 16 money order, the bonuses side of the casino's port (casino/bonus-money.ts, wired in
 * app.ts). No incentive mixes products: the casino may stake the bonus account only while every
 * active bonus on it is a casino bonus — sport bonus money (and a bonus account shared with an
 * active sport bonus) is never staked in the casino.
 */
async function bonusesOn(tx: Tx, accountId: number) {
  return tx
    .select({ status: playerBonuses.status, product: bonusDefinitions.product })
    .from(playerBonuses)
    .innerJoin(bonusDefinitions, eq(bonusDefinitions.id, playerBonuses.definitionId))
    .where(eq(playerBonuses.accountId, accountId))
    .orderBy(desc(playerBonuses.id));
}

/** The bonus account the player may stake in the casino now, or null. */
export async function casinoBonusPurseTx(tx: Tx, userId: number, currency: string): Promise<number | null> {
  const accountId = await repo.bonusAccount(tx, userId, currency);
  if (accountId === undefined) return null;
  const active = (await bonusesOn(tx, accountId)).filter((b) => b.status === 'active');
  if (active.length === 0 || active.some((b) => b.product !== 'casino')) return null;
  return accountId;
}

/**
 * Where the bonus share of a win goes: the bonus account while a casino bonus is active on it
 * (it keeps wagering); the real account when the latest casino bonus completed (its money is real
 * now); otherwise (expired, forfeited) it stays with the house.
 */
export async function casinoWinTargetTx(tx: Tx, bonusAccountId: number): Promise<'bonus' | 'real' | 'house'> {
  const casino = (await bonusesOn(tx, bonusAccountId)).filter((b) => b.product === 'casino');
  if (casino.some((b) => b.status === 'active')) return 'bonus';
  return casino[0]?.status === 'completed' ? 'real' : 'house';
}

/** The port as the casino takes it. */
export const casinoBonusPort = { purse: casinoBonusPurseTx, winTarget: casinoWinTargetTx };
