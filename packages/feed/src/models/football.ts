import { MARKET_GROUP, OUTCOME_TYPE } from '@sb/contracts';
import {
  bothTeamsToScore,
  correctScore,
  dixonColesGrid,
  doubleChance,
  goalDifference,
  goalRates,
  type GoalRates,
  halfTimeRates,
  HALF_TIME_RATE_SHARE,
  matchResult,
  teamGoals,
  totalGoals,
  type ScoreGrid,
} from '@sb/pricing';
import { exclusiveMarket, handicapMarkets, lineRange, totalMarkets, type MarketSpec } from '../market-spec';
import { sampleIndex, type Random } from '../random';
import type { MatchInput, MatchModel } from './model';

/** Correct-score market lists every score up to this many goals a side, plus "any other". */
export const CORRECT_SCORE_MAX_GOALS = 4;
/** Correct score "any other score" param. */
export const OTHER_SCORE_PARAM = -1;

const HOME_ADVANTAGE = 0.25;
const BASE_ATTACK = Math.log(1.2);
const RHO = -0.08;
const MAX_GOALS = 10;

export const TOTAL_LINES = lineRange(0.5, 5.5, 0.25);
export const HANDICAP_LINES = lineRange(-3, 3, 0.25);
export const TEAM_TOTAL_LINES = [0.5, 1.5, 2.5, 3.5];
export const HALF_TIME_TOTAL_LINES = [0.5, 1.5, 2.5];

interface FootballGrids {
  readonly full: ScoreGrid;
  readonly half: ScoreGrid;
}

/** Full-time goal rates of the two sides at the model's input (the closing tick for in-play). */
export function footballRates({ home, away, shift, tempo }: MatchInput): GoalRates {
  return goalRates({
    homeAdvantage: HOME_ADVANTAGE,
    home: { attack: BASE_ATTACK + home.attack + 0.12 * shift + tempo, defence: home.defence - 0.08 * shift },
    away: { attack: BASE_ATTACK + away.attack - 0.12 * shift + tempo, defence: away.defence + 0.08 * shift },
  });
}

function grids(input: MatchInput, maxGoals = MAX_GOALS): FootballGrids {
  const rates = footballRates(input);
  const full = dixonColesGrid({ rates, rho: RHO, maxGoals });
  const half = dixonColesGrid({ rates: halfTimeRates(rates), rho: 0, maxGoals: Math.min(maxGoals, 7) });
  return { full, half };
}

function resultMarket(
  grid: ScoreGrid,
  groupId: number,
  types: readonly [number, number, number],
  main: boolean,
): MarketSpec {
  const r = matchResult(grid);
  return exclusiveMarket(
    groupId,
    [
      { typeId: types[0], param: null, fair: r.home },
      { typeId: types[1], param: null, fair: r.draw },
      { typeId: types[2], param: null, fair: r.away },
    ],
    main,
  );
}

function correctScoreMarket(grid: ScoreGrid): MarketSpec {
  const outcomes = [];
  let listed = 0;
  for (let home = 0; home <= CORRECT_SCORE_MAX_GOALS; home++) {
    for (let away = 0; away <= CORRECT_SCORE_MAX_GOALS; away++) {
      const fair = correctScore(grid, home, away);
      listed += fair;
      outcomes.push({ typeId: OUTCOME_TYPE.correctScore, param: home * 100 + away, fair });
    }
  }
  outcomes.push({ typeId: OUTCOME_TYPE.correctScore, param: OTHER_SCORE_PARAM, fair: Math.max(0, 1 - listed) });
  return exclusiveMarket(MARKET_GROUP.correctScore, outcomes);
}

function oddEvenMarket(grid: ScoreGrid): MarketSpec {
  const totals = totalGoals(grid);
  let even = 0;
  totals.masses.forEach((mass, i) => {
    if ((totals.min + i) % 2 === 0) even += mass;
  });
  return exclusiveMarket(MARKET_GROUP.oddEven, [
    { typeId: OUTCOME_TYPE.odd, param: null, fair: 1 - even },
    { typeId: OUTCOME_TYPE.even, param: null, fair: even },
  ]);
}

