import { z } from 'zod';

/**
 * The sportsbook line: the shared vocabulary of the feed (packages/feed), the catalog API
 * (apps/server modules/line), the line pages and the coupon (apps/web features/line, coupon)
 * and bet placement/settlement (modules/betting). Spec §3 Coupon bet: market (id, coef, sportId,
 * typeId, kind, isLive, champId, gameId).
 *
 * Prices travel as decimal odds with at most three decimals (`coef: 1.85`); code that computes
 * with them converts to integer thousandths (@sb/odds `Odds`) with Math.round(coef * 1000).
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

/** One price a player can select: the spec's Coupon bet `market`. */
export const outcomeSchema = z.object({
  /** Stable across price changes: `${gameId}_${typeId}_${param ?? ''}`. */
  id: z.string(),
  gameId: z.number().int(),
  sportId: z.number().int(),
  champId: z.number().int(),
  groupId: z.number().int(),
  typeId: z.number().int(),
  param: z.number().nullable(),
  kind: z.number().int(),
  coef: z.number(),
  isLive: z.boolean(),
  /** Suspended or locked by the trader: shown, not selectable, refused at placement. */
  isBlocked: z.boolean(),
});
export type Outcome = z.infer<typeof outcomeSchema>;

export const marketSchema = z.object({
  groupId: z.number().int(),
  /** Line of the market when the group has several (total 2.5, handicap −1.25), else null. */
  param: z.number().nullable(),
  outcomes: z.array(outcomeSchema),
});
export type Market = z.infer<typeof marketSchema>;

export const teamSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Two or three letters and two colours: the client draws the logo (no external images). */
  short: z.string(),
  colors: z.tuple([z.string(), z.string()]),
});
export type Team = z.infer<typeof teamSchema>;

export const scoreSchema = z.object({
  home: z.number().int(),
  away: z.number().int(),
  /** Per period (halves, sets, maps, quarters), when the sport has them. */
  periods: z.array(z.tuple([z.number().int(), z.number().int()])),
});
export type Score = z.infer<typeof scoreSchema>;

export const gameSummarySchema = z.object({
  id: z.number().int(),
  sportId: z.number().int(),
  champId: z.number().int(),
  champName: z.string(),
  countryCode: z.string().nullable(),
  /** Long-term events have no opponents: team1 is the event, team2 is null. */
  team1: teamSchema,
  team2: teamSchema.nullable(),
  /** Title of a long-term event (e.g. "Winner 2027"); null for matches. */
  title: z.string().nullable(),
  startAt: z.number().int(),
  statusId: z.number().int(),
  isTop: z.boolean(),
  /** The main market(s) shown in a list row: 1X2 or winner, plus the main handicap and total. */
  mainMarkets: z.array(marketSchema),
  marketsCount: z.number().int(),
  score: scoreSchema.nullable(),
});
export type GameSummary = z.infer<typeof gameSummarySchema>;

export const gameDetailSchema = gameSummarySchema.extend({
  markets: z.array(marketSchema),
});
export type GameDetail = z.infer<typeof gameDetailSchema>;

export const sportSchema = z.object({
  id: z.number().int(),
  /** English name (sports-map nameEng); the page shows the dictionary's `sport_<id>`. */
  nameEng: z.string(),
  slug: z.string(),
  gamesCount: z.number().int(),
  champsCount: z.number().int(),
});
export type Sport = z.infer<typeof sportSchema>;

export const champSchema = z.object({
  id: z.number().int(),
  sportId: z.number().int(),
  name: z.string(),
  slug: z.string(),
  /** ISO 3166 alpha-2 (names come from Intl.DisplayNames); null for international. */
  countryCode: z.string().nullable(),
  gamesCount: z.number().int(),
  isTop: z.boolean(),
});
export type Champ = z.infer<typeof champSchema>;

export const pageInfoSchema = z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});

export const sportsResponseSchema = z.object({ sports: z.array(sportSchema) });
export const champsResponseSchema = z.object({ champs: z.array(champSchema) });
export const gamesResponseSchema = z.object({ games: z.array(gameSummarySchema) }).extend(pageInfoSchema.shape);
export const gameResponseSchema = z.object({ game: gameDetailSchema, champ: champSchema });
export const sportsMapResponseSchema = z.object({ sportId: z.number().int(), nameEng: z.string() });

/** A finished (or cancelled) game's result, as results pages and settlement read it. */
export const gameResultSchema = z.object({
  gameId: z.number().int(),
  sportId: z.number().int(),
  champId: z.number().int(),
  champName: z.string(),
  team1: teamSchema,
  team2: teamSchema.nullable(),
  title: z.string().nullable(),
  startAt: z.number().int(),
  statusId: z.number().int(),
  score: scoreSchema.nullable(),
  /** For long-term events: the winning competitor's team id. */
  winnerId: z.number().int().nullable(),
  /** Increments when an operator corrects the result (settlement re-runs with adjustments). */
  version: z.number().int(),
});
export type GameResult = z.infer<typeof gameResultSchema>;
export const resultsResponseSchema = z.object({ results: z.array(gameResultSchema) });

/** Bus channel the line publishes results on (settlement listens; payload: GameResult). */
export const LINE_RESULTS_CHANNEL = 'line.results';
/** Bus channel of price/status changes (payload: { outcomes: Outcome[] }). */
export const LINE_PRICES_CHANNEL = 'line.prices';
