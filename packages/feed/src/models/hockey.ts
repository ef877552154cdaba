import { MARKET_GROUP, OUTCOME_TYPE, type Score } from '@sb/contracts';
import {
  dixonColesGrid,
  doubleChance,
  goalDifference,
  goalRates,
  type GoalRates,
  matchResult,
  teamGoals,
  totalGoals,
  type ScoreGrid,
} from '@sb/pricing';
import { exclusiveMarket, handicapMarkets, lineRange, totalMarkets, type MarketSpec } from '../market-spec';
import { sampleIndex } from '../random';
import type { MatchInput, MatchModel } from './model';

const MAX_GOALS = 12;

/** Regulation time (three periods): the 1X2 and every line settle on it. */
export function hockeyRates({ home, away, shift, tempo }: MatchInput): GoalRates {
  return goalRates({
    homeAdvantage: 0.1,
    home: { attack: Math.log(1.45) + 0.8 * home.attack + 0.1 * shift + tempo, defence: 0.8 * home.defence },
    away: { attack: Math.log(1.45) + 0.8 * away.attack - 0.1 * shift + tempo, defence: 0.8 * away.defence },
  });
}

function grid(input: MatchInput): ScoreGrid {
  return dixonColesGrid({ rates: hockeyRates(input), rho: 0, maxGoals: MAX_GOALS });
}

/** Every hockey market from the final (regulation) score grid. */
export function hockeyMarkets(g: ScoreGrid): MarketSpec[] {
  const r = matchResult(g);
  const chance = doubleChance(r);
  return [
    exclusiveMarket(
      MARKET_GROUP.result,
      [
        { typeId: OUTCOME_TYPE.win1, param: null, fair: r.home },
        { typeId: OUTCOME_TYPE.draw, param: null, fair: r.draw },
        { typeId: OUTCOME_TYPE.win2, param: null, fair: r.away },
      ],
      true,
    ),
    {
      ...exclusiveMarket(MARKET_GROUP.doubleChance, [
        { typeId: OUTCOME_TYPE.win1OrDraw, param: null, fair: chance.homeOrDraw },
        { typeId: OUTCOME_TYPE.win1OrWin2, param: null, fair: chance.homeOrAway },
        { typeId: OUTCOME_TYPE.drawOrWin2, param: null, fair: chance.drawOrAway },
      ]),
      coverage: 2,
    },
    ...handicapMarkets(
      goalDifference(g),
      lineRange(-2.5, 2.5, 0.5),
      MARKET_GROUP.handicap,
      OUTCOME_TYPE.handicap1,
      OUTCOME_TYPE.handicap2,
      true,
    ),
    ...totalMarkets(
      totalGoals(g),
      lineRange(3.5, 7.5, 0.5),
      MARKET_GROUP.total,
      OUTCOME_TYPE.over,
      OUTCOME_TYPE.under,
      true,
    ),
    ...totalMarkets(
      teamGoals(g, 'home'),
      [1.5, 2.5, 3.5],
      MARKET_GROUP.team1Total,
      OUTCOME_TYPE.team1Over,
      OUTCOME_TYPE.team1Under,
    ),
    ...totalMarkets(
      teamGoals(g, 'away'),
      [1.5, 2.5, 3.5],
      MARKET_GROUP.team2Total,
      OUTCOME_TYPE.team2Over,
      OUTCOME_TYPE.team2Under,
    ),
  ];
}

export const hockey: MatchModel = {
  price: (input) => hockeyMarkets(grid(input)),
  sample(input, rng): Score {
    const g = grid(input);
    const cell = sampleIndex(g.probabilities, rng.next());
    const home = Math.floor(cell / (g.maxGoals + 1));
    const away = cell % (g.maxGoals + 1);
    const periods: [number, number][] = [
      [0, 0],
      [0, 0],
      [0, 0],
    ];
    for (let i = 0; i < home; i++) (periods[Math.floor(rng.next() * 3)] as [number, number])[0]++;
    for (let i = 0; i < away; i++) (periods[Math.floor(rng.next() * 3)] as [number, number])[1]++;
    return { home, away, periods };
  },
};
