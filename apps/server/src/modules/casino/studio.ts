import { createHash, createHmac, randomBytes } from 'node:crypto';
import * as casinoPackage from '@sb/casino';
import type { CasinoGame as StudioGame, FloatStream } from '@sb/casino';

/**
 * The casino module's port to the games (issue 15): the catalogue of the studio and the provably
 * fair primitives. The server plays every game only through this; tests may pass their own.
 */
export interface Studio {
  readonly games: readonly StudioGame[];
  gameById(id: string): StudioGame | undefined;
  /** Floats of one round from the seeds (HMAC-SHA256, shared/reference/betting-math.md). */
  floatStream(serverSeed: string, clientSeed: string, nonce: number): FloatStream;
  /** SHA-256 of a server seed, hex: committed to the player before play. */
  hashSeed(serverSeed: string): string;
  newServerSeed(): string;
}

/** What @sb/casino exports once its games land (it is built step by step beside this module). */
interface StudioExports {
  GAMES: readonly StudioGame[];
  gameById(id: string): StudioGame | undefined;
  floatStream(serverSeed: string, clientSeed: string, nonce: number): FloatStream;
  hashSeed(serverSeed: string): string;
  newServerSeed(): string;
}

/**
 * The fairness rule of betting-math.md, used only while the package has not published its own:
 * bytes = HMAC_SHA256(serverSeed, `clientSeed:nonce:round`) over successive 32-byte blocks, four
 * bytes per float (b0/256 + b1/256² + b2/256³ + b3/256⁴).
 */
export function referenceFloatStream(serverSeed: string, clientSeed: string, nonce: number): FloatStream {
  let round = 0;
  let block = Buffer.alloc(0);
  let cursor = 0;
  return {
    next() {
      if (cursor + 4 > block.length) {
        block = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${round++}`).digest();
        cursor = 0;
      }
      let f = 0;
      for (let i = 0; i < 4; i++) f += (block[cursor + i] ?? 0) / 256 ** (i + 1);
      cursor += 4;
      return f;
    },
  };
}

const referenceHash = (seed: string): string => createHash('sha256').update(seed).digest('hex');
const referenceSeed = (): string => randomBytes(32).toString('hex');

/** The studio of @sb/casino, with the reference rule for what it does not export yet. */
export function packageStudio(): Studio {
  const pkg = casinoPackage as unknown as Partial<StudioExports>;
  const games = pkg.GAMES ?? [];
  const byId = new Map(games.map((g) => [g.info.id, g]));
  return {
    games,
    gameById: (id) => pkg.gameById?.(id) ?? byId.get(id),
    floatStream: pkg.floatStream ?? referenceFloatStream,
    hashSeed: pkg.hashSeed ?? referenceHash,
    newServerSeed: pkg.newServerSeed ?? referenceSeed,
  };
}
