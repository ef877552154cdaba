import { effectiveProbability, handicap, overUnder, type IntegerDistribution } from '@sb/pricing';

/** One selection before the margin: its fair probability (Asian lines: effective probability). */
export interface OutcomeSpec {
  readonly typeId: number;
  readonly param: number | null;
  readonly fair: number;
}

export interface MarketSpec {
  readonly groupId: number;
  readonly param: number | null;
  /** Shown in a list row (1X2 or winner, main handicap, main total). */
  readonly main: boolean;
  readonly outcomes: readonly OutcomeSpec[];
  /**
   * How many outcomes every result wins (fair chances sum to this): 1 for exclusive outcomes,
   * 2 for double chance. The margin scales implied chances to coverage × (1 + margin).
   */
  readonly coverage?: number;
}

/**
 * Lines further out than this are not offered: a side below 4% would be quoted past 1/0.04
 * and its partner so short that the margin would push it under the 1.001 floor.
 */
export const MIN_FAIR = 0.04;

function twoWay(groupId: number, param: number, first: OutcomeSpec, second: OutcomeSpec): MarketSpec | null {
  if (first.fair < MIN_FAIR || second.fair < MIN_FAIR) return null;
  return { groupId, param, main: false, outcomes: [first, second] };
}

/** Marks the line whose sides are closest to even as the main one. */
function withMain(markets: MarketSpec[], markMain: boolean): MarketSpec[] {
  if (!markMain || markets.length === 0) return markets;
  let best = 0;
  let bestGap = Infinity;
  markets.forEach((market, i) => {
    const gap = Math.abs((market.outcomes[0]?.fair ?? 0) - 0.5);
    // Prefer half lines on a tie (no push in the list row).
    if (gap < bestGap - 1e-9) {
      best = i;
      bestGap = gap;
    }
  });
  return markets.map((market, i) => (i === best ? { ...market, main: true } : market));
}

/** Over/under markets on `lines` of a total, keeping lines both sides of which are priceable. */
export function totalMarkets(
  totals: IntegerDistribution,
  lines: readonly number[],
  groupId: number,
  overType: number,
  underType: number,
  markMain = false,
): MarketSpec[] {
  const markets: MarketSpec[] = [];
  for (const line of lines) {
    const { over, under } = overUnder(totals, line);
    const pOver = effectiveProbability(over);
    const pUnder = effectiveProbability(under);
    if (pOver + pUnder === 0) continue;
    const market = twoWay(
      groupId,
      line,
      { typeId: overType, param: line, fair: pOver },
      { typeId: underType, param: line, fair: pUnder },
    );
    if (market !== null) markets.push(market);
  }
  return withMain(markets, markMain);
}

/**
 * Asian handicap markets from the distribution of home − away; the market's param is the home
 * line, each outcome's param is its own side's line (away gets −line).
 */
export function handicapMarkets(
  differences: IntegerDistribution,
  lines: readonly number[],
  groupId: number,
  homeType: number,
  awayType: number,
  markMain = false,
): MarketSpec[] {
  const markets: MarketSpec[] = [];
  for (const line of lines) {
    const sides = handicap(differences, line);
    const pHome = effectiveProbability(sides.home);
    const pAway = effectiveProbability(sides.away);
    if (pHome + pAway === 0) continue;
    const awayLine = line === 0 ? 0 : -line;
    const market = twoWay(
      groupId,
      line,
      { typeId: homeType, param: line, fair: pHome },
      { typeId: awayType, param: awayLine, fair: pAway },
    );
    if (market !== null) markets.push(market);
  }
  return withMain(markets, markMain);
}

/** Lines from `from` to `to` every `step` (0.25 gives quarter lines). */
export function lineRange(from: number, to: number, step: number): number[] {
  const lines: number[] = [];
  for (let i = 0; from + i * step <= to + 1e-9; i++) lines.push(Math.round((from + i * step) * 4) / 4);
  return lines;
}

/** A market of exclusive outcomes with fair probabilities summing to 1. */
export function exclusiveMarket(
  groupId: number,
  outcomes: readonly OutcomeSpec[],
  main = false,
  param: number | null = null,
): MarketSpec {
  return { groupId, param, main, outcomes };
}
