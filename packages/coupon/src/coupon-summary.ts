import type { Coupon } from './coupon';
import { couponTotalOdds } from './coupon-total-odds';
import { COUPON_TYPE } from './coupon-types';
import { linePlan } from './line-plan';
import { mintMoney, type Money } from './money';
import { possibleWin, type PossibleWin } from './possible-win';
import type { SettleOptions } from './settle-coupon';
import type { TotalOdds } from './total-odds';

export interface CouponSummary {
  /** Lines (expresses) for line-based types; legs of a chain; blocks of a conditional; 1 for an anti-express. */
  readonly lineCount: number;
  /** The stake every line carries, or undefined when lines carry different stakes. */
  readonly stakePerLine: Money | undefined;
  /** What placing the coupon takes from the balance (a split that does not divide evenly takes less). */
  readonly stakeTaken: Money;
  readonly totalOdds: TotalOdds | undefined;
  readonly possibleWin: PossibleWin;
}

function stakes(coupon: Coupon): Money[] {
  switch (coupon.typeId) {
    case COUPON_TYPE.chain:
      return coupon.legs.map(() => coupon.stake);
    case COUPON_TYPE.conditional:
      return coupon.blocks.map((b) => b.stake);
    case COUPON_TYPE.antiExpress:
      return [coupon.stake];
    case COUPON_TYPE.single:
    case COUPON_TYPE.express:
    case COUPON_TYPE.system:
    case COUPON_TYPE.multiBet:
    case COUPON_TYPE.lucky:
    case COUPON_TYPE.patent:
    case COUPON_TYPE.manySingles:
      return linePlan(coupon).lines.map((line) => line.stake);
  }
}

function stakeTaken(coupon: Coupon, lineStakes: readonly Money[]): Money {
  switch (coupon.typeId) {
    // Later legs and blocks are staked from returns, not from the balance.
    case COUPON_TYPE.chain:
      return coupon.stake;
    case COUPON_TYPE.conditional:
      return lineStakes[0] ?? mintMoney(0n);
    default:
      return mintMoney(lineStakes.reduce((a, b) => a + b, 0n));
  }
}

/** Everything the coupon shows before placement: lines, stake per line, odds and possible win. */
export function couponSummary(coupon: Coupon, options: SettleOptions = {}): CouponSummary {
  const lineStakes = stakes(coupon);
  const first = lineStakes[0];
  return {
    lineCount: lineStakes.length,
    stakePerLine: first !== undefined && lineStakes.every((s) => s === first) ? first : undefined,
    stakeTaken: stakeTaken(coupon, lineStakes),
    totalOdds: couponTotalOdds(coupon),
    possibleWin: possibleWin(coupon, options),
  };
}
