import { floatStream, hmacHex, newServerSeed } from '@sb/casino';
import { randomOf, type Random } from './random';

/**
 * Issue 25 item 2: what settles a game (its final score, its in-play incidents, a cancellation,
 * an outright's winner) is drawn from a server secret, never from the public seed. The public
 * seed and the code are in everyone's hands, so anything derived from them alone can be replayed
 * by a visitor; the secret is generated at first start and kept in the database (shared by nodes,
 * never sent out).
 *
 * Each game gets its own key, HMAC-SHA256(secret, "<draw>:<gameId>") ("rotated per game"): one
 * game's incidents, once seen, tell nothing about another's. The stream behind a key is the
 * casino's provably fair float stream (@sb/casino floatStream: HMAC-SHA256 blocks of 8 floats),
 * so no small internal state can be searched from the incidents seen so far (a 32-bit generator
 * state could be: 2^32 candidates replayed offline).
 */

/** What is drawn for a game; each draw has its own key, so adding one never moves another. */
export type ResultDraw = 'score' | 'play' | 'cancel' | 'winner';

export interface ResultDraws {
  /** A stream of uniforms for one draw of one game. */
  stream(draw: ResultDraw, gameId: number): Random;
  /** One uniform in [0, 1) for one draw of one game. */
  unit(draw: ResultDraw, gameId: number): number;
}

/** Draws keyed by `secret` (any string; the server passes an HMAC of its outcome secret). */
export function resultDraws(secret: string): ResultDraws {
  const stream = (draw: ResultDraw, gameId: number): Random => {
    const floats = floatStream(hmacHex(secret, `${draw}:${gameId}`), draw, 0);
    return randomOf(() => floats.next());
  };
  return { stream, unit: (draw, gameId) => stream(draw, gameId).next() };
}

/**
 * A secret of this process alone: for a feed made without one (a script reading prices, a
 * browser test finding a priced game). Its results differ from any other process's, which is
 * why the server always passes the shared secret from the database.
 */
export function processSecret(): string {
  return newServerSeed();
}
