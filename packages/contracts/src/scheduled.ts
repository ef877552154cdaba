import { z } from 'zod';
import { gameSummarySchema, marketSchema, scoreSchema, teamSchema } from './line';
export { SCHEDULED_OUTCOME_TYPE } from './scheduled-ids';

/**
 * Issue 19 scheduled games: TV games (spec §3 Media game type ids) and virtual sports. Each game
 * type runs rounds on a fixed schedule; a round is a line game (its own sport id below), bet
 * through the ordinary coupon and settled by the ordinary settlement from its result.
 *
 * Result encoding (documented rule, no extra columns): a finished round's `score.periods` carries
 * its draw, one `[value, tag]` per drawn item in draw order — balls `[number, 0]`, cards
 * `[card, hand]` with card = rank·4 + suit (rank 0 = two … 12 = ace; suit 0 ♣ 1 ♦ 2 ♥ 3 ♠), the
 * wheel `[pocket, 0]`; races give the finishing order `[teamId, position]` and `winnerId`;
 * virtual football and tennis use the ordinary score (goals per half, games per set).
 */
export const TV_GAME_TYPES = [
  '5of36',
  '7of42',
  'lucky6',
  'wheel',
  'the21',
  'poker',
  'guesscard',
  'andarbahar',
] as const;
export type TvGameType = (typeof TV_GAME_TYPES)[number];

export const VIRTUAL_SPORT_TYPES = ['virtual-football', 'horse-racing', 'greyhounds', 'virtual-tennis'] as const;
export type VirtualSportType = (typeof VIRTUAL_SPORT_TYPES)[number];

export type ScheduledGameType = TvGameType | VirtualSportType;
export type ScheduledKind = 'tv' | 'virtual';

/** Line sport ids of the scheduled game types (outside the real sports' range). */
export const SCHEDULED_SPORT_IDS: Readonly<Record<ScheduledGameType, number>> = {
  '5of36': 301,
  '7of42': 302,
  lucky6: 303,
  wheel: 304,
  the21: 305,
  poker: 306,
  guesscard: 307,
  andarbahar: 308,
  'virtual-football': 311,
  'horse-racing': 312,
  greyhounds: 313,
  'virtual-tennis': 314,
};

/** True for a sport id of a scheduled game (TV game or virtual sport). */
export const isScheduledSportId = (sportId: number): boolean => sportId >= 300 && sportId < 400;

/** One round of a scheduled game as the pages show it. */
export const scheduledRoundSchema = z.object({
  type: z.string(),
  /** The round as a line game (its markets, when open, are bet through the coupon). */
  game: gameSummarySchema,
  /** open: sales open; drawing: the draw or event is being played; finished; cancelled. */
  phase: z.enum(['open', 'drawing', 'finished', 'cancelled']),
  startAt: z.number().int(),
  endAt: z.number().int(),
  /** All markets while open (empty once the draw starts). */
  markets: z.array(marketSchema),
  /** Competitors of a virtual sport (teams, runners with their form); empty for TV games. */
  competitors: z.array(teamSchema.extend({ strength: z.number().optional() })),
  /**
   * What has happened by now: the drawn items revealed so far (draw order, encoding above) and
   * for virtual sports the timeline of incidents (ms from the start). The full draw once finished.
   */
  draw: z.array(z.tuple([z.number().int(), z.number().int()])),
  incidents: z.array(
    z.object({ atMs: z.number().int(), kind: z.string(), side: z.number().int(), value: z.number().int().optional() }),
  ),
  score: scoreSchema.nullable(),
  winnerId: z.number().int().nullable(),
  /** Provably fair: SHA-256 commitment before the draw, the revealed seed after it. */
  proof: z.object({ commitment: z.string(), seed: z.string().nullable(), formula: z.string() }),
});
export type ScheduledRound = z.infer<typeof scheduledRoundSchema>;

/** One game type with its rounds around now. */
export const scheduledGameSchema = z.object({
  type: z.string(),
  kind: z.enum(['tv', 'virtual']),
  sportId: z.number().int(),
  name: z.string(),
  /** Seconds between two rounds' starts. */
  intervalSec: z.number().int(),
  /** Length of the draw or event in seconds. */
  durationSec: z.number().int(),
  /** The round being drawn now, if any. */
  current: scheduledRoundSchema.nullable(),
  /** The next rounds open for betting, soonest first. */
  next: z.array(scheduledRoundSchema),
  /** The latest finished rounds, newest first. */
  results: z.array(scheduledRoundSchema),
});
export type ScheduledGame = z.infer<typeof scheduledGameSchema>;

/** GET /line-api/v1/scheduled?kind=tv|virtual&lng= */
export const scheduledListSchema = z.object({ now: z.number().int(), games: z.array(scheduledGameSchema) });
export type ScheduledList = z.infer<typeof scheduledListSchema>;

/** GET /line-api/v1/scheduled/rounds/{gameId}?lng= — one round (404 when unknown). */
export const scheduledRoundAnswerSchema = z.object({ now: z.number().int(), round: scheduledRoundSchema });

/** GET /line-api/v1/scheduled/results?type=&date=YYYY-MM-DD&lng= — a day's finished rounds, newest first. */
export const scheduledResultsSchema = z.object({
  type: z.string(),
  date: z.string(),
  rounds: z.array(scheduledRoundSchema),
});
export type ScheduledResults = z.infer<typeof scheduledResultsSchema>;
