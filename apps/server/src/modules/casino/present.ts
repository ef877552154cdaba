import type { CasinoRound } from '@sb/contracts';
import type { Json } from '@sb/casino';
import type { RoundRow } from './repository';
import type { Studio } from './studio';

/**
 * A round as the player sees it: an instant game's stored result; a round game's `view` of its
 * state (never the undealt cards or unrevealed mines of an open round).
 */
export function presentRound(studio: Studio, row: RoundRow): CasinoRound {
  const game = studio.gameById(row.gameId);
  const state = row.state as Json;
  const result = game?.kind === 'round' ? game.view(state) : state;
  return {
    id: row.id,
    gameId: row.gameId,
    mode: row.mode === 'demo' ? 'demo' : 'real',
    status: row.status === 'open' ? 'open' : 'settled',
    currency: row.currency,
    stakeMinor: row.stake.toString(),
    totalStakeMinor: row.totalStake.toString(),
    multiplier: row.multiplier,
    payoutMinor: row.payout.toString(),
    params: row.params,
    result,
    serverSeedHash: row.serverSeedHash,
    clientSeed: row.clientSeed,
    nonce: row.nonce,
    createdAt: row.createdAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
    // Issue 16: a free spin (free-spin-play.ts) says so.
    ...(row.mode === 'free' ? { freeSpin: true } : {}),
  };
}
