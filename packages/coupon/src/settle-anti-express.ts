import type { Odds } from '@sb/odds';
import { addRatios } from './add-ratios';
import { antiExpressFairOdds } from './anti-express-fair-odds';
import type { AntiExpressCoupon } from './coupon';
import { legOutcomes, type PureOutcome, type WeightedOutcome } from './leg-outcomes';
import { multiplyRatios } from './multiply-ratios';
import { payout } from './payout';
import { RATIO_ONE, RATIO_ZERO, ratio, type Ratio } from './ratio';
import { OPEN, settled, type Settlement } from './settlement';

interface Scenario {
  readonly weight: Ratio;
  readonly outcomes: readonly PureOutcome[];
}

/** Every combination of the legs' weighted outcomes (2ʰ scenarios for h half-settled legs). */
function scenarios(perLeg: readonly (readonly WeightedOutcome[])[]): Scenario[] {
  return perLeg.reduce<Scenario[]>(
    (acc, options) =>
      acc.flatMap((s) =>
        options.map((o) => ({ weight: multiplyRatios(s.weight, o.weight), outcomes: [...s.outcomes, o.outcome] })),
      ),
    [{ weight: RATIO_ONE, outcomes: [] }],
  );
}

/**
 * The quote scaled by how much the fair price rose when legs dropped out, so
 * the margin the player accepted is kept: coef × fair(active) / fair(all),
 * truncated to thousandths like any shown coefficient.
 */
function repricedFactor(coef: Odds, all: readonly Odds[], active: readonly Odds[]): Ratio {
  if (active.length === all.length) {
    return ratio(BigInt(coef), 1000n);
  }
  const fairAll = antiExpressFairOdds(all);
  const fairActive = antiExpressFairOdds(active);
  const thousandths =
    (BigInt(coef) * fairActive.numerator * fairAll.denominator) / (fairActive.denominator * fairAll.numerator);
  return ratio(thousandths, 1000n);
}

/**
 * Wins at the quoted coefficient if at least one leg loses; loses if every
 * counted leg wins. Void legs drop out and the coefficient is recomputed; all
 * legs void returns the stake. A half-settled leg splits the stake in two, each
 * half settled with its own outcome (the same split that gives (d + 1)/2 in an
 * express). Open while any leg is pending: a pending leg could still turn void
 * and change the price.
 */
export function settleAntiExpress(coupon: AntiExpressCoupon): Settlement {
  const perLeg = coupon.legs.map((leg) => legOutcomes(leg.statusId));
  if (perLeg.some((o) => o === undefined)) {
    return OPEN;
  }
  const allOdds = coupon.legs.map((leg) => leg.odds);
  const terms = scenarios(perLeg.filter((o): o is readonly WeightedOutcome[] => o !== undefined)).map((s) => {
    const active = allOdds.filter((_, i) => s.outcomes[i] !== 'void');
    const activeOutcomes = s.outcomes.filter((o) => o !== 'void');
    const factor =
      active.length === 0
        ? RATIO_ONE
        : activeOutcomes.includes('lose')
          ? repricedFactor(coupon.coef, allOdds, active)
          : RATIO_ZERO;
    return multiplyRatios(s.weight, factor);
  });
  return settled(payout(coupon.stake, addRatios(...terms)));
}
