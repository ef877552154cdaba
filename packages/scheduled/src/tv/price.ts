import { MARKET_KIND, type Market, type Outcome } from '@sb/contracts';
import { outcomeId } from '@sb/feed';
import { oddsFromProbability, priceMarket } from '@sb/pricing';
import type { RoundContext } from '../types';

/** One outcome of a TV game's market with its exact chance before the margin. */
export interface TvOutcomeSpec {
  readonly typeId: number;
  readonly param: number | null;
  /** Exact probability that the outcome wins (0 < fair < 1). */
  readonly fair: number;
  /** English label where the type's label alone would not say it ("Ball 17", "Hand 2"). */
  readonly name?: string;
}

/**
 * A market before pricing. Exclusive: exactly one outcome wins, the chances sum to 1 and the
 * implied chances to 1 + margin. Not exclusive ("ball 17 drawn", one outcome per ball): each
 * outcome is priced alone at 1/(p·(1 + margin)).
 */
export interface TvMarketSpec {
  readonly groupId: number;
  readonly param: number | null;
  readonly exclusive: boolean;
  readonly outcomes: readonly TvOutcomeSpec[];
}

/** Implied chance past which a multiplicative margin would quote a price too near 1.001 (as the feed). */
const MAX_MULTIPLICATIVE_IMPLIED = 0.98;
/** Fair chances of an exclusive market sum to 1 within float rounding. */
const SUM_TOLERANCE = 1e-9;

/** Thousandths of every outcome of a spec (undefined: not offered), priced as the sports feed prices. */
export function specOdds(spec: TvMarketSpec, margin: number): (number | undefined)[] {
  if (!spec.exclusive) {
    // A near-certain outcome alone would be quoted at 1.001 or below: it is not offered.
    return spec.outcomes.map((o) =>
      o.fair * (1 + margin) >= MAX_MULTIPLICATIVE_IMPLIED ? undefined : oddsFromProbability(o.fair * (1 + margin)),
    );
  }
  const sum = spec.outcomes.reduce((s, o) => s + o.fair, 0);
  if (Math.abs(sum - 1) > SUM_TOLERANCE) throw new RangeError(`market ${spec.groupId} chances sum to ${sum}, not 1`);
  // An outcome that cannot win (a dominated poker hand) has no price and is left out; the others
  // still sum to 1. A heavy favourite takes the power method as in @sb/feed assembleMarkets.
  const live = spec.outcomes.filter((o) => o.fair > 0);
  const fair = live.map((o) => o.fair);
  const heavy = Math.max(...fair) * (1 + margin) >= MAX_MULTIPLICATIVE_IMPLIED;
  const odds = fair.length < 2 ? [] : priceMarket(fair, margin, heavy ? 'power' : 'multiplicative');
  let next = 0;
  return spec.outcomes.map((o) => (o.fair > 0 ? odds[next++] : undefined));
}

/**
 * Contract markets of a round from its specs: ids `${roundId}_${typeId}_${param ?? ''}`, the
 * first market main (the lists show it), the others additional; never live nor blocked (sales
 * close at the round's start).
 */
export function priceTvMarkets(ctx: RoundContext, specs: readonly TvMarketSpec[]): Market[] {
  const markets: Market[] = [];
  specs.forEach((spec, index) => {
    const kind = index === 0 ? MARKET_KIND.main : MARKET_KIND.additional;
    const odds = specOdds(spec, ctx.margin);
    const outcomes: Outcome[] = [];
    spec.outcomes.forEach((o, i) => {
      const thousandths = odds[i];
      if (thousandths === undefined) return;
      const outcome: Outcome = {
        id: outcomeId(ctx.roundId, o.typeId, o.param),
        gameId: ctx.roundId,
        sportId: ctx.sportId,
        champId: ctx.champId,
        groupId: spec.groupId,
        typeId: o.typeId,
        param: o.param,
        kind,
        coef: thousandths / 1000,
        isLive: false,
        isBlocked: false,
      };
      if (o.name !== undefined) outcome.name = o.name;
      outcomes.push(outcome);
    });
    if (outcomes.length > 0) markets.push({ groupId: spec.groupId, param: spec.param, outcomes });
  });
  return markets;
}

/** An over / under pair on a half line: the chance of "over" given, "under" its complement. */
export function overUnderSpec(
  groupId: number,
  line: number,
  pOver: number,
  types: { readonly over: number; readonly under: number },
  label: string,
  param: number = line,
): TvMarketSpec {
  return {
    groupId,
    param: line,
    exclusive: true,
    outcomes: [
      { typeId: types.over, param, fair: pOver, name: `${label} over ${line}` },
      { typeId: types.under, param, fair: 1 - pOver, name: `${label} under ${line}` },
    ],
  };
}
