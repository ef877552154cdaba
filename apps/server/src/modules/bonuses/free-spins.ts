import { and, asc, eq, lte } from 'drizzle-orm';
import { expiresAt, freeSpinsBonus } from '@sb/bonus';
import { STUDIO_PROVIDER_ID, type FreeSpinsView } from '@sb/contracts';
import { move } from '@sb/ledger';
import type { Db } from '../../db/client';
import { casinoGames, playerFreeSpins } from '../../db/schema';
import { DomainError } from '../../http/errors';
import { playerCurrency } from '../identity';
import { houseAccount, transfer, type Tx } from '../ledger';
import { definitionOf } from './definition';
import * as repo from './repository';
import { HOUSE_BONUSES } from './wagering';

/**
 * Issue 16 free spins (rules: @sb/bonus free-spins.ts). A grant is a row of spins at the
 * definition's stake on its slot; each spin (casino/free-spin-play.ts, through the port below)
 * takes one under the row's lock in the round's transaction and adds its win to the winnings.
 * When the last spin is played, or the spins expire, the winnings move once from the house into
 * the bonus account (ledger key `bonus:freespins:{id}`) as a casino bonus with wagering
 * ≤ 10 × the winnings.
 */
type FreeSpinsRow = typeof playerFreeSpins.$inferSelect;

/** A free-spins definition plays only on one of our studio's slots, at a stake the slot takes. */
export async function assertFreeSpinsSlot(db: Db | Tx, gameId: string, stake: bigint | null): Promise<void> {
  const [game] = await db.select().from(casinoGames).where(eq(casinoGames.id, gameId));
  const slot = game && game.providerId === STUDIO_PROVIDER_ID && game.category === 'slots' && game.kind === 'instant';
  if (!slot) throw new DomainError(400, 'free_spins_game_not_slot', 'main_error');
  if (stake === null || stake < game.minBet || stake > game.maxBet)
    throw new DomainError(400, 'free_spins_stake_out_of_range', 'main_error');
}

export function freeSpinsView(row: FreeSpinsRow): FreeSpinsView {
  return {
    id: row.id,
    definitionId: row.definitionId,
    gameId: row.gameId,
    currency: row.currency,
    spinStakeMinor: row.spinStake.toString(),
    spinsTotal: row.spinsTotal,
    spinsLeft: row.spinsLeft,
    winningsMinor: row.winnings.toString(),
    status: row.status as FreeSpinsView['status'],
    expiresAt: row.expiresAt.toISOString(),
    playerBonusId: row.playerBonusId,
  };
}

/** Grants a free-spins definition to a player (operator grant, promo code), in the caller's transaction. */
export async function grantFreeSpinsTx(
  tx: Tx,
  g: {
    userId: number;
    definitionId: number;
    source: string;
    promoCodeId: number | null;
    at: number;
    shopReward?: boolean;
  },
): Promise<FreeSpinsRow | undefined> {
  const row = await repo.findDefinition(tx, g.definitionId);
  // The rewards shop's own definitions are inactive (never offered as promotions).
  if (
    !row ||
    (!row.active && !g.shopReward) ||
    row.kind !== 'free_spins' ||
    row.freeSpinsCount === null ||
    row.freeSpinsGameId === null
  )
    throw new DomainError(404, 'bonus_definition_not_found', 'main_error');
  const currency = await playerCurrency(tx, g.userId);
  if (currency === undefined) throw new DomainError(404, 'user_not_found', 'main_error');
  const [created] = await tx
    .insert(playerFreeSpins)
    .values({
      userId: g.userId,
      definitionId: row.id,
      source: g.source,
      promoCodeId: g.promoCodeId,
      gameId: row.freeSpinsGameId,
      currency,
      spinStake: row.fixedAmount ?? 0n,
      spinsTotal: row.freeSpinsCount,
      spinsLeft: row.freeSpinsCount,
      grantedAt: new Date(g.at),
      expiresAt: new Date(expiresAt(definitionOf(row), g.at)),
    })
    .onConflictDoNothing()
    .returning();
  return created;
}

