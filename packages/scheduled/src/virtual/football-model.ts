import { MARKET_GROUP, OUTCOME_TYPE } from '@sb/contracts';
import {
  bothTeamsToScore,
  correctScore,
  dixonColesGrid,
  doubleChance,
  goalRates,
  HALF_TIME_RATE_SHARE,
  matchResult,
  totalGoals,
  type ScoreGrid,
} from '@sb/pricing';
import { halfLineTotals, type FairMarket } from './price';

/**
 * Issue 19 virtual football: the pricing engine's Dixon–Coles model (packages/feed football),
 * rates from the two ratings. A round is played by drawing its final score from this very grid
 * and splitting each goal into a half with the model's half-time share, so the half-time grid
 * below (the full grid thinned binomially) is the exact distribution play produces.
 */

const HOME_ADVANTAGE = 0.2;
const BASE_ATTACK = Math.log(1.25);
const RHO = -0.08;
export const MAX_GOALS = 10;
/** A rating of RATING_CENTRE is an average side; RATING_SCALE points move attack by ATTACK_PER_SCALE. */
const RATING_CENTRE = 75;
const RATING_SCALE = 10;
const ATTACK_PER_SCALE = 0.2;
const DEFENCE_PER_SCALE = 0.15;

/** The correct-score market lists scores up to this many goals a side (@sb/feed settles "other" past it). */
export const CORRECT_SCORE_MAX_GOALS = 4;
export const OTHER_SCORE_PARAM = -1;

/** The final-score grid of a match between two ratings (home first). */
export function fullTimeGrid(homeRating: number, awayRating: number): ScoreGrid {
  const side = (rating: number) => {
    const x = (rating - RATING_CENTRE) / RATING_SCALE;
    return { attack: BASE_ATTACK + ATTACK_PER_SCALE * x, defence: -DEFENCE_PER_SCALE * x };
  };
  const rates = goalRates({ homeAdvantage: HOME_ADVANTAGE, home: side(homeRating), away: side(awayRating) });
  return dixonColesGrid({ rates, rho: RHO, maxGoals: MAX_GOALS });
}

function binomialRow(n: number, p: number): number[] {
  const row = [(1 - p) ** n];
  for (let k = 1; k <= n; k++) row.push(((row[k - 1] ?? 0) * (n - k + 1) * p) / (k * (1 - p)));
  return row;
}

/** The half-time grid: each final goal is a first-half goal with HALF_TIME_RATE_SHARE, independently. */
export function halfTimeGrid(full: ScoreGrid): ScoreGrid {
  const size = full.maxGoals + 1;
  const rows = Array.from({ length: size }, (_, n) => binomialRow(n, HALF_TIME_RATE_SHARE));
  const half = new Array<number>(size * size).fill(0);
  full.probabilities.forEach((p, cell) => {
    const x = Math.floor(cell / size);
    const y = cell % size;
    for (let a = 0; a <= x; a++) {
      for (let b = 0; b <= y; b++) {
        half[a * size + b] = (half[a * size + b] ?? 0) + p * (rows[x]?.[a] ?? 0) * (rows[y]?.[b] ?? 0);
      }
    }
  });
  return { maxGoals: full.maxGoals, probabilities: half };
}

function resultMarket(grid: ScoreGrid, groupId: number, types: readonly [number, number, number]): FairMarket {
  const r = matchResult(grid);
  return {
    groupId,
    param: null,
    outcomes: [
      { typeId: types[0], param: null, fair: r.home },
      { typeId: types[1], param: null, fair: r.draw },
      { typeId: types[2], param: null, fair: r.away },
    ],
  };
}

function totalsOf(grid: ScoreGrid, groupId: number, over: number, under: number): FairMarket[] {
  const totals = totalGoals(grid);
  return halfLineTotals(totals.min, totals.masses, groupId, over, under);
}

/** Every market of a virtual match with its exact probabilities, the 1X2 first. */
export function footballFairMarkets(full: ScoreGrid): FairMarket[] {
  const half = halfTimeGrid(full);
  const chance = doubleChance(matchResult(full));
  const btts = bothTeamsToScore(full);
  const scores = [];
  let listed = 0;
  for (let home = 0; home <= CORRECT_SCORE_MAX_GOALS; home++) {
    for (let away = 0; away <= CORRECT_SCORE_MAX_GOALS; away++) {
      const fair = correctScore(full, home, away);
      listed += fair;
      scores.push({ typeId: OUTCOME_TYPE.correctScore, param: home * 100 + away, fair });
    }
  }
  scores.push({ typeId: OUTCOME_TYPE.correctScore, param: OTHER_SCORE_PARAM, fair: Math.max(0, 1 - listed) });
  let even = 0;
  const totals = totalGoals(full);
  totals.masses.forEach((mass, i) => {
    if ((totals.min + i) % 2 === 0) even += mass;
  });
  return [
    resultMarket(full, MARKET_GROUP.result, [OUTCOME_TYPE.win1, OUTCOME_TYPE.draw, OUTCOME_TYPE.win2]),
    {
      groupId: MARKET_GROUP.doubleChance,
      param: null,
      coverage: 2,
      outcomes: [
        { typeId: OUTCOME_TYPE.win1OrDraw, param: null, fair: chance.homeOrDraw },
        { typeId: OUTCOME_TYPE.win1OrWin2, param: null, fair: chance.homeOrAway },
        { typeId: OUTCOME_TYPE.drawOrWin2, param: null, fair: chance.drawOrAway },
      ],
    },
    ...totalsOf(full, MARKET_GROUP.total, OUTCOME_TYPE.over, OUTCOME_TYPE.under),
    {
      groupId: MARKET_GROUP.bothTeamsToScore,
      param: null,
      outcomes: [
        { typeId: OUTCOME_TYPE.bttsYes, param: null, fair: btts.yes },
        { typeId: OUTCOME_TYPE.bttsNo, param: null, fair: btts.no },
      ],
    },
    { groupId: MARKET_GROUP.correctScore, param: null, outcomes: scores },
    resultMarket(half, MARKET_GROUP.halfTimeResult, [OUTCOME_TYPE.htWin1, OUTCOME_TYPE.htDraw, OUTCOME_TYPE.htWin2]),
    ...totalsOf(half, MARKET_GROUP.halfTimeTotal, OUTCOME_TYPE.htOver, OUTCOME_TYPE.htUnder),
    {
      groupId: MARKET_GROUP.oddEven,
      param: null,
      outcomes: [
        { typeId: OUTCOME_TYPE.odd, param: null, fair: 1 - even },
        { typeId: OUTCOME_TYPE.even, param: null, fair: even },
      ],
    },
  ];
}
