/**
 * Deterministic randomness. Every draw is keyed by what it is about (seed, champ, day, game,
 * tick…), never by call order across unrelated things, so a game's fixture, prices and result
 * are the same on every node and whichever game was asked for first.
 */

/** A 32-bit hash of a few integers (murmur3 finaliser over a running mix). */
export function hash(...parts: readonly number[]): number {
  let h = 0x9e3779b9;
  for (const part of parts) {
    // Split into two 32-bit halves so large ids and negative numbers mix fully.
    const low = part | 0;
    const high = Math.floor(part / 4294967296) | 0;
    h = Math.imul(h ^ low, 0x85ebca6b);
    h = (h << 13) | (h >>> 19);
    h = Math.imul(h ^ high, 0xc2b2ae35);
    h = (h << 17) | (h >>> 15);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A uniform number in [0, 1) keyed by `parts`. */
export function unit(...parts: readonly number[]): number {
  return hash(...parts) / 4294967296;
}

export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** Standard normal (Box-Muller). */
  normal(): number;
  shuffle<T>(items: readonly T[]): T[];
}

/** A mulberry32 stream seeded by `parts`: for what anyone may compute (catalogue, fixtures, prices). */
export function random(...parts: readonly number[]): Random {
  let state = hash(...parts);
  return randomOf(() => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  });
}

/** The Random helpers over any uniform source (the public mulberry32 or the secret draws). */
export function randomOf(next: () => number): Random {
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: <T>(items: readonly T[]): T => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new RangeError('pick from an empty list');
      return item;
    },
    normal: () => {
      const u = 1 - next();
      return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * next());
    },
    shuffle: <T>(items: readonly T[]): T[] => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        const a = copy[i] as T;
        copy[i] = copy[j] as T;
        copy[j] = a;
      }
      return copy;
    },
  };
}

/** Picks an index with probability proportional to `weights` given a uniform `u`. */
export function sampleIndex(weights: readonly number[], u: number): number {
  const total = weights.reduce((sum, w) => sum + w, 0);
  let target = u * total;
  for (let i = 0; i < weights.length; i++) {
    target -= weights[i] ?? 0;
    if (target < 0) return i;
  }
  return weights.length - 1;
}
