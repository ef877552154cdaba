import {
  BINGO_75_INFO,
  BINGO_90_INFO,
  CRASH_INFO,
  ROULETTE_LIVE_INFO,
  floatStream,
  GAMES,
  gameById,
  gamePaytable,
  hashSeed,
  newServerSeed,
  type CasinoGame as StudioGame,
  type FloatStream,
  type GameInfo,
  type Json,
} from '@sb/casino';

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
  /** What the game page's paytable screen shows (built from the tables the game pays from). */
  paytable(id: string): Json | undefined;
  /** Shared-round games the server runs for everyone (crash, live roulette, bingo 75 and 90). */
  readonly shared: readonly GameInfo[];
}

/** The studio of @sb/casino: its games and its provably fair primitives. */
export function packageStudio(): Studio {
  return {
    games: GAMES,
    gameById,
    floatStream,
    hashSeed,
    newServerSeed,
    paytable: gamePaytable,
    shared: [CRASH_INFO, ROULETTE_LIVE_INFO, BINGO_75_INFO, BINGO_90_INFO],
  };
}
