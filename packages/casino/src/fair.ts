/**
 * Provably fair randomness (issue 15; shared/reference/betting-math.md "Provably fair").
 *
 * A bet's floats: bytes = HMAC_SHA256(key = serverSeed, message = `${clientSeed}:${nonce}:${round}`)
 * for round = 0, 1, 2, …; a cursor reads 4 bytes per float (8 floats per 32-byte block) and
 * float = b0/256 + b1/256² + b2/256³ + b3/256⁴, a multiple of 2⁻³² in [0, 1). Seeds are UTF-8
 * strings as the player sees them (the server seed is 64 hex characters; its bytes are the
 * characters, not the decoded hex), so a player can recompute a round with any HMAC tool.
 *
 * Shared rounds (crash, live roulette, bingo) use a hash chain instead: s₍ᵢ₊₁₎ = SHA-256(sᵢ)
 * (hex of the hex string), the last hash is published first and the chain is played backwards.
 */
import type { FloatStream } from './types';
import { hmacSha256, hmacSha256Keyed, sha256, toHex, utf8 } from './sha256';
import { at } from './util';

const FLOATS_PER_BLOCK = 8;
const TWO_POW_32 = 0x1_0000_0000;

/** The floats of one bet (see the module comment); never ends. */
export function floatStream(serverSeed: string, clientSeed: string, nonce: number): FloatStream {
  const hmac = hmacSha256Keyed(utf8(serverSeed));
  let round = 0;
  let block: Uint8Array = new Uint8Array(0);
  let cursor = FLOATS_PER_BLOCK;
  return {
    next(): number {
      if (cursor === FLOATS_PER_BLOCK) {
        block = hmac(utf8(`${clientSeed}:${nonce}:${round}`));
        round += 1;
        cursor = 0;
      }
      const i = cursor * 4;
      cursor += 1;
      return (
        ((block[i] ?? 0) * 0x100_0000 +
          (block[i + 1] ?? 0) * 0x1_0000 +
          (block[i + 2] ?? 0) * 0x100 +
          (block[i + 3] ?? 0)) /
        TWO_POW_32
      );
    },
  };
}

/** The first `count` floats of a bet (the verify page lists them). */
export function firstFloats(serverSeed: string, clientSeed: string, nonce: number, count: number): number[] {
  const stream = floatStream(serverSeed, clientSeed, nonce);
  return Array.from({ length: count }, () => stream.next());
}

/** Hex SHA-256 of a seed's UTF-8 bytes: the commitment shown before play. */
export function hashSeed(seed: string): string {
  return toHex(sha256(utf8(seed)));
}

/** Hex HMAC-SHA256 of `message` under `key` (both UTF-8). */
export function hmacHex(key: string, message: string): string {
  return toHex(hmacSha256(utf8(key), utf8(message)));
}

/** A fresh server seed: 32 bytes from the platform's CSPRNG as 64 hex characters. */
export function newServerSeed(): string {
  const bytes = new Uint8Array(32);
  globalThis.crypto.getRandomValues(bytes);
  return toHex(bytes);
}

/**
 * A hash chain of n links after the seed: [s₀ = seed, s₁ = SHA-256(s₀), …, sₙ]. Publish sₙ,
 * then play round 1 with sₙ₋₁, round 2 with sₙ₋₂, …: each revealed seed hashes to the one
 * published before it (verifyChainLink), so the operator cannot choose a round's seed.
 */
export function chainFrom(seed: string, n: number): string[] {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`chain length must be a whole number, got ${n}`);
  const chain = [seed];
  for (let i = 0; i < n; i++) chain.push(hashSeed(at(chain, i)));
  return chain;
}

/** True when `revealed` is the link before `previousHash` in a chain. */
export function verifyChainLink(revealed: string, previousHash: string): boolean {
  return hashSeed(revealed) === previousHash.toLowerCase();
}

/**
 * A chain round's game hash salted with a value fixed before the chain started (a published
 * commitment), so neither the chain alone nor the salt alone decides the round.
 */
export function saltedHash(roundSeed: string, salt: string): string {
  return hmacHex(roundSeed, salt);
}

/** hex (any length) mod m, read 13 hex digits (52 bits) at a time so it stays exact. */
function hexMod(hex: string, m: number): number {
  let rest = 0;
  const chunk = 13;
  const scale = 16 ** chunk;
  for (let i = 0; i < hex.length; i += chunk) {
    const part = hex.slice(i, i + chunk);
    const partScale = part.length === chunk ? scale : 16 ** part.length;
    rest = Number((BigInt(rest) * BigInt(partScale) + BigInt(parseInt(part, 16))) % BigInt(m));
  }
  return rest;
}

/** One round in INSTANT_CRASH_ONE_IN crashes at once (1.00×): the bustabit rule. */
export const INSTANT_CRASH_ONE_IN = 101;

/**
 * Crash point of a game hash (bustabit): 1.00× when the hash is divisible by 101, otherwise
 * ⌊(100·2⁵² − h)/(2⁵² − h)⌋ / 100 with h the hash's first 52 bits. In MULTIPLIER_SCALE units
 * (2.37× is 23_700). Exact integer arithmetic (BigInt): 100·2⁵² is above 2⁵³.
 */
export function crashPoint(hashHex: string): number {
  if (!/^[0-9a-fA-F]{13,}$/.test(hashHex)) throw new RangeError('crashPoint takes a hex hash of at least 52 bits');
  if (hexMod(hashHex, INSTANT_CRASH_ONE_IN) === 0) return 10_000;
  const h = BigInt(parseInt(hashHex.slice(0, 13), 16));
  const e = 2n ** 52n;
  const hundredths = (100n * e - h) / (e - h);
  return Number(hundredths) * 100;
}

/** A uniform whole number in [0, n) from one float (n ≤ 2²¹ keeps the product exact). */
export function pickIndex(n: number, floats: FloatStream): number {
  return Math.floor(floats.next() * n);
}

/**
 * k distinct numbers of 0 … n−1 in draw order: Fisher–Yates over [0, …, n−1], step i swaps
 * position i with i + ⌊float·(n − i)⌋ (one float per step).
 */
export function drawWithoutReplacement(k: number, n: number, floats: FloatStream): number[] {
  if (!Number.isInteger(k) || !Number.isInteger(n) || k < 0 || k > n) {
    throw new RangeError(`cannot draw ${k} of ${n}`);
  }
  // Sparse Fisher–Yates: only the swapped positions are stored (k is often far below n: 2 cards
  // of a 416-card shoe), with the same draws as swapping in a full array [0, …, n−1].
  const moved = new Map<number, number>();
  const drawn: number[] = [];
  for (let i = 0; i < k; i++) {
    const j = i + Math.floor(floats.next() * (n - i));
    const picked = moved.get(j) ?? j;
    moved.set(j, moved.get(i) ?? i);
    drawn.push(picked);
  }
  return drawn;
}

/** A shuffled copy of a deck: the same Fisher–Yates as drawWithoutReplacement over all of it. */
export function shuffle<T>(deck: readonly T[], floats: FloatStream): T[] {
  return drawWithoutReplacement(deck.length, deck.length, floats).map((i) => at(deck, i));
}