/** Every football market from the final-score grid and the half-time grid (null once half-time is known). */
export function footballMarkets(full: ScoreGrid, half: ScoreGrid | null): MarketSpec[] {
  const result = matchResult(full);
  const chance = doubleChance(result);
  const btts = bothTeamsToScore(full);
  return [
    resultMarket(full, MARKET_GROUP.result, [OUTCOME_TYPE.win1, OUTCOME_TYPE.draw, OUTCOME_TYPE.win2], true),
    // Double chance outcomes overlap: every result is in two of them, so they sum to 2.
    {
      ...exclusiveMarket(MARKET_GROUP.doubleChance, [
        { typeId: OUTCOME_TYPE.win1OrDraw, param: null, fair: chance.homeOrDraw },
        { typeId: OUTCOME_TYPE.win1OrWin2, param: null, fair: chance.homeOrAway },
        { typeId: OUTCOME_TYPE.drawOrWin2, param: null, fair: chance.drawOrAway },
      ]),
      coverage: 2,
    },
    ...handicapMarkets(
      goalDifference(full),
      HANDICAP_LINES,
      MARKET_GROUP.handicap,
      OUTCOME_TYPE.handicap1,
      OUTCOME_TYPE.handicap2,
      true,
    ),
    ...totalMarkets(totalGoals(full), TOTAL_LINES, MARKET_GROUP.total, OUTCOME_TYPE.over, OUTCOME_TYPE.under, true),
    exclusiveMarket(MARKET_GROUP.bothTeamsToScore, [
      { typeId: OUTCOME_TYPE.bttsYes, param: null, fair: btts.yes },
      { typeId: OUTCOME_TYPE.bttsNo, param: null, fair: btts.no },
    ]),
    correctScoreMarket(full),
    ...(half === null
      ? []
      : [
          resultMarket(
            half,
            MARKET_GROUP.halfTimeResult,
            [OUTCOME_TYPE.htWin1, OUTCOME_TYPE.htDraw, OUTCOME_TYPE.htWin2],
            false,
          ),
          ...totalMarkets(
            totalGoals(half),
            HALF_TIME_TOTAL_LINES,
            MARKET_GROUP.halfTimeTotal,
            OUTCOME_TYPE.htOver,
            OUTCOME_TYPE.htUnder,
          ),
        ]),
    ...totalMarkets(
      teamGoals(full, 'home'),
      TEAM_TOTAL_LINES,
      MARKET_GROUP.team1Total,
      OUTCOME_TYPE.team1Over,
      OUTCOME_TYPE.team1Under,
    ),
    ...totalMarkets(
      teamGoals(full, 'away'),
      TEAM_TOTAL_LINES,
      MARKET_GROUP.team2Total,
      OUTCOME_TYPE.team2Over,
      OUTCOME_TYPE.team2Under,
    ),
    oddEvenMarket(full),
  ];
}

export const football: MatchModel = {
  price(input) {
    const { full, half } = grids(input);
    return footballMarkets(full, half);
  },
  sample(input, rng: Random) {
    const { full } = grids(input);
    const cell = sampleIndex(full.probabilities, rng.next());
    const home = Math.floor(cell / (full.maxGoals + 1));
    const away = cell % (full.maxGoals + 1);
    // Each goal falls in the first half with the half-time share of the rate.
    let htHome = 0;
    let htAway = 0;
    for (let i = 0; i < home; i++) if (rng.next() < HALF_TIME_RATE_SHARE) htHome++;
    for (let i = 0; i < away; i++) if (rng.next() < HALF_TIME_RATE_SHARE) htAway++;
    return {
      home,
      away,
      periods: [
        [htHome, htAway],
        [home - htHome, away - htAway],
      ],
    };
  },
};
