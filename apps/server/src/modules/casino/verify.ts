import type { CasinoVerifyAnswer } from '@sb/contracts';
import type { Json } from '@sb/casino';
import type { Db } from '../../db/client';
import type { BingoSchedule } from './bingo';
import { CRASH_GAME_ID } from './crash-schedule';
import { recomputeCrash } from './crash-play';
import { casinoError } from './errors';
import * as fairness from './fairness';
import { LIVE_ROULETTE_ID, type LiveRouletteSchedule } from './live-roulette';
import { BINGO_ID } from './bingo';
import { BINGO90_ID, dealBingo90Cards } from './bingo90-room';
import { roundById } from './repository';
import type { Studio } from './studio';

/** JSON with object keys sorted (jsonb stores keys in its own order). */
export function canonical(value: Json): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(value[k] ?? null)}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

export interface VerifyContext {
  db: Db;
  studio: Studio;
  liveRoulette: LiveRouletteSchedule;
  bingo: BingoSchedule;
  bingo90: BingoSchedule;
}

/**
 * Issue 15 verify: recomputes a past round from its revealed seed and says whether the seed
 * matches the hash committed before play and the recomputation what was stored. Public (anyone with
 * a round id), so it answers a seed only when nothing undecided depends on it (issue 25 §1).
 */
export async function verifyRound(ctx: VerifyContext, roundId: string): Promise<CasinoVerifyAnswer> {
  const row = await roundById(ctx.db, roundId);
  if (!row) throw casinoError(404, 'round_not_found');
  const { studio } = ctx;
  // Issue 25 §1: an undecided round (open round game, a shared round's bet before its draw) shows
  // no seed, whatever is stored; a settled round's seed only once no open round uses it.
  const serverSeed =
    row.status === 'open' ? null : (row.serverSeed ?? (await fairness.revealedSeed(ctx.db, row.serverSeedHash)));
  const base = {
    roundId: row.id,
    gameId: row.gameId,
    serverSeedHash: row.serverSeedHash,
    clientSeed: row.clientSeed,
    nonce: row.nonce,
  };
  if (row.gameId === CRASH_GAME_ID) {
    if (serverSeed === null)
      return { ...base, serverSeed: null, revealed: false, hashMatches: null, recomputed: null, matches: null };
    const crash = recomputeCrash(serverSeed);
    const stored = (row.state as { crash?: unknown }).crash;
    return {
      ...base,
      serverSeed,
      revealed: true,
      hashMatches: studio.hashSeed(serverSeed) === row.serverSeedHash,
      recomputed: { multiplier: crash, result: { crash } },
      matches: stored === crash,
    };
  }
  if (row.gameId === BINGO_ID || row.gameId === BINGO90_ID) {
    if (serverSeed === null)
      return { ...base, serverSeed: null, revealed: false, hashMatches: null, recomputed: null, matches: null };
    const ninety = row.gameId === BINGO90_ID;
    const balls = (ninety ? ctx.bingo90 : ctx.bingo).balls(serverSeed);
    const stored = row.state as { balls?: unknown; cards?: unknown };
    // Bingo 90's cards come from the same seed and the purchase's id: dealt again, they must be the stored ones.
    const cards = ninety
      ? dealBingo90Cards(studio, serverSeed, row.id, Array.isArray(stored.cards) ? stored.cards.length : 0)
      : null;
    return {
      ...base,
      serverSeed,
      revealed: true,
      hashMatches: studio.hashSeed(serverSeed) === row.serverSeedHash,
      recomputed: { multiplier: row.multiplier, result: cards ? { balls, cards } : { balls } },
      matches:
        JSON.stringify(stored.balls) === JSON.stringify(balls) &&
        (cards === null || JSON.stringify(stored.cards) === JSON.stringify(cards)),
    };
  }
  if (row.gameId === LIVE_ROULETTE_ID) {
    if (serverSeed === null)
      return { ...base, serverSeed: null, revealed: false, hashMatches: null, recomputed: null, matches: null };
    const s = row.state as { generation?: unknown; index?: unknown };
    const spin =
      typeof s.generation === 'number' && typeof s.index === 'number'
        ? ctx.liveRoulette.round(s.generation, s.index)
        : null;
    const again = spin ? ctx.liveRoulette.play({ ...spin, seed: serverSeed }, row.params as Json) : null;
    return {
      ...base,
      serverSeed,
      revealed: true,
      hashMatches: studio.hashSeed(serverSeed) === row.serverSeedHash,
      recomputed: again,
      matches: again !== null && again.multiplier === row.multiplier,
    };
  }
  const game = studio.gameById(row.gameId);
  if (serverSeed === null || !game)
    return { ...base, serverSeed: null, revealed: false, hashMatches: null, recomputed: null, matches: null };
  const floats = studio.floatStream(serverSeed, row.clientSeed, row.nonce);
  const params = row.params as Json;
  const hashMatches = studio.hashSeed(serverSeed) === row.serverSeedHash;
  if (game.kind === 'instant') {
    const parsed = game.parse(params);
    const again = parsed.ok ? game.play(parsed.value, floats) : null;
    const matches =
      again !== null && again.multiplier === row.multiplier && canonical(again.result) === canonical(row.state as Json);
    return { ...base, serverSeed, revealed: true, hashMatches, recomputed: again, matches };
  }
  const parsed = game.parse(params);
  const start = parsed.ok ? game.start(parsed.value, floats) : null;
  return {
    ...base,
    serverSeed,
    revealed: true,
    hashMatches,
    recomputed: start === null ? null : { multiplier: null, result: game.view(start) },
    matches: null,
  };
}
