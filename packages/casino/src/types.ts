/**
 * The casino studio's game contract (issue 15). The server's casino module plays every game
 * through these types only; each game is a pure module of this package.
 *
 * Randomness: a game never calls Math.random. It reads floats in [0, 1) from a FloatStream,
 * which the server builds from the provably fair seeds (serverSeed, clientSeed, nonce; see
 * fair.ts) and a verifier rebuilds from the revealed seeds, so any round can be recomputed.
 *
 * Money: a game never sees amounts in minor units. It returns a multiplier in ten-thousandths
 * (MULTIPLIER_SCALE): payout = floor(stake × multiplier / MULTIPLIER_SCALE). 0 is a loss,
 * MULTIPLIER_SCALE returns the stake.
 */

/** Ten-thousandths: a multiplier of 1.98 is 19_800. */
export const MULTIPLIER_SCALE = 10_000;

/** Stable game ids (URLs, database rows and fairness records use them). */
export type GameId = string;

/** Casino categories of spec §2 (the lobby's rows and the category pages). */
export type GameCategory =
  | 'slots'
  | 'live-casino'
  | 'crash-games'
  | 'card-games'
  | 'scratchcards'
  | 'fishinghunting'
  | 'asian-games'
  | 'skill-games'
  | 'fast-games'
  | 'keno'
  | 'bingo'
  | 'poker'
  | 'othergames';

export type Volatility = 'low' | 'medium' | 'high';

/** JSON a round's result and state are stored and sent as. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Successive floats in [0, 1) of one round (consumed in order; never re-read). */
export interface FloatStream {
  next(): number;
}

/** What the catalogue shows about a game (the server seeds its games table from these). */
export interface GameInfo {
  id: GameId;
  name: string;
  category: GameCategory;
  tags: readonly string[];
  /** Published RTP as a fraction (0.99 = 99 %); tests assert it equals the exact computation. */
  rtp: number;
  volatility: Volatility;
  /** Rules shown on the game page, in English (the page translates its headings only). */
  rules: string;
}

/** Validation of a player's parameters: a parsed value, or a reason code (400 to the player). */
export type Parsed<P> = { ok: true; value: P } | { ok: false; code: string };

/** One bet resolved at once: dice, limbo, plinko, keno, roulette, wheel, scratch cards, slots. */
export interface InstantGame<P extends Json = Json> {
  kind: 'instant';
  info: GameInfo;
  parse(params: unknown): Parsed<P>;
  play(params: P, floats: FloatStream): { multiplier: number; result: Json };
}

/**
 * A round with decisions: mines, blackjack, hi-lo, video poker. Everything random is fixed at
 * start from the stream (mine positions, the shuffled shoe or deck), kept in the state (the
 * server stores it and never sends `secret` parts to the player before the round ends).
 */
export interface RoundGame<P extends Json = Json, S extends Json = Json, A extends Json = Json> {
  kind: 'round';
  info: GameInfo;
  parse(params: unknown): Parsed<P>;
  parseAction(action: unknown): Parsed<A>;
  start(params: P, floats: FloatStream): S;
  /** Applies a player's action; ok: false (with a code) when the action is not allowed now. */
  act(state: S, action: A): Parsed<S>;
  /**
   * Once the round is over: the whole payout as a multiplier of the OPENING stake (a won
   * blackjack double pays 4 × = 40_000); null while it goes on.
   */
  outcome(state: S): number | null;
  /** What the player may see of the state now (no undealt cards, no unrevealed mines). */
  view(state: S): Json;
  /**
   * Extra stake a decision costs, in multiples of the opening stake (blackjack double and split:
   * 1). The server debits it before applying the action. 0 for most actions.
   */
  extraStake(state: S, action: A): number;
}

export type CasinoGame = InstantGame | RoundGame;
