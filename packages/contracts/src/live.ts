import { z } from 'zod';
import { casinoTopicDataSchema } from './casino-live';
import { tournamentLiveDataSchema } from './tournaments';
import { gameSummarySchema, marketSchema, outcomeSchema, scoreSchema } from './line';
import { LIVE_MAX_TOPICS, LIVE_TOPIC_PATTERN } from './live-protocol';

export { LIVE_HEARTBEAT_MS, LIVE_MAX_TOPICS, LIVE_TOPIC_PATTERN, LIVE_UPDATES_CHANNEL } from './live-protocol';

/**
 * Live (in-play) betting, issue 14: the state of a game being played, as the simulated feed
 * (packages/feed/src/live) produces it, the catalog API (`section=live`) answers it and the
 * `/ws` subscription protocol pushes it. Spec §2 (section line|live, multi, results/live|zone,
 * cyber), §3 Betting state and Media, §4 "a bet is live", §9 timers.
 */

/** What happened in a game. Sports use the kinds that make sense for them. */
export const LIVE_INCIDENT_KINDS = [
  'period_start',
  'period_end',
  /** Football, hockey: a goal (points 1). Esports: a map won (points 1). */
  'goal',
  'yellow_card',
  'red_card',
  'corner',
  'penalty',
  /** Basketball: a made shot (points 1, 2 or 3). */
  'basket',
  /** Tennis, volleyball, table tennis: a point, a game, a set won. */
  'point',
  'game',
  'set',
  /** Esports: a round (CS2) or a kill lead change (Dota 2, LoL) inside a map. */
  'round',
  'kill',
  /** Match tracker only: possession moves (attack, dangerous attack, safe). */
  'attack',
  'dangerous_attack',
  'safe',
  'timeout',
] as const;
export type LiveIncidentKind = (typeof LIVE_INCIDENT_KINDS)[number];

export const liveIncidentSchema = z.object({
  /** 1, 2, … within the game, in the order things happened. */
  seq: z.number().int().min(1),
  /** Epoch ms when it happened (the feed's clock). */
  at: z.number().int(),
  /** Period it happened in (1-based: half, period, quarter, set, map). */
  period: z.number().int().min(1),
  /** Match clock in seconds when it happened (elapsed in the match; sets-based sports: elapsed). */
  clockSec: z.number().int().min(0),
  kind: z.enum(LIVE_INCIDENT_KINDS),
  /** 1 = team1 (home), 2 = team2 (away), null for neutral events (period start/end). */
  team: z.union([z.literal(1), z.literal(2)]).nullable(),
  /** Points this incident added to the team's score (goal 1, basket 1–3, 0 for a card). */
  points: z.number().int().min(0),
  /** Where on the match tracker's field (0..1, x from team 1's goal to team 2's), null when nowhere. */
  x: z.number().min(0).max(1).nullable(),
  y: z.number().min(0).max(1).nullable(),
});
export type LiveIncident = z.infer<typeof liveIncidentSchema>;

const pair = z.tuple([z.number().int().min(0), z.number().int().min(0)]);

export const liveStateSchema = z.object({
  gameId: z.number().int(),
  sportId: z.number().int(),
  /** 2 live (playing), 3 break (half-time, between periods/sets/maps), 4 finished. */
  statusId: z.number().int(),
  /** Current period, 1-based (half, period, quarter, set, map). */
  period: z.number().int().min(1),
  /** Periods the sport plays in regulation (2 halves, 3 periods, 4 quarters, best-of sets/maps). */
  periodsTotal: z.number().int().min(1),
  /** Match clock in seconds (elapsed since kick-off, breaks excluded). */
  clockSec: z.number().int().min(0),
  clockRunning: z.boolean(),
  score: scoreSchema,
  /** Sets-based sports: points in the current game/set as shown ('15','40','AD'; volleyball '21'). */
  points: z.tuple([z.string(), z.string()]).nullable(),
  /** Who serves (tennis, volleyball, table tennis), else null. */
  serving: z.union([z.literal(1), z.literal(2)]).nullable(),
  /** Counters by name (corners, yellow_cards, red_cards, fouls, …), [team1, team2]. */
  stats: z.record(z.string(), pair),
  /** Bet stop: a dangerous moment or an incident being confirmed; every live market is suspended. */
  betStop: z.boolean(),
  /** Match tracker: who has the ball and how dangerous it is. */
  possession: z
    .object({
      team: z.union([z.literal(1), z.literal(2)]),
      level: z.enum(['safe', 'attack', 'dangerous_attack']),
      x: z.number().min(0).max(1),
      y: z.number().min(0).max(1),
    })
    .nullable(),
  /** The last incidents, newest last (at most 30). */
  incidents: z.array(liveIncidentSchema),
  /** Match tracker id (spec §3 Media entity zoneId); every live game has one. */
  zoneId: z.string(),
  /** Epoch ms of the state. */
  updatedAt: z.number().int(),
});
export type LiveState = z.infer<typeof liveStateSchema>;

