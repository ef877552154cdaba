import { MARKET_KIND, type Market, type Outcome } from '@sb/contracts';
import { outcomeId } from '@sb/feed';
import { priceMarket } from '@sb/pricing';
import type { RoundContext } from '../types';

/** One selection before the margin: its exact probability under the sport's model. */
export interface FairOutcome {
  readonly typeId: number;
  readonly param: number | null;
  readonly fair: number;
  /** The competitor's name where the outcome is one (race win and place). */
  readonly name?: string;
}

export interface FairMarket {
  readonly groupId: number;
  readonly param: number | null;
  readonly outcomes: readonly FairOutcome[];
  /**
   * How many outcomes every result wins (fair chances sum to it): 1 for exclusive markets, 2
   * for double chance, the number of places paid for a place market.
   */
  readonly coverage?: number;
}

/**
 * Implied chance past which a multiplicative margin would quote a price near 1.001 (the sports
 * feed's rule, packages/feed price-game.ts): such an exclusive market takes the power margin,
 * which keeps every implied chance below 1; in an overlapping market the outcome is not offered.
 */
export const MAX_MULTIPLICATIVE_IMPLIED = 0.98;

/** Over/under lines further out than this are not offered (the feed's MIN_FAIR). */
export const MIN_LINE_FAIR = 0.08;

/**
 * Contract markets of a round: the margin spread over each market's exact probabilities as the
 * sports feed does, so implied chances sum to coverage × (1 + margin). The first market is the
 * main one (the list row shows it).
 */
export function priceMarkets(ctx: RoundContext, specs: readonly FairMarket[]): Market[] {
  const markets: Market[] = [];
  specs.forEach((spec, index) => {
    const coverage = spec.coverage ?? 1;
    const fair = spec.outcomes.map((o) => o.fair / coverage);
    const heavy = Math.max(...fair) * coverage * (1 + ctx.margin) >= MAX_MULTIPLICATIVE_IMPLIED;
    const odds = priceMarket(fair, ctx.margin, heavy && coverage === 1 ? 'power' : 'multiplicative');
    const outcomes: Outcome[] = [];
    spec.outcomes.forEach((o, i) => {
      const thousandths = odds[i];
      if (thousandths === undefined) return;
      if (coverage > 1 && o.fair * (1 + ctx.margin) >= MAX_MULTIPLICATIVE_IMPLIED) return;
      outcomes.push({
        id: outcomeId(ctx.roundId, o.typeId, o.param),
        gameId: ctx.roundId,
        sportId: ctx.sportId,
        champId: ctx.champId,
        groupId: spec.groupId,
        typeId: o.typeId,
        param: o.param,
        kind: index === 0 ? MARKET_KIND.main : MARKET_KIND.additional,
        coef: Math.max(1001, Math.round(thousandths / coverage)) / 1000,
        isLive: false,
        isBlocked: false,
        ...(o.name === undefined ? {} : { name: o.name }),
      });
    });
    if (outcomes.length > 0) markets.push({ groupId: spec.groupId, param: spec.param, outcomes });
  });
  return markets;
}

/**
 * Over/under markets on half lines of an exact integer distribution (`masses[k]` = P(total =
 * min + k)), keeping the lines both of whose sides are at least `minFair`.
 */
export function halfLineTotals(
  min: number,
  masses: readonly number[],
  groupId: number,
  overType: number,
  underType: number,
  minFair = MIN_LINE_FAIR,
): FairMarket[] {
  const total = masses.reduce((a, b) => a + b, 0);
  const markets: FairMarket[] = [];
  let below = 0;
  masses.forEach((mass, k) => {
    below += mass;
    const under = below / total;
    const over = 1 - under;
    const line = min + k + 0.5;
    if (under < minFair || over < minFair) return;
    markets.push({
      groupId,
      param: line,
      outcomes: [
        { typeId: overType, param: line, fair: over },
        { typeId: underType, param: line, fair: under },
      ],
    });
  });
  return markets;
}
