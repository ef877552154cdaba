import type { Odds } from '@sb/odds';
import { applyMargin } from './apply-margin';
import type { MarginMethod } from './margin-method';
import { oddsFromProbability } from './odds-from-probability';

/**
 * Quoted odds for each selection of a market: margin added to the fair
 * probabilities by `method`, then rounded to thousandths. For Asian lines
 * pass the sides' `effectiveProbability`, which sum to 1 like any market.
 */
export function priceMarket(fair: readonly number[], margin: number, method: MarginMethod): (Odds | undefined)[] {
  return applyMargin(fair, margin, method).map(oddsFromProbability);
}
