import type { Leg } from './leg';
import { legFactor } from './leg-factor';
import { multiplyRatios } from './multiply-ratios';
import { RATIO_ZERO, type Ratio } from './ratio';

/**
 * The product of the legs' factors (a returned leg counts 1.00), or undefined
 * while a leg is pending. A lost leg settles the express at 0 at once: no
 * pending leg can change that.
 */
export function expressFactor(legs: readonly Leg[]): Ratio | undefined {
  const factors = legs.map(legFactor);
  if (factors.some((f) => f !== undefined && f.numerator === 0n)) {
    return RATIO_ZERO;
  }
  const settledFactors = factors.filter((f): f is Ratio => f !== undefined);
  return settledFactors.length === factors.length ? multiplyRatios(...settledFactors) : undefined;
}
