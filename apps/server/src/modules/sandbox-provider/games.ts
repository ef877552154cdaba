/**
 * The sandbox aggregator's games (issue 15 provider adapter): two simple but real games, the
 * provider's own math. Multipliers are hundredths (196 = 1.96×); a round pays
 * ⌊stake × multiplier / 100⌋. Outcomes come from floats in [0, 1) the round's RNG gives.
 */

export const MULTIPLIER_HUNDREDTHS = 100;

/** Coin flip: call heads or tails; a right call pays 1.96× (RTP 98 %). */
export const COIN_FLIP_CODE = 'coin-flip';
export const COIN_FLIP_WIN = 196;
export const COIN_SIDES = ['heads', 'tails'] as const;
export type CoinSide = (typeof COIN_SIDES)[number];

/**
 * Fruit slot: three reels of 20 stops, one payline (the stops drawn). Every reel has the same
 * strip: 7 cherries, 6 lemons, 4 bells, 2 bars, 1 seven.
 */
export const FRUIT_SLOT_CODE = 'fruit-slot';
export const FRUIT_SYMBOLS = ['cherry', 'lemon', 'bell', 'bar', 'seven'] as const;
export type FruitSymbol = (typeof FRUIT_SYMBOLS)[number];
const STRIP_COUNTS: Readonly<Record<FruitSymbol, number>> = { cherry: 7, lemon: 6, bell: 4, bar: 2, seven: 1 };
export const FRUIT_STRIP: readonly FruitSymbol[] = FRUIT_SYMBOLS.flatMap((s) =>
  Array.from({ length: STRIP_COUNTS[s] }, () => s),
);

/** The published paytable of the fruit slot (multipliers in hundredths of the stake). */
export const FRUIT_PAYTABLE = {
  threeSevens: 20_000,
  threeBars: 5_000,
  threeBells: 2_000,
  threeLemons: 1_000,
  threeCherries: 500,
  /** Cherries on reels 1 and 2, not on reel 3. */
  twoCherries: 200,
  /** Three of bell, bar and seven, not all the same. */
  anyHighMix: 200,
} as const;

const THREE: Readonly<Record<FruitSymbol, number>> = {
  seven: FRUIT_PAYTABLE.threeSevens,
  bar: FRUIT_PAYTABLE.threeBars,
  bell: FRUIT_PAYTABLE.threeBells,
  lemon: FRUIT_PAYTABLE.threeLemons,
  cherry: FRUIT_PAYTABLE.threeCherries,
};
const HIGH: ReadonlySet<FruitSymbol> = new Set(['bell', 'bar', 'seven']);

/** The fruit slot's line: three symbols, left to right. */
export function fruitLineMultiplier(line: readonly [FruitSymbol, FruitSymbol, FruitSymbol]): number {
  const [a, b, c] = line;
  if (a === b && b === c) return THREE[a];
  if (a === 'cherry' && b === 'cherry') return FRUIT_PAYTABLE.twoCherries;
  if (HIGH.has(a) && HIGH.has(b) && HIGH.has(c)) return FRUIT_PAYTABLE.anyHighMix;
  return 0;
}

/**
 * Published RTPs, as exact fractions: the coin 1/2 × 1.96; the slot 7569/8000 (= 0.946125), the
 * paytable enumerated over the 20³ stop combinations (games.test.ts recomputes both).
 */
export const COIN_FLIP_RTP = 0.98;
export const FRUIT_SLOT_RTP = 7569 / 8000;

export type SandboxParams = { side: CoinSide } | Record<string, never>;
export type SandboxResult =
  | { game: typeof COIN_FLIP_CODE; call: CoinSide; landed: CoinSide }
  | { game: typeof FRUIT_SLOT_CODE; reels: [FruitSymbol, FruitSymbol, FruitSymbol] };

export interface SandboxOutcome {
  result: SandboxResult;
  multiplier: number;
}

/** A game's parameters from the page: null when they are not the game's. */
export function parseParams(code: string, params: unknown): SandboxParams | null {
  if (code === FRUIT_SLOT_CODE) return {};
  if (code !== COIN_FLIP_CODE) return null;
  const side = (params as { side?: unknown } | null)?.side;
  return side === 'heads' || side === 'tails' ? { side } : null;
}

/** One round of a game from its floats (each in [0, 1)). */
export function playSandboxGame(code: string, params: SandboxParams, floats: () => number): SandboxOutcome {
  if (code === COIN_FLIP_CODE && 'side' in params) {
    const landed: CoinSide = floats() < 0.5 ? 'heads' : 'tails';
    return {
      result: { game: COIN_FLIP_CODE, call: params.side, landed },
      multiplier: landed === params.side ? COIN_FLIP_WIN : 0,
    };
  }
  if (code === FRUIT_SLOT_CODE) {
    const stop = () => FRUIT_STRIP[Math.floor(floats() * FRUIT_STRIP.length)] ?? 'cherry';
    const reels: [FruitSymbol, FruitSymbol, FruitSymbol] = [stop(), stop(), stop()];
    return { result: { game: FRUIT_SLOT_CODE, reels }, multiplier: fruitLineMultiplier(reels) };
  }
  throw new Error(`sandbox game ${code} cannot play these parameters`);
}

/** What a round pays: ⌊stake × multiplier / 100⌋. */
export const payoutOf = (stake: bigint, multiplier: number): bigint =>
  (stake * BigInt(multiplier)) / BigInt(MULTIPLIER_HUNDREDTHS);

/** The sandbox's catalogue, as the aggregator's game list publishes it. */
export interface SandboxGameInfo {
  code: string;
  name: string;
  category: 'slots' | 'fast-games';
  rtp: number;
  volatility: 'low' | 'medium' | 'high';
  rules: string;
}

export const SANDBOX_GAMES: readonly SandboxGameInfo[] = [
  {
    code: COIN_FLIP_CODE,
    name: 'Sandbox Coin Flip',
    category: 'fast-games',
    rtp: COIN_FLIP_RTP,
    volatility: 'low',
    rules:
      'A test game of the sandbox provider (not a real studio). Call heads or tails; a right call pays 1.96 times the stake. RTP 98 %.',
  },
  {
    code: FRUIT_SLOT_CODE,
    name: 'Sandbox Fruit Slot',
    category: 'slots',
    rtp: FRUIT_SLOT_RTP,
    volatility: 'medium',
    rules:
      'A test game of the sandbox provider (not a real studio). Three reels of 20 stops (7 cherries, 6 lemons, 4 bells, 2 bars, 1 seven), one line. Pays: three sevens 200×, three bars 50×, three bells 20×, three lemons 10×, three cherries 5×, cherries on reels 1 and 2 2×, any three of bell, bar, seven 2×. RTP 94.6125 % (7569/8000, enumerated).',
  },
];
