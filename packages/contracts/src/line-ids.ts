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
} as const;
export type OutcomeTypeId = (typeof OUTCOME_TYPE)[keyof typeof OUTCOME_TYPE];

/**
 * Market kind (Coupon bet market.kind). §5: a bonus express refuses kind 7; here 7 is the
 * long-term (outright) kind, the one an express bonus must not multiply.
 */
export const MARKET_KIND = { main: 1, additional: 2, longTerm: 7 } as const;
export type MarketKind = (typeof MARKET_KIND)[keyof typeof MARKET_KIND];
