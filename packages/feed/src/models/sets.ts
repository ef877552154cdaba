import { MARKET_GROUP, OUTCOME_TYPE, SPORT_IDS, type Score } from '@sb/contracts';
import type { IntegerDistribution } from '@sb/pricing';
import { exclusiveMarket, handicapMarkets, totalMarkets, type MarketSpec } from '../market-spec';
import type { Random } from '../random';
import { logistic, type MatchInput, type MatchModel } from './model';

export interface SetScore {
  readonly home: number;
  readonly away: number;
  readonly probability: number;
}

function binomial(n: number, k: number): number {
  let value = 1;
  for (let i = 1; i <= k; i++) value = (value * (n - k + i)) / i;
  return value;
}

/** Final set scores of a best-of-`bestOf` match when the home side wins each set with `p`. */
export function setScores(p: number, bestOf: number): SetScore[] {
  const toWin = (bestOf + 1) / 2;
  const scores: SetScore[] = [];
  for (let lost = 0; lost < toWin; lost++) {
    scores.push({
      home: toWin,
      away: lost,
      probability: binomial(toWin - 1 + lost, lost) * p ** toWin * (1 - p) ** lost,
    });
  }
  for (let won = toWin - 1; won >= 0; won--) {
    scores.push({ home: won, away: toWin, probability: binomial(toWin - 1 + won, won) * (1 - p) ** toWin * p ** won });
  }
  return scores;
}

function distribution(scores: readonly SetScore[], measure: (s: SetScore) => number): IntegerDistribution {
  const values = scores.map(measure);
  const min = Math.min(...values);
  const masses = new Array<number>(Math.max(...values) - min + 1).fill(0);
  scores.forEach((s, i) => {
    const index = (values[i] ?? min) - min;
    masses[index] = (masses[index] ?? 0) + s.probability;
  });
  return { min, masses };
}

/** Set-based markets: set handicap, total sets and correct score in sets. */
export function setMarkets(scores: readonly SetScore[], bestOf: number, withTotals = true): MarketSpec[] {
  const toWin = (bestOf + 1) / 2;
  const handicapLines: number[] = [];
  const totalLines: number[] = [];
  for (let k = 1; k < toWin; k++) handicapLines.push(-(k + 0.5), k + 0.5);
  if (withTotals) for (let sets = toWin; sets < bestOf; sets++) totalLines.push(sets + 0.5);
  handicapLines.sort((a, b) => a - b);
  return [
    ...handicapMarkets(
      distribution(scores, (s) => s.home - s.away),
      handicapLines,
      MARKET_GROUP.handicap,
      OUTCOME_TYPE.handicap1,
      OUTCOME_TYPE.handicap2,
      true,
    ),
    ...totalMarkets(
      distribution(scores, (s) => s.home + s.away),
      totalLines,
      MARKET_GROUP.total,
      OUTCOME_TYPE.over,
      OUTCOME_TYPE.under,
      true,
    ),
    exclusiveMarket(
      MARKET_GROUP.correctScore,
      scores.map((s) => ({ typeId: OUTCOME_TYPE.correctScore, param: s.home * 100 + s.away, fair: s.probability })),
    ),
  ];
}

export function winnerMarket(p: number): MarketSpec {
  return exclusiveMarket(
    MARKET_GROUP.winner,
    [
      { typeId: OUTCOME_TYPE.winner1, param: null, fair: p },
      { typeId: OUTCOME_TYPE.winner2, param: null, fair: 1 - p },
    ],
    true,
  );
}

/** Points of a set won by the winner, and the loser's, in the sport's own counting. */
function setPoints(sportId: number, decider: boolean, rng: Random): [number, number] {
  const target =
    sportId === SPORT_IDS.volleyball
      ? decider
        ? 15
        : 25
      : sportId === SPORT_IDS.tableTennis
        ? 11
        : sportId === SPORT_IDS.cs2
          ? 13
          : 1;
  if (target === 1) return [1, 0];
  const loser = Math.floor(rng.next() * (target - 1));
  // Near the end a set goes past the target by two.
  return loser >= target - 2 ? [loser + 2, loser] : [target, loser];
}

/** Plays sets until one side has won the match. */
export function playSets(
  p: number,
  bestOf: number,
  rng: Random,
  playSet: (decider: boolean, homeWins: boolean) => [number, number],
): Score {
  const toWin = (bestOf + 1) / 2;
  let home = 0;
  let away = 0;
  const periods: [number, number][] = [];
  while (home < toWin && away < toWin) {
    const homeWins = rng.next() < p;
    const [winner, loser] = playSet(home === toWin - 1 && away === toWin - 1, homeWins);
    periods.push(homeWins ? [winner, loser] : [loser, winner]);
    if (homeWins) home++;
    else away++;
  }
  return { home, away, periods };
}

export function setChance({ home, away, shift }: MatchInput): number {
  return logistic(0.55 * (home.rating - away.rating + shift) + 0.05);
}

/** Volleyball, table tennis and esports: independent sets (maps) at one chance each. */
export const sets: MatchModel = {
  price(input) {
    const p = setChance(input);
    const scores = setScores(p, input.spec.bestOf);
    const match = scores.filter((s) => s.home > s.away).reduce((sum, s) => sum + s.probability, 0);
    return [winnerMarket(match), ...setMarkets(scores, input.spec.bestOf)];
  },
  sample(input, rng) {
    return playSets(setChance(input), input.spec.bestOf, rng, (decider) => setPoints(input.spec.id, decider, rng));
  },
};
