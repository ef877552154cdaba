import { lineSpan } from './normal-range';
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
 * Lines further out than this are not offered: a side below 8% would be quoted past 12 and
 * its partner (over 92%) so short that the multiplicative margin would push it near 1.001.
 */
export const MIN_FAIR = 0.08;

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

/**
 * The same distribution with every value below `low` folded onto `low` and above `high` onto
 * `high`. Exact for lines inside (low, high): a value a whole unit past every line settles the
 * same way on each of them. It keeps the line loops short (a normal over 340 points → ~20).
 */
export function clampDistribution(distribution: IntegerDistribution, low: number, high: number): IntegerDistribution {
  const { min, masses } = distribution;
  const max = min + masses.length - 1;
  if (min >= low && max <= high) return distribution;
  const from = Math.max(min, low);
  const to = Math.min(max, high);
  if (from > to) return distribution;
  const clamped = new Array<number>(to - from + 1).fill(0);
  masses.forEach((mass, i) => {
    const index = Math.min(to, Math.max(from, min + i)) - from;
    clamped[index] = (clamped[index] ?? 0) + mass;
  });
  return { min: from, masses: clamped };
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
  const distribution = clampDistribution(totals, ...lineSpan(lines, 1));
  for (const line of lines) {
    const { over, under } = overUnder(distribution, line);
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
  // Home wins on line h when difference + h > 0: the differences that matter are around −h.
  const distribution = clampDistribution(differences, ...lineSpan(lines, -1));
  for (const line of lines) {
    const sides = handicap(distribution, line);
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
