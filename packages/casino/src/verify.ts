import { gameById } from './catalogue';
import { floatStream, hashSeed } from './fair';
import type { Json } from './types';

/**
 * Recomputes a past bet from its revealed seeds (issue 15: "a verify function that recomputes
 * any past round from its seeds"): the same floats, the same parameters and, for a round game,
 * the player's actions in order give the same multiplier and result, or the bet was not fair.
 */
export type RoundRecord = {
  gameId: string;
  params: unknown;
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  /** A round game's actions in the order they were played. */
  actions?: readonly unknown[];
};

export type Verification =
  { ok: true; multiplier: number; result: Json; serverSeedHash: string } | { ok: false; code: string };

export function verifyRound(record: RoundRecord): Verification {
  const game = gameById(record.gameId);
  if (game === undefined) return { ok: false, code: 'verify.unknown_game' };
  const parsed = game.parse(record.params);
  if (!parsed.ok) return parsed;
  const floats = floatStream(record.serverSeed, record.clientSeed, record.nonce);
  const serverSeedHash = hashSeed(record.serverSeed);
  if (game.kind === 'instant') {
    const { multiplier, result } = game.play(parsed.value, floats);
    return { ok: true, multiplier, result, serverSeedHash };
  }
  let state = game.start(parsed.value, floats);
  for (const raw of record.actions ?? []) {
    const action = game.parseAction(raw);
    if (!action.ok) return action;
    const next = game.act(state, action.value);
    if (!next.ok) return next;
    state = next.value;
  }
  const multiplier = game.outcome(state);
  if (multiplier === null) return { ok: false, code: 'verify.round_unfinished' };
  return { ok: true, multiplier, result: game.view(state), serverSeedHash };
}
