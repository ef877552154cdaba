/**
 * The line's ids and constants without any schema: modules of the page's first bundle import
 * them from '@sb/contracts/line-ids' and so do not pull zod into it. Re-exported by line.ts.
 */

/** API prefix of the catalog (the spec leaves these paths unnamed). */
export const LINE_API = '/line-api/v1';

/** §9: the long-term section (outrights, politics) is the fake sport id 2999. */
export const LONG_TERM_SPORT_ID = 2999;

/**
 * Game status ids. §4 Coupon: "finished at status 4"; statuses 2 and 3 make a bet live.
 * 1 is a game not yet started; 5 is a game cancelled or voided (its legs settle as returns).
 */
export const GAME_STATUS_ID = {
  notStarted: 1,
  live: 2,
  break: 3,
  finished: 4,
  cancelled: 5,
} as const;
export type GameStatusId = (typeof GAME_STATUS_ID)[keyof typeof GAME_STATUS_ID];

/** Sports of the simulated line; names come from the dictionary key `sport_<id>`. */
export const SPORT_IDS = {
  football: 1,
  iceHockey: 2,
  basketball: 3,
  tennis: 4,
  volleyball: 6,
  tableTennis: 10,
  mma: 56,
  cs2: 40,
  dota2: 41,
  lol: 42,
  longTerm: LONG_TERM_SPORT_ID,
} as const;
export type SportId = (typeof SPORT_IDS)[keyof typeof SPORT_IDS];

/**
 * Market groups (a game page shows one block per group). Labels: dictionary key
 * `market_group_<id>`.
 */
export const MARKET_GROUP = {
  result: 1,
  doubleChance: 2,
  handicap: 3,
  total: 4,
  bothTeamsToScore: 5,
  correctScore: 6,
  halfTimeResult: 7,
  halfTimeTotal: 8,
  team1Total: 9,
  team2Total: 10,
  winner: 11,
  oddEven: 12,
  outright: 13,
  /** Issue 14 live tennis: the set being played (market param = set number). */
  setWinner: 14,
  setTotal: 15,
  /** Tennis handicap on games (the handicap group counts sets). */
  gameHandicap: 16,
  /** Issue 14 MMA: how the fight ends, whether it goes the distance, who wins in which round. */
  methodOfVictory: 17,
  goesTheDistance: 18,
  roundBetting: 19,
} as const;
export type MarketGroupId = (typeof MARKET_GROUP)[keyof typeof MARKET_GROUP];

/**
 * Outcome types (Coupon bet market.typeId). Labels: dictionary key `outcome_<typeId>` with the
 * `{{param}}` placeholder where the outcome has a parameter (handicap or total line; for correct
 * score the param is home × 100 + away, −1 for "any other score"; for an outright the param is
 * the competitor's team id and the label is the team's name).
 */
export const OUTCOME_TYPE = {
  win1: 1,
  draw: 2,
  win2: 3,
  win1OrDraw: 4,
  win1OrWin2: 5,
  drawOrWin2: 6,
  handicap1: 7,
  handicap2: 8,
  over: 9,
  under: 10,
  bttsYes: 11,
  bttsNo: 12,
  correctScore: 13,
  htWin1: 14,
  htDraw: 15,
  htWin2: 16,
  htOver: 17,
  htUnder: 18,
  team1Over: 19,
  team1Under: 20,
  team2Over: 21,
  team2Under: 22,
  /** Two-way winner (overtime or deciding set included): tennis, basketball, MMA, esports… */
  winner1: 23,
  winner2: 24,
  outright: 25,
  odd: 26,
  even: 27,
  /** Tennis: winner of the set numbered by the param. */
  setWinner1: 28,
  setWinner2: 29,
  /** Tennis: handicap on games won over the match (param: the side's line). */
  gameHandicap1: 30,
  gameHandicap2: 31,
  /** Tennis: games of set N over/under the param (one type pair per set, setTotalTypes). */
  set1Over: 32,
  set1Under: 33,
  set2Over: 34,
  set2Under: 35,
  set3Over: 36,
  set3Under: 37,
  set4Over: 38,
  set4Under: 39,
  set5Over: 40,
  set5Under: 41,
  /** MMA method of victory: fighter 1 or 2 by KO/TKO, submission or decision (see MMA_FINISH). */
  ko1: 42,
  submission1: 43,
  decision1: 44,
  ko2: 45,
  submission2: 46,
  decision2: 47,
  /** MMA: the fight goes the distance (ends on a decision) or not. */
  distanceYes: 48,
  distanceNo: 49,
  /** MMA round betting: fighter 1 or 2 wins inside round `param`, or on the judges' decision. */
  roundWin1: 50,
  roundWin2: 51,
  roundDecision1: 52,
  roundDecision2: 53,
} as const;
export type OutcomeTypeId = (typeof OUTCOME_TYPE)[keyof typeof OUTCOME_TYPE];

/**
 * MMA results carry how the fight ended without another score field: `periods` has one entry
 * per round fought and, in the last one, the winner's side holds the finish code (the loser's 0).
 * An older result whose last round is [0, 0] has no finish: method markets do not settle on it.
 */
export const MMA_FINISH = { ko: 1, submission: 2, decision: 3 } as const;
export type MmaFinish = (typeof MMA_FINISH)[keyof typeof MMA_FINISH];

/**
 * How a won MMA fight ended: the last round of `periods` carries the finish (MMA_FINISH) on the
 * winner's side; `round` is the rounds fought. Null for a draw or a score without a finish code.
 */
export function fightEnd(score: {
  home: number;
  away: number;
  periods: readonly (readonly number[])[];
}): { homeWon: boolean; finish: MmaFinish; round: number } | null {
  const last = score.periods[score.periods.length - 1];
  if (last === undefined || score.home === score.away) return null;
  const homeWon = score.home > score.away;
  const code = homeWon ? last[0] : last[1];
  const finish = Object.values(MMA_FINISH).find((f) => f === code);
  return finish === undefined ? null : { homeWon, finish, round: score.periods.length };
}

/**
 * Market kind (Coupon bet market.kind). §5: a bonus express refuses kind 7; here 7 is the
 * long-term (outright) kind, the one an express bonus must not multiply.
 */
export const MARKET_KIND = { main: 1, additional: 2, longTerm: 7 } as const;
export type MarketKind = (typeof MARKET_KIND)[keyof typeof MARKET_KIND];
