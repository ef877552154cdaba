import { addRatios } from './add-ratios';
import type { Leg } from './leg';
import { legOutcomes } from './leg-outcomes';
import { multiplyRatios } from './multiply-ratios';
import { RATIO_ONE, RATIO_ZERO, ratioFromOdds, type Ratio } from './ratio';

/**
 * What one unit staked on the leg is worth once it is settled:
 * win d; return and forced return 1; half win half return (d + 1)/2;
 * half lose half return 1/2; half lose half win d/2; lose 0.
 * Undefined while the leg is pending.
 */
export function legFactor(leg: Leg): Ratio | undefined {
  const outcomes = legOutcomes(leg.statusId);
  if (outcomes === undefined) {
    return undefined;
  }
  const value = { win: ratioFromOdds(leg.odds), lose: RATIO_ZERO, void: RATIO_ONE };
  return addRatios(...outcomes.map((o) => multiplyRatios(o.weight, value[o.outcome])));
}
