import type { LineCoupon } from './coupon';
import type { Leg } from './leg';
import type { Line } from './line';
import { linePlan } from './line-plan';

/** The expresses a line-based coupon consists of, each with its own stake. */
export function couponLines(coupon: LineCoupon): Line[] {
  const plan = linePlan(coupon);
  return plan.lines.map((line) => ({
    legs: line.legIndexes.map((i) => plan.legs[i] as Leg),
    stake: line.stake,
  }));
}
