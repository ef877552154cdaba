/**
 * The lotteries' shapes (issue 19 "Lotto"). Amounts are integer minor units (bigint); a fixed
 * prize is a multiple of the line price in tenths (PRIZE_SCALE), so 3.6× is 36.
 */
export const PRIZE_SCALE = 10;

export type LotteryId = '6-45' | '5-36' | 'keno-20-80';

/** A prize tier: how many main numbers hit (and the bonus ball, where the lottery has one). */
export interface PrizeTier {
  /** Stable tier id (ticket results and prize tables name it): e.g. '6', '5', '3+B', 'k7-5'. */
  id: string;
  hits: number;
  /** true: the bonus ball must match; false: it must not; undefined: it does not matter. */
  bonus?: boolean;
  /** For keno: the number of spots the line played. */
  spots?: number;
  /** Fixed: multiple of the line price in tenths. Pool: share of the draw's pool in basis points. */
  prize: { kind: 'fixed'; multiple: number } | { kind: 'pool'; shareBp: number; jackpot: boolean };
}

/** When a lottery draws (UTC), as a pure rule of the clock. */
export type DrawSchedule =
  | { kind: 'weekly'; weekdays: readonly number[]; hour: number; minute: number }
  | { kind: 'daily'; hour: number; minute: number }
  | { kind: 'every'; minutes: number };

export interface Lottery {
  id: LotteryId;
  name: string;
  /** Numbers 1 … n; `drawn` of them are drawn. */
  n: number;
  drawn: number;
  /** How many numbers a line picks: a range for keno (1 … 10 spots), one value otherwise. */
  pickMin: number;
  pickMax: number;
  /** A separate bonus ball 1 … bonusOf drawn alongside (5/36: 1 … 10); the line picks one. */
  bonusOf: number | null;
  /** Price of one line for one draw, minor units. */
  linePrice: bigint;
  /** Pool lotteries: the share of each draw's stakes that goes into the prize pool (basis points). */
  poolShareBp: number;
  tiers: readonly PrizeTier[];
  schedule: DrawSchedule;
  /** Most lines on one ticket and most consecutive draws one ticket covers. */
  maxLines: number;
  maxDraws: number;
  /**
   * The published return to player of the fixed paytable of a line of each size (keno: 1 … 10
   * spots), rounded to 4 places; rtp.test.ts checks each against the exact computation. Pool tiers
   * add poolShareBp / 10 000 on top (every pool is paid out, at once or through the jackpot).
   */
  publishedFixedRtp: Readonly<Record<number, number>>;
}

/** A line as the player chose it (or quick pick chose it). */
export interface Line {
  numbers: readonly number[];
  bonus?: number | null;
}

/** A draw's result. */
export interface DrawResult {
  numbers: readonly number[];
  bonus: number | null;
}
