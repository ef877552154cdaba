import type { Json } from '@sb/casino';
import type { Db } from '../../db/client';
import type { Tx } from '../ledger';
import { casinoError } from './errors';
import { lockSeed, takeNonce } from './fairness';
import { openRound, payoutOf, RoundIdTaken, type Played } from './play';
import { insertRound, touchRecent, type RoundRow } from './repository';
import type { Studio } from './studio';

/**
 * Issue 16 free spins in the casino: a spin of a player's free-spins grant is a studio slot round
 * played on the player's seed (provably fair like any round) that costs nothing: no stake is
 * debited, the round is stored with mode `free` (so cashback, tournaments and limits never count
 * it) and total stake 0. The bonuses module (a port set by the app) takes the spin under its grant's
 * lock and keeps the win; after the last spin the winnings become a casino bonus on the ledger.
 */
export interface FreeSpinsPort {
  claim(
    tx: Tx,
    userId: number,
    id: number,
    nowMs: number,
  ): Promise<{ gameId: string; stake: bigint; currency: string }>;
  won(tx: Tx, id: number, payout: bigint, nowMs: number): Promise<void>;
}

let port: FreeSpinsPort | null = null;
export const setFreeSpinsPort = (p: FreeSpinsPort | null): void => {
  port = p;
};

export const FREE_SPIN_MODE = 'free';

export async function playFreeSpin(
  db: Db,
  studio: Studio,
  p: { userId: number; freeSpinsId: number; params: unknown; roundId: string; at: Date },
): Promise<Played> {
  const spins = port;
  if (!spins) throw casinoError(404, 'free_spins_not_found');
  return db.transaction(async (tx) => {
    const spin = await spins.claim(tx, p.userId, p.freeSpinsId, p.at.getTime());
    const game = studio.gameById(spin.gameId);
    if (!game || game.kind !== 'instant') throw casinoError(404, 'game_not_found');
    const parsed = game.parse(p.params ?? {});
    if (!parsed.ok) throw casinoError(400, parsed.code, `bad parameters: ${parsed.code}`);
    const seed = await lockSeed(tx, studio, p.userId);
    const nonce = await takeNonce(tx, seed);
    const opened = openRound(game, parsed.value, studio.floatStream(seed.serverSeed, seed.clientSeed, nonce));
    const multiplier = opened.multiplier ?? 0;
    const payout = payoutOf(spin.stake, multiplier);
    const row: RoundRow = {
      id: p.roundId,
      userId: p.userId,
      gameId: game.info.id,
      mode: FREE_SPIN_MODE,
      status: 'settled',
      accountId: null,
      currency: spin.currency,
      stake: spin.stake,
      totalStake: 0n,
      multiplier,
      payout,
      params: parsed.value as Json,
      state: opened.state,
      actions: 0,
      serverSeedHash: seed.serverSeedHash,
      serverSeed: null,
      clientSeed: seed.clientSeed,
      nonce,
      createdAt: p.at,
      settledAt: p.at,
    };
    if (!(await insertRound(tx, row))) throw new RoundIdTaken();
    await spins.won(tx, p.freeSpinsId, payout, p.at.getTime());
    await touchRecent(tx, p.userId, game.info.id, p.at);
    return { row, balance: null, serverSeed: null };
  });
}
