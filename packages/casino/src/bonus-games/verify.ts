import { floatStream, hashSeed } from '../fair';
import type { Json, Parsed } from '../types';
import { fail } from '../util';
import { intSource } from './int-source';
import { bonusGameById } from './registry';
import type { BonusRound, PrizeTier } from './types';

/**
 * One bonus-game round from its seeds: the server plays with it, and the verifier recomputes a
 * past round with it from the revealed server seed, so both read the same floats
 * (HMAC_SHA256(serverSeed, `${clientSeed}:${nonce}:${round}`), fair.ts) in the same order.
 */
export interface BonusRoundSeeds {
  gameId: string;
  choice: unknown;
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

export type PlayedBonusRound = { choice: Json; round: BonusRound; tier: PrizeTier; serverSeedHash: string };

export function playBonusRound(s: BonusRoundSeeds): Parsed<PlayedBonusRound> {
  const game = bonusGameById(s.gameId);
  if (!game) return fail('bonus_game.unknown_game');
  const ran = game.run(s.choice, intSource(floatStream(s.serverSeed, s.clientSeed, s.nonce)));
  if (!ran.ok) return ran;
  const tier = game.tiers.find((t) => t.id === ran.value.round.tier);
  if (!tier) throw new Error(`${game.id}: tier ${ran.value.round.tier} is not in the table`);
  return { ok: true, value: { ...ran.value, tier, serverSeedHash: hashSeed(s.serverSeed) } };
}
