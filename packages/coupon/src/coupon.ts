import type { Odds } from '@sb/odds';
import type { COUPON_TYPE } from './coupon-types';
import type { Leg } from './leg';
import type { Money } from './money';

/** 0: one leg, stake × factor. */
export interface SingleCoupon {
  readonly typeId: typeof COUPON_TYPE.single;
  readonly stake: Money;
  readonly leg: Leg;
}

/** 1: every leg must win; odds multiply; a returned leg counts 1.00. */
export interface ExpressCoupon {
  readonly typeId: typeof COUPON_TYPE.express;
  readonly stake: Money;
  readonly legs: readonly Leg[];
  /** §5/§9 bonus coefficient fixed at placement (see `expressBonusCoef`); absent when not eligible. */
  readonly bonusCoef?: Odds;
}

/** 2: C(n − b, k − b) equal-stake expresses; every line holds all bankers. */
export interface SystemCoupon {
  readonly typeId: typeof COUPON_TYPE.system;
  readonly stake: Money;
  /** Legs that are not bankers. */
  readonly legs: readonly Leg[];
  readonly bankers: readonly Leg[];
  /** k, the size of each express, bankers included (Coupon state systemValue). */
  readonly systemValue: number;
}

/** 3: ordered singles with a unit stake; `stake` is the unit, the only money taken. */
export interface ChainCoupon {
  readonly typeId: typeof COUPON_TYPE.chain;
  readonly stake: Money;
  readonly legs: readonly Leg[];
}

/** 4: a system k/m over `legs`, each line multiplied by the optional lobby (a single or an express). */
export interface MultiBetCoupon {
  readonly typeId: typeof COUPON_TYPE.multiBet;
  readonly stake: Money;
  /** The events besides the lobby. */
  readonly legs: readonly Leg[];
  readonly systemValue: number;
  /** Empty for no lobby: the coupon then settles as a plain system. */
  readonly lobby: readonly Leg[];
}

/** One block of a conditional bet: a single or an express with the stake the player set for it. */
export interface ConditionalBlock {
  readonly stake: Money;
  readonly legs: readonly Leg[];
}

/** 5: ordered blocks; block i + 1 is staked from block i's return (Coupon state amountByBlockId). */
export interface ConditionalCoupon {
  readonly typeId: typeof COUPON_TYPE.conditional;
  readonly blocks: readonly ConditionalBlock[];
}

/** 6: wins if at least one leg loses. */
export interface AntiExpressCoupon {
  readonly typeId: typeof COUPON_TYPE.antiExpress;
  readonly stake: Money;
  readonly legs: readonly Leg[];
  /** The quoted anti-express coefficient for all legs (Coupon state antiExpressCoef). */
  readonly coef: Odds;
}

/** 7: every single and every express of every size, 2ⁿ − 1 equal-stake lines. */
export interface LuckyCoupon {
  readonly typeId: typeof COUPON_TYPE.lucky;
  readonly stake: Money;
  readonly legs: readonly Leg[];
}

/** 8: as lucky (3 legs: 3 singles, 3 doubles, 1 treble), allowed from 3 legs. */
export interface PatentCoupon {
  readonly typeId: typeof COUPON_TYPE.patent;
  readonly stake: Money;
  readonly legs: readonly Leg[];
}

/** One of the many singles with its own stake (Coupon state amountByBetId). */
export interface StakedSingle {
  readonly stake: Money;
  readonly leg: Leg;
}

/** 9: independent singles, one stake each. */
export interface ManySinglesCoupon {
  readonly typeId: typeof COUPON_TYPE.manySingles;
  readonly singles: readonly StakedSingle[];
}

export type Coupon =
  | SingleCoupon
  | ExpressCoupon
  | SystemCoupon
  | ChainCoupon
  | MultiBetCoupon
  | ConditionalCoupon
  | AntiExpressCoupon
  | LuckyCoupon
  | PatentCoupon
  | ManySinglesCoupon;

/** Coupons that are a fixed set of express lines, each with its stake known at placement. */
export type LineCoupon =
  SingleCoupon | ExpressCoupon | SystemCoupon | MultiBetCoupon | LuckyCoupon | PatentCoupon | ManySinglesCoupon;
