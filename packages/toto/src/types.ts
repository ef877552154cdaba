/**
 * Pool betting (issue 19 "Toto"; reference "Pools (toto) and lotteries"). Amounts are integer
 * minor units (bigint). A draw is a fixed list of real line events; a coupon predicts each event
 * with one or more of 1 / X / 2 and buys every combination of its predictions.
 */

/** 1 home win, X draw, 2 away win. */
export const PICKS = ['1', 'X', '2'] as const;
export type Pick = (typeof PICKS)[number];

/** What an event ended as: a pick, or cancelled (spec §3 game status 5). */
export type EventOutcome = Pick | 'cancelled';

/** A prize tier: the combinations with exactly `hits` correct predictions share `shareBp` of the pool. */
export interface TotoTier {
  hits: number;
  /** Share of the pool in basis points (the tiers' shares sum to 10 000). */
  shareBp: number;
  /** The jackpot tier also gets the jackpot carried in from earlier draws. */
  jackpot: boolean;
}

export interface TotoRules {
  id: string;
  /** Events in every draw. */
  events: number;
  /** The smallest stake of one combination and the step of any other (minor units). */
  unit: bigint;
  /** The largest stake of one combination (minor units, a multiple of `unit`). */
  maxStakePerCombination: bigint;
  /** Most combinations one coupon buys. */
  maxCombinations: number;
  /** Share of the stakes that forms the pool (basis points); the rest is the commission. */
  poolShareBp: number;
  /** Best first: the jackpot tier is the all-correct one. */
  tiers: readonly TotoTier[];
}

/** A coupon's predictions: for each event of the draw (in draw order), the picks it plays. */
export type Predictions = readonly (readonly Pick[])[];