/** A game of the live list: the summary of the line plus its live state. */
export const liveGameSummarySchema = gameSummarySchema.extend({ live: liveStateSchema.nullable() });
export type LiveGameSummary = z.infer<typeof liveGameSummarySchema>;

export const liveGameDetailSchema = liveGameSummarySchema.extend({ markets: z.array(marketSchema) });
export type LiveGameDetail = z.infer<typeof liveGameDetailSchema>;

/**
 * `/ws` subscription topics: the live list, the esports live list, a sport's or championship's
 * live games, one game (state and all markets), one outcome (a coupon selection's price).
 */
export const liveTopicSchema = z.string().regex(LIVE_TOPIC_PATTERN);
export type LiveTopic = z.infer<typeof liveTopicSchema>;

/** Client → server. */
export const liveClientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('sub'), topics: z.array(liveTopicSchema).min(1).max(LIVE_MAX_TOPICS) }),
  z.object({ type: z.literal('unsub'), topics: z.array(liveTopicSchema).min(1).max(LIVE_MAX_TOPICS) }),
  /** The client saw a gap in a topic's seq: the server answers with a fresh snapshot. */
  z.object({ type: z.literal('resync'), topic: liveTopicSchema }),
  z.object({ type: z.literal('ping'), id: z.number().int().optional() }),
]);
export type LiveClientMessage = z.infer<typeof liveClientMessageSchema>;

/** An outcome as a coupon selection follows it: its price and its game's status. */
export const liveOutcomeSchema = outcomeSchema.extend({ gameStatusId: z.number().int() });

/**
 * What a topic carries. List topics (live, cyber, sport:, champ:) use games/removedGames; a game
 * topic uses state/outcomes/removedOutcomes (a snapshot lists every outcome of the game); an
 * outcome topic uses outcomes (one) or removedOutcomes. A delta carries only what changed.
 */
export const liveTopicDataSchema = z.object({
  games: z.array(liveGameSummarySchema).optional(),
  removedGames: z.array(z.number().int()).optional(),
  state: liveStateSchema.nullable().optional(),
  outcomes: z.array(liveOutcomeSchema).optional(),
  removedOutcomes: z.array(z.string()).optional(),
  /** Issue 15: a `casino:*` topic's shared round (contracts casino-live.ts). */
  casino: casinoTopicDataSchema.optional(),
  /** Issue 16: a `tournament:N` topic's leaderboard top (contracts tournaments.ts). */
  tournament: tournamentLiveDataSchema.optional(),
});
export type LiveTopicData = z.infer<typeof liveTopicDataSchema>;

/** Server → client. `seq` grows by one per delta of a topic; a snapshot restarts the count. */
export const liveServerMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('snapshot'), topic: liveTopicSchema, seq: z.number().int(), data: liveTopicDataSchema }),
  z.object({ type: z.literal('delta'), topic: liveTopicSchema, seq: z.number().int(), data: liveTopicDataSchema }),
  z.object({ type: z.literal('pong'), id: z.number().int().optional(), at: z.number().int() }),
  z.object({ type: z.literal('error'), code: z.string(), topic: z.string().optional(), detail: z.string().optional() }),
]);
export type LiveServerMessage = z.infer<typeof liveServerMessageSchema>;
