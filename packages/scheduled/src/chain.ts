import { chainFrom, hmacHex } from '@sb/casino';
import { DAY_MS } from './day';
import type { Schedule, ScheduledRoundRef } from './schedule';

/**
 * Provably fair rounds (issue 19; reference "Shared rounds and draws"): the rounds of one game
 * type that start on one UTC day play the links of one SHA-256 hash chain, as the lotto's draws
 * do. The chain's seed is HMAC-SHA256(server secret, "<type>:<day>"); its last link (the head) is
 * published before the day's first round; round i (0-based of N that day) plays link N−1−i, whose
 * hash is link N−i, the commitment shown before the round. A revealed seed therefore hashes to a
 * commitment published earlier, and all of the day's commitments chain up to the head.
 */
export const DRAW_FORMULA =
  'seed = link of the day’s SHA-256 hash chain; SHA-256(seed) = commitment; floats = HMAC-SHA256(seed, "<roundId>:0:<i>"), 4 bytes per float';

export interface RoundProof {
  /** The link played by this round (secret until the round has finished). */
  readonly seed: string;
  /** SHA-256 of the seed, published before the round. */
  readonly commitment: string;
  /** The day's head (published before the day's first round). */
  readonly head: string;
}

interface DayChain {
  readonly firstNumber: number;
  readonly links: readonly string[];
}

/** Day chains per (type, day), computed once (a few hundred hashes) and kept while in use. */
export class RoundChains {
  private readonly cache = new Map<string, DayChain>();

  constructor(
    private readonly schedule: Schedule,
    private readonly secret: string,
  ) {}

  private dayChain(r: ScheduledRoundRef): DayChain {
    const day = Math.floor(r.startAt / DAY_MS);
    const key = `${r.typeIndex}:${day}`;
    let chain = this.cache.get(key);
    if (chain === undefined) {
      const rounds = this.schedule.between(r.typeIndex, day * DAY_MS, (day + 1) * DAY_MS);
      const first = rounds[0]?.number ?? r.number;
      chain = { firstNumber: first, links: chainFrom(hmacHex(this.secret, `${r.def.type}:${day}`), rounds.length) };
      if (this.cache.size >= 256) this.cache.delete(this.cache.keys().next().value ?? '');
      this.cache.set(key, chain);
    }
    return chain;
  }

  proof(r: ScheduledRoundRef): RoundProof {
    const { firstNumber, links } = this.dayChain(r);
    const n = links.length - 1;
    const i = r.number - firstNumber;
    return { seed: links[n - 1 - i] ?? '', commitment: links[n - i] ?? '', head: links[n] ?? '' };
  }
}