/** The player's active, unexpired free spins (of one game). */
export async function activeFreeSpins(db: Db, userId: number, nowMs: number, gameId?: string) {
  const rows = await db
    .select()
    .from(playerFreeSpins)
    .where(
      and(
        eq(playerFreeSpins.userId, userId),
        eq(playerFreeSpins.status, 'active'),
        gameId === undefined ? undefined : eq(playerFreeSpins.gameId, gameId),
      ),
    )
    .orderBy(asc(playerFreeSpins.expiresAt));
  return rows.filter((r) => r.expiresAt.getTime() > nowMs && r.spinsLeft > 0).map(freeSpinsView);
}

/**
 * Ends a grant: the winnings become a casino bonus on the bonus account (one ledger transfer from
 * the house, the promotion's cost), spins left are removed.
 */
async function finishTx(tx: Tx, row: FreeSpinsRow, status: 'finished' | 'expired', atMs: number): Promise<void> {
  const def = await repo.findDefinition(tx, row.definitionId);
  if (!def) throw new Error('free spins definition missing');
  const definition = definitionOf(def);
  const bonus = freeSpinsBonus(definition, row.winnings);
  let playerBonusId: number | null = null;
  if (bonus) {
    const accountId = await repo.bonusAccount(tx, row.userId, row.currency);
    if (accountId === undefined) throw new DomainError(400, 'bonus_account_missing', 'main_error');
    const created = await repo.insertPlayerBonus(tx, {
      userId: row.userId,
      definitionId: row.definitionId,
      accountId,
      source: 'free_spins',
      promoCodeId: null,
      amount: bonus.amount,
      currency: row.currency,
      wageringRequired: bonus.wageringRequired,
      grantedAt: new Date(atMs),
      expiresAt: new Date(expiresAt(definition, atMs)),
    });
    if (!created) throw new Error('free spins bonus not inserted');
    playerBonusId = created.id;
    await transfer(tx, {
      idempotencyKey: `bonus:freespins:${row.id}`,
      kind: 'bonus_grant',
      postings: move(await houseAccount(tx, HOUSE_BONUSES, row.currency), accountId, bonus.amount),
      meta: { playerBonusId, freeSpinsId: row.id },
    });
  }
  await tx.update(playerFreeSpins).set({ status, spinsLeft: 0, playerBonusId }).where(eq(playerFreeSpins.id, row.id));
}

/** The casino's port: takes one spin of the player's grant (locked), or refuses with a 4xx. */
export async function claimSpinTx(tx: Tx, userId: number, id: number, nowMs: number) {
  const [row] = await tx.select().from(playerFreeSpins).where(eq(playerFreeSpins.id, id)).for('update');
  if (!row || row.userId !== userId) throw new DomainError(404, 'free_spins_not_found', 'main_error');
  if (row.status !== 'active' || row.spinsLeft <= 0) throw new DomainError(409, 'free_spins_used', 'main_error');
  if (row.expiresAt.getTime() <= nowMs) throw new DomainError(409, 'free_spins_expired', 'main_error');
  await tx
    .update(playerFreeSpins)
    .set({ spinsLeft: row.spinsLeft - 1 })
    .where(eq(playerFreeSpins.id, id));
  return { gameId: row.gameId, stake: row.spinStake, currency: row.currency };
}

/** The casino's port: a spin's win joins the winnings; after the last spin the winnings become the bonus. */
export async function spinWonTx(tx: Tx, id: number, payout: bigint, nowMs: number): Promise<void> {
  const [row] = await tx.select().from(playerFreeSpins).where(eq(playerFreeSpins.id, id)).for('update');
  if (!row) throw new Error('free spins vanished');
  const winnings = row.winnings + payout;
  if (payout > 0n) await tx.update(playerFreeSpins).set({ winnings }).where(eq(playerFreeSpins.id, id));
  if (row.spinsLeft === 0) await finishTx(tx, { ...row, winnings }, 'finished', nowMs);
}

/** The bonus leader job: spins whose expiry passed are removed; what they won so far is still granted. */
export async function expireFreeSpinsTx(tx: Tx, nowMs: number): Promise<number> {
  const due = await tx
    .select()
    .from(playerFreeSpins)
    .where(and(eq(playerFreeSpins.status, 'active'), lte(playerFreeSpins.expiresAt, new Date(nowMs))))
    .for('update');
  for (const row of due) await finishTx(tx, row, 'expired', nowMs);
  return due.length;
}

export const freeSpinsPort = { claim: claimSpinTx, won: spinWonTx };
