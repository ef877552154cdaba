import { z } from 'zod';
import { INT4_MAX } from './ids';
import { positiveMinorInputSchema } from './wallet';

/**
 * Issue 16 casino tournaments (spec §2 Casino bonus/casino/tournaments): operators create them
 * (admin API), players opt in and climb a leaderboard computed from their real casino rounds in
 * the window; the leader job pays the prize table once when it ends. Paths are not in the spec;
 * they follow the bonuses API. Rules, ties and ledger keys: docs/tournaments.md.
 * Money: `…Minor` exact minor units in a digit string.
 */
export const TOURNAMENTS_PATH = '/web-api/tournaments';
export const tournamentPath = (id: number): string => `${TOURNAMENTS_PATH}/${id}`;
export const tournamentJoinPath = (id: number): string => `${TOURNAMENTS_PATH}/${id}/join`;
export const ADMIN_TOURNAMENTS_PATH = '/admin-api/tournaments';

/** `stake`: total real stake of counted rounds; `multiplier`: best single round's payout ÷ stake. */
export const TOURNAMENT_SCORING_VALUES = ['stake', 'multiplier'] as const;
export type TournamentScoring = (typeof TOURNAMENT_SCORING_VALUES)[number];
/**
 * Issue 16 "no incentive mixes products": a tournament scores one product. `casino`: real settled
 * casino rounds; `sport`: real-money sport coupons settled in the window (docs/tournaments.md).
 */
export const TOURNAMENT_PRODUCT_VALUES = ['casino', 'sport'] as const;
export type TournamentProduct = (typeof TOURNAMENT_PRODUCT_VALUES)[number];
export const TOURNAMENT_STATUS_VALUES = ['upcoming', 'running', 'finished'] as const;
export type TournamentStatus = (typeof TOURNAMENT_STATUS_VALUES)[number];
/** A prize table has at most this many paid ranks. */
export const TOURNAMENT_MAX_PRIZE_RANKS = 100;
/** A tournament lasts at most this long (90 days). */
export const TOURNAMENT_MAX_DURATION_MS = 90 * 86_400_000;
/** Multiplier scores are ten-thousandths (the casino's MULTIPLIER_SCALE): 25000 = × 2.5. */
export const TOURNAMENT_MULTIPLIER_SCALE = 10_000;

/** Game ids and categories are lower-case slugs (the casino's ids: `fruit-fiesta`, `slots`). */
const slugSchema = (max: number) =>
  z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]*$/)
    .max(max);

/** POST /admin-api/tournaments. */
export const tournamentInputSchema = z.object({
  name: z.string().trim().min(1).max(120),
  description: z.string().trim().max(2000).default(''),
  currency: z.string().regex(/^[A-Z]{3}$/),
  /** What counts: casino rounds or sport coupons (a sport tournament names no casino game or category). */
  product: z.enum(TOURNAMENT_PRODUCT_VALUES).default('casino'),
  /** Games that count (casino game ids); with `categories` empty too, every casino game counts. */
  gameIds: z.array(slugSchema(64)).max(200).default([]),
  categories: z.array(slugSchema(32)).max(20).default([]),
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }),
  scoring: z.enum(TOURNAMENT_SCORING_VALUES),
  /** A round counts only when its total stake is at least this (minor units). */
  minStake: positiveMinorInputSchema,
  /** Prize of rank 1, 2, … in minor units of `currency` (real money, no wagering). */
  prizes: z.array(positiveMinorInputSchema).min(1).max(TOURNAMENT_MAX_PRIZE_RANKS),
  /** true: only players who opted in count (from their opt-in); false: every player counts. */
  optIn: z.boolean().default(true),
});
export type TournamentInput = z.infer<typeof tournamentInputSchema>;

export const tournamentParamsSchema = z.object({ id: z.coerce.number().int().positive().max(INT4_MAX) });
export const tournamentListQuerySchema = z.object({ status: z.enum(TOURNAMENT_STATUS_VALUES).optional() });
export const tournamentQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) });

export const tournamentViewSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  currency: z.string(),
  product: z.enum(TOURNAMENT_PRODUCT_VALUES),
  gameIds: z.array(z.string()),
  categories: z.array(z.string()),
  startsAt: z.string(),
  endsAt: z.string(),
  status: z.enum(TOURNAMENT_STATUS_VALUES),
  scoring: z.enum(TOURNAMENT_SCORING_VALUES),
  minStakeMinor: z.string(),
  prizes: z.array(z.object({ rank: z.number(), amountMinor: z.string() })),
  prizePoolMinor: z.string(),
  optIn: z.boolean(),
  /** The prizes were paid (the leader job closed it). */
  paid: z.boolean(),
  participants: z.number(),
  /** The asking player opted in (false when anonymous; automatic tournaments count everyone anyway). */
  joined: z.boolean(),
});
export type TournamentView = z.infer<typeof tournamentViewSchema>;

export const tournamentsAnswerSchema = z.object({ now: z.string(), tournaments: z.array(tournamentViewSchema) });
export type TournamentsAnswer = z.infer<typeof tournamentsAnswerSchema>;

export const leaderboardRowSchema = z.object({
  /** Shared by tied players (1, 2, 2, 4…). */
  rank: z.number(),
  /** Masked player: `***NN`. */
  player: z.string(),
  /** Minor units (stake) or ten-thousandths (multiplier), as a digit string. */
  score: z.string(),
  rounds: z.number(),
  /** The prize this row gets (finished: paid; running: if it ended now). */
  prizeMinor: z.string(),
  me: z.boolean(),
});
export type LeaderboardRow = z.infer<typeof leaderboardRowSchema>;

export const tournamentAnswerSchema = z.object({
  now: z.string(),
  tournament: tournamentViewSchema,
  leaderboard: z.array(leaderboardRowSchema),
  /** The asking player's own row (null: anonymous or no counted round yet). */
  me: leaderboardRowSchema.nullable(),
});
export type TournamentAnswer = z.infer<typeof tournamentAnswerSchema>;

export const tournamentJoinAnswerSchema = z.object({ joined: z.boolean(), tournament: tournamentViewSchema });
export type TournamentJoinAnswer = z.infer<typeof tournamentJoinAnswerSchema>;
export const adminTournamentsAnswerSchema = z.object({ tournaments: z.array(tournamentViewSchema) });

/** Rows a `tournament:{id}` live topic carries (the page's default leaderboard length). */
export const TOURNAMENT_LIVE_TOP = 20;
/**
 * What a `tournament:{id}` topic of `/ws` carries (snapshot and each delta: the whole board, so a
 * delta replaces it): the top rows as everyone sees them (masked players, `me` always false: the
 * page marks its own row from its HTTP answer), and the count of placed players.
 */
export const tournamentLiveDataSchema = z.object({
  id: z.number(),
  /** Server time of the computation (ISO). */
  at: z.string(),
  leaderboard: z.array(leaderboardRowSchema),
  placed: z.number(),
});
export type TournamentLiveData = z.infer<typeof tournamentLiveDataSchema>;
