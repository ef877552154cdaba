import { chainFrom, crashPoint, hashSeed, hmacHex, MULTIPLIER_SCALE, saltedHash } from '@sb/casino';

/**
 * Crash, the shared round (issue 15): one round for everyone, one after another, each from a
 * published hash chain. Every day ("generation") has its own chain of CRASH_CHAIN_LENGTH links
 * from a secret seed; its last link is published before the day starts. Round r plays link
 * L − r, salted with CRASH_SALT (fixed before any chain), and reveals it when it crashes, so
 * anyone can hash it to the link published before it and recompute the crash point.
 *
 * The timeline is a pure function of the chain: a betting window, the flight (the multiplier
 * grows as e^(k·t) until it reaches the crash point), a pause. No table: every node computes the
 * same rounds from the same secret and clock.
 */
export const CRASH_GAME_ID = 'crash';
export const CRASH_SALT = 'sb-studio-crash-salt-2026-11-24';
/** Growth per millisecond: 2× after 11.6 s, 10× after 38 s. */
export const CRASH_GROWTH_PER_MS = 0.00006;
export const CRASH_BETTING_MS = 6_000;
export const CRASH_PAUSE_MS = 3_000;
export const CRASH_GENERATION_MS = 86_400_000;
/** Links per day: more than a day of rounds (about 26 s each on average). */
export const CRASH_CHAIN_LENGTH = 6_000;
/** Day 0 of the generations. */
export const CRASH_EPOCH_MS = Date.UTC(2026, 0, 1);

/** The multiplier (MULTIPLIER_SCALE units, truncated to hundredths) after `ms` of flight. */
export function multiplierAt(ms: number): number {
  return Math.floor(100 * Math.exp(CRASH_GROWTH_PER_MS * Math.max(0, ms))) * 100;
}

/** How long the flight to a crash point lasts: the first millisecond its multiplier is reached. */
export function flightMs(crash: number): number {
  let t = Math.max(0, Math.ceil(Math.log(crash / MULTIPLIER_SCALE) / CRASH_GROWTH_PER_MS) - 2);
  while (multiplierAt(t) < crash) t++;
  return t;
}

export interface CrashRound {
  generation: number;
  index: number;
  /** The chain link this round reveals when it crashes. */
  seed: string;
  /** SHA-256 of the seed: the link published before it (the previous round's seed, or the day's last link). */
  hash: string;
  crash: number;
  bettingAt: number;
  flyingAt: number;
  crashedAt: number;
}

export const roundKey = (r: Pick<CrashRound, 'generation' | 'index'>) => `${r.generation}-${r.index}`;

interface Generation {
  chain: string[];
  rounds: CrashRound[];
}

/** The rounds of the days, computed once per day and node (a chain of a few thousand hashes). */
export class CrashSchedule {
  private readonly generations = new Map<number, Generation>();

  constructor(private readonly secret: string) {}

  /** The published last link of a day's chain (its commitment). */
  terminalHash(generation: number): string {
    const chain = this.generation(generation).chain;
    return chain[chain.length - 1] ?? '';
  }

  private generation(g: number): Generation {
    const known = this.generations.get(g);
    if (known) return known;
    const chain = chainFrom(hmacHex(this.secret, `crash:${g}`), CRASH_CHAIN_LENGTH);
    const rounds: CrashRound[] = [];
    const end = CRASH_EPOCH_MS + (g + 1) * CRASH_GENERATION_MS;
    let at = CRASH_EPOCH_MS + g * CRASH_GENERATION_MS;
    for (let index = 1; index <= CRASH_CHAIN_LENGTH && at < end; index++) {
      const seed = chain[CRASH_CHAIN_LENGTH - index] ?? '';
      const crash = crashPoint(saltedHash(seed, CRASH_SALT));
      const flyingAt = at + CRASH_BETTING_MS;
      const crashedAt = flyingAt + flightMs(crash);
      rounds.push({ generation: g, index, seed, hash: hashSeed(seed), crash, bettingAt: at, flyingAt, crashedAt });
      at = crashedAt + CRASH_PAUSE_MS;
    }
    if (this.generations.size > 3) this.generations.clear();
    const made = { chain, rounds };
    this.generations.set(g, made);
    return made;
  }

  /** The round whose betting, flight or pause is under way at `now` (null between days). */
  current(now: number): CrashRound | null {
    const g = Math.floor((now - CRASH_EPOCH_MS) / CRASH_GENERATION_MS);
    const rounds = this.generation(g).rounds;
    let lo = 0;
    let hi = rounds.length - 1;
    while (lo < hi) {
      const mid = Math.ceil((lo + hi) / 2);
      if ((rounds[mid]?.bettingAt ?? Infinity) <= now) lo = mid;
      else hi = mid - 1;
    }
    const r = rounds[lo];
    return r && r.bettingAt <= now ? r : null;
  }

  round(generation: number, index: number): CrashRound | null {
    return this.generation(generation).rounds[index - 1] ?? null;
  }

  /** The rounds that crashed before `now`, newest first (at most `n`). */
  recent(now: number, n: number): CrashRound[] {
    const cur = this.current(now);
    if (!cur) return [];
    const out: CrashRound[] = [];
    for (let i = cur.index - (cur.crashedAt <= now ? 0 : 1); i >= 1 && out.length < n; i--) {
      const r = this.round(cur.generation, i);
      if (r) out.push(r);
    }
    return out;
  }
}
