import { chainFrom, drawWithoutReplacement, floatStream, hashSeed, verifyChainLink } from '@sb/casino';
import type { DrawResult, Lottery } from './types';

/**
 * Provably fair draws (issue 19; reference "Shared rounds and draws"). Each lottery's draws of a
 * UTC day come from one hash chain: a secret seed s₀, sᵢ₊₁ = SHA-256(sᵢ) (@sb/casino chainFrom).
 * The chain's last link is published before sales open, and with each draw the hash of its seed:
 * draw i of the day (1-based, of N) plays seed s₍N−i₎ and its commitment is s₍N−i+1₎, so each
 * revealed seed hashes to the commitment shown before the draw and the operator cannot choose it.
 *
 * The numbers: floats = HMAC-SHA256(key = seed, `${salt}:0:${round}`) (@sb/casino floatStream,
 * nonce 0), where the salt is the draw's id (fixed before the chain); Fisher–Yates over 1 … n
 * takes the first `drawn` (drawWithoutReplacement), then one more float picks the bonus ball.
 */
export const DRAW_ALGORITHM =
  'seed = link of the day’s SHA-256 hash chain; SHA-256(seed) = commitment; floats = HMAC-SHA256(seed, "<drawId>:0:<round>"), 4 bytes per float; numbers = Fisher–Yates over 1…n, first k; bonus = ⌊float × bonusOf⌋ + 1';

export interface DayChain {
  /** Published before sales: the last link. */
  head: string;
  /** Seed of draw i (0-based) of the day and the commitment shown before it. */
  draws: { seed: string; commitment: string }[];
}

/** The day's chain for `count` draws from a secret seed. */
export function dayChain(secret: string, count: number): DayChain {
  const chain = chainFrom(secret, count);
  const draws = Array.from({ length: count }, (_, i) => {
    const seed = chain[count - 1 - i] ?? '';
    return { seed, commitment: chain[count - i] ?? '' };
  });
  return { head: chain[count] ?? '', draws };
}

/** The draw's numbers (ascending, as shown) and bonus ball from its revealed seed and id. */
export function drawNumbers(lottery: Lottery, seed: string, drawId: string): DrawResult {
  const floats = floatStream(seed, drawId, 0);
  const numbers = drawWithoutReplacement(lottery.drawn, lottery.n, floats)
    .map((i) => i + 1)
    .sort((a, b) => a - b);
  const bonus = lottery.bonusOf === null ? null : Math.floor(floats.next() * lottery.bonusOf) + 1;
  return { numbers, bonus };
}

export interface DrawCheck {
  /** SHA-256(seed) equals the commitment published before the draw. */
  seedMatchesCommitment: boolean;
  /** Recomputing the numbers from the seed gives the published ones. */
  numbersMatch: boolean;
  recomputed: DrawResult;
}

/** What the verify panel shows: anyone can recompute both checks with SHA-256 and HMAC-SHA256. */
export function verifyDraw(
  lottery: Lottery,
  draw: { id: string; seed: string; commitment: string; numbers: readonly number[]; bonus: number | null },
): DrawCheck {
  const recomputed = drawNumbers(lottery, draw.seed, draw.id);
  const same =
    recomputed.bonus === draw.bonus &&
    recomputed.numbers.length === draw.numbers.length &&
    recomputed.numbers.every((x, i) => x === draw.numbers[i]);
  return { seedMatchesCommitment: verifyChainLink(draw.seed, draw.commitment), numbersMatch: same, recomputed };
}

export { hashSeed };
