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

export * from './line-ids';

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
  /** A competitor's name where the outcome is a competitor (outrights); absent otherwise. */
  name: z.string().optional(),
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

/** GET /outcomes?ids=: current prices of coupon selections. */
export const outcomesResponseSchema = z.object({
  /** Current price and status; a game that has started or closed shows its outcomes blocked. */
  outcomes: z.array(outcomeSchema.extend({ gameStatusId: z.number().int() })),
  /** Ids that are unknown or gone (a market withdrawn): the coupon drops or greys them. */
  missing: z.array(z.string()),
});
/** A team found by search carries its sport, so two teams of one name can be told apart. */
export const searchTeamSchema = teamSchema.extend({ sportId: z.number().int().nullable() });
export const searchResponseSchema = z.object({
  /** Each game carries its kick-off (startAt, ms UTC) and sportId: results show date and sport. */
  games: z.array(gameSummarySchema),
  teams: z.array(searchTeamSchema),
  champs: z.array(champSchema),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

export const pastGameSchema = z.object({
  gameId: z.number().int(),
  startAt: z.number().int(),
  team1: teamSchema,
  team2: teamSchema,
  home: z.number().int(),
  away: z.number().int(),
});
export type PastGame = z.infer<typeof pastGameSchema>;

export const standingSchema = z.object({
  position: z.number().int(),
  team: teamSchema,
  played: z.number().int(),
  won: z.number().int(),
  drawn: z.number().int(),
  lost: z.number().int(),
  scored: z.number().int(),
  conceded: z.number().int(),
  points: z.number().int(),
});
export type Standing = z.infer<typeof standingSchema>;

/** GET /statistics/{gameId}: head-to-head, form of both teams, championship table. */
export const statisticsResponseSchema = z.object({
  gameId: z.number().int(),
  headToHead: z.array(pastGameSchema),
  form1: z.array(pastGameSchema),
  form2: z.array(pastGameSchema),
  table: z.array(standingSchema),
});
export type StatisticsResponse = z.infer<typeof statisticsResponseSchema>;

/** GET /top: top events and the accumulator of the day. */
export const topResponseSchema = z.object({
  games: z.array(gameSummarySchema),
  /** Accumulator of the day: 3–4 favourites from different games; null when the line is too thin. */
  accumulator: z
    .object({
      selections: z.array(z.object({ outcome: outcomeSchema, game: gameSummarySchema })),
      /** Product of the prices, truncated to thousandths (the express rule of @sb/coupon). */
      coef: z.number(),
    })
    .nullable(),
});
export type TopResponse = z.infer<typeof topResponseSchema>;

/** GET /teams/{teamId}: the team, its upcoming games and recent results. */
export const teamResponseSchema = z.object({
  team: teamSchema,
  sportId: z.number().int().nullable(),
  upcoming: z.array(gameSummarySchema),
  results: z.array(gameResultSchema),
});
export type TeamResponse = z.infer<typeof teamResponseSchema>;

/** Bus channel the line publishes results on (settlement listens; payload: GameResult). */
export const LINE_RESULTS_CHANNEL = 'line.results';
/** Bus channel of price/status changes (payload: { outcomes: Outcome[] }). */
export const LINE_PRICES_CHANNEL = 'line.prices';
