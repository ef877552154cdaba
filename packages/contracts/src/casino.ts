import { z } from 'zod';
import { minorAmountInputSchema, minorAmountSchema } from './betting';
import { apiErrorSchema } from './errors';

/**
 * The casino API (issue 15; apps/server modules/casino). The spec names no casino paths, so they
 * live under `/web-api/casino` (the player's API prefix). Money travels as minor units in digit
 * strings; multipliers in ten-thousandths (MULTIPLIER_SCALE of @sb/casino: 1.98 = 19800).
 */
export const CASINO_API = '/web-api/casino';

/** Spec §2 casino categories: the lobby's rows and the category pages. */
export const CASINO_CATEGORIES = [
  'slots',
  'live-casino',
  'crash-games',
  'card-games',
  'scratchcards',
  'fishinghunting',
  'asian-games',
  'skill-games',
  'fast-games',
  'keno',
  'bingo',
  'poker',
  'othergames',
] as const;
export type CasinoCategory = (typeof CASINO_CATEGORIES)[number];

export const CASINO_SORTS = ['popular', 'new', 'name'] as const;
export const CASINO_MODES = ['real', 'demo'] as const;
export type CasinoMode = (typeof CASINO_MODES)[number];

/** Our own studio: the provider every built-in game belongs to. */
export const STUDIO_PROVIDER_ID = 'sb-studio';

const gameIdSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,47}$/);
const searchText = z.string().trim().max(60);
/** Any JSON a game's parameters, actions, results and states are (the game validates it). */
const jsonSchema = z.unknown();

export const casinoGameSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** instant: one call; round: decisions; shared: one round for everyone (crash). */
  kind: z.enum(['instant', 'round', 'shared']),
  category: z.string(),
  providerId: z.string(),
  tags: z.array(z.string()),
  /** Published RTP as a fraction (0.99). */
  rtp: z.number(),
  volatility: z.string(),
  rules: z.string(),
  minBetMinor: minorAmountSchema,
  maxBetMinor: minorAmountSchema,
  popularity: z.number(),
  /** Order of arrival in the catalogue (higher is newer). */
  rank: z.number(),
});
export type CasinoGame = z.infer<typeof casinoGameSchema>;

/** GET /web-api/casino/games. */
export const casinoGamesQuerySchema = z.object({
  category: z.enum(CASINO_CATEGORIES).optional(),
  provider: z.string().max(40).optional(),
  tag: z.string().max(40).optional(),
  q: searchText.optional(),
  sort: z.enum(CASINO_SORTS).optional(),
  limit: z.coerce.number().int().min(1).max(200).optional(),
  offset: z.coerce.number().int().min(0).max(10_000).optional(),
});
export type CasinoGamesQuery = z.infer<typeof casinoGamesQuerySchema>;
export const casinoGamesAnswerSchema = z.object({ games: z.array(casinoGameSchema), total: z.number() });
export type CasinoGamesAnswer = z.infer<typeof casinoGamesAnswerSchema>;

export const casinoGameParamsSchema = z.object({ gameId: gameIdSchema });
/** A game with its paytable screen (JSON of the tables the game pays from; null when it has none). */
export const casinoGameAnswerSchema = z.object({ game: casinoGameSchema, paytable: jsonSchema });

export const casinoProviderSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** 'studio' (our own games) or 'aggregator' (an external provider through the seamless wallet). */
  kind: z.string(),
  enabled: z.boolean(),
  gamesCount: z.number(),
});
export type CasinoProvider = z.infer<typeof casinoProviderSchema>;
export const casinoProvidersAnswerSchema = z.object({ providers: z.array(casinoProviderSchema) });

/** Favourites and recently played: game ids, newest first, with the games. */
export const casinoGameListAnswerSchema = z.object({ games: z.array(casinoGameSchema) });
export const casinoFavoriteBodySchema = z.object({ gameId: gameIdSchema });
export const casinoOkAnswerSchema = z.object({ ok: z.literal(true) });

/** The player's provably fair seeds: the server seed only as its SHA-256 hash until rotated. */
export const casinoFairnessSchema = z.object({
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number(),
});
export type CasinoFairness = z.infer<typeof casinoFairnessSchema>;
/**
 * POST /fairness/rotate: the new seed's hash at once; the old seed only when no open round uses it
 * (issue 25 §1). Else `revealed` is null and `withheld` names the open rounds: the old seed is
 * revealed (GET /verify of its rounds) once they end.
 */
export const casinoRotateAnswerSchema = z.object({
  revealed: z
    .object({ serverSeed: z.string(), serverSeedHash: z.string(), clientSeed: z.string(), nonce: z.number() })
    .nullable(),
  withheld: z
    .object({
      serverSeedHash: z.string(),
      clientSeed: z.string(),
      nonce: z.number(),
      openRounds: z.array(z.object({ roundId: z.string(), gameId: z.string() })),
    })
    .nullable(),
  current: casinoFairnessSchema,
});
export type CasinoRotateAnswer = z.infer<typeof casinoRotateAnswerSchema>;
export const casinoClientSeedBodySchema = z.object({
  clientSeed: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[\w.:-]+$/),
});

/** A round as the player sees it (an open round's secrets are never in it). */
export const casinoRoundSchema = z.object({
  id: z.string(),
  gameId: z.string(),
  mode: z.enum(CASINO_MODES),
  status: z.enum(['open', 'settled']),
  currency: z.string(),
  stakeMinor: minorAmountSchema,
  /** Opening stake plus what doubles and splits cost. */
  totalStakeMinor: minorAmountSchema,
  multiplier: z.number().nullable(),
  payoutMinor: minorAmountSchema,
  params: jsonSchema,
  /** Instant games: the result; round games: the view of the state. */
  result: jsonSchema,
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
  /** Issue 16: a free spin (cost nothing; its win goes to the free spins' winnings). */
  freeSpin: z.boolean().optional(),
});
export type CasinoRound = z.infer<typeof casinoRoundSchema>;

/** POST /web-api/casino/play (instant games) and /web-api/casino/rounds (round games). */
export const casinoPlayBodySchema = z.object({
  gameId: gameIdSchema,
  mode: z.enum(CASINO_MODES),
  stake: minorAmountInputSchema,
  params: jsonSchema.optional(),
  /** Real mode: the account to play from (default: the active account). */
  accountId: z.number().int().positive().max(2_147_483_647).optional(),
  /** A retry of the same press carries the same id: the round is played once (uuid). */
  roundId: z.uuid().optional(),
});
export type CasinoPlayBody = z.infer<typeof casinoPlayBodySchema>;

export const casinoPlayAnswerSchema = z.object({
  round: casinoRoundSchema,
  /** Real mode: the account's balance after the round. Demo: null (play money, kept by the page). */
  balanceMinor: minorAmountSchema.nullable(),
  /** Demo rounds say so: play money, nothing moved on the ledger. */
  playMoney: z.boolean(),
  /** Demo rounds reveal their one-off server seed once settled (a real round: on rotation). */
  serverSeed: z.string().nullable(),
  replay: z.boolean(),
});
export type CasinoPlayAnswer = z.infer<typeof casinoPlayAnswerSchema>;

export const casinoRoundParamsSchema = z.object({ roundId: z.uuid() });
export const casinoActBodySchema = z.object({ action: jsonSchema });

/** GET /web-api/casino/history. */
export const casinoHistoryQuerySchema = z.object({
  gameId: gameIdSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});
export const casinoHistoryAnswerSchema = z.object({ rounds: z.array(casinoRoundSchema) });

/** GET /web-api/casino/verify?roundId=: a past round recomputed from its revealed seeds. */
export const casinoVerifyQuerySchema = z.object({ roundId: z.uuid() });
export const casinoVerifyAnswerSchema = z.object({
  roundId: z.string(),
  gameId: z.string(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number(),
  /** Null until the player rotates the seed (the hash was committed before play). */
  serverSeed: z.string().nullable(),
  revealed: z.boolean(),
  /** SHA-256 of the revealed seed equals the committed hash. */
  hashMatches: z.boolean().nullable(),
  /** The recomputed multiplier and result (instant games) or opening state view (round games). */
  recomputed: z.object({ multiplier: z.number().nullable(), result: jsonSchema }).nullable(),
  /** The recomputation gives what was stored. */
  matches: z.boolean().nullable(),
});
export type CasinoVerifyAnswer = z.infer<typeof casinoVerifyAnswerSchema>;

/** A refusal of play: responsible gaming names its reason (wager_limit_exceeded, self_excluded, …). */
export const casinoRefusalSchema = apiErrorSchema.extend({
  reason: z.string().optional(),
  reasonTitle: z.string().optional(),
  minBetMinor: z.string().optional(),
  maxBetMinor: z.string().optional(),
  /** 409 round_open: the round to finish first. */
  roundId: z.string().optional(),
});

/** GET /web-api/casino/crash: the shared crash round now (its crash point only once it crashed). */
export const crashRoundViewSchema = z.object({
  round: z.string(),
  /** SHA-256 of the round's seed: the chain link published before it. */
  hash: z.string(),
  phase: z.enum(['betting', 'flying', 'crashed']),
  bettingAt: z.number(),
  flyingAt: z.number(),
  /** Known once crashed. */
  crashedAt: z.number().nullable(),
  crash: z.number().nullable(),
  seed: z.string().nullable(),
});
export const crashStateSchema = z.object({
  serverNow: z.number(),
  /** Growth of the multiplier per millisecond of flight: m(t) = e^(k·t). */
  growthPerMs: z.number(),
  salt: z.string(),
  /** The day's published last link of its chain. */
  chainHash: z.string(),
  current: crashRoundViewSchema.nullable(),
  recent: z.array(crashRoundViewSchema),
});
export type CrashState = z.infer<typeof crashStateSchema>;
export type CrashRoundView = z.infer<typeof crashRoundViewSchema>;

/** GET /web-api/casino/live-roulette: the table's spin now (its pocket once spun) and the last ones. */
export const spinViewSchema = z.object({
  round: z.string(),
  hash: z.string(),
  bettingAt: z.number(),
  spinAt: z.number(),
  pocket: z.number().nullable(),
  seed: z.string().nullable(),
});
export const liveRouletteStateSchema = z.object({
  serverNow: z.number(),
  bettingMs: z.number(),
  salt: z.string(),
  chainHash: z.string(),
  current: spinViewSchema.nullable(),
  recent: z.array(spinViewSchema),
});
export type LiveRouletteState = z.infer<typeof liveRouletteStateSchema>;

/** GET /web-api/casino/bingo: the room's next draw and the last draw's balls in order. */
export const bingoStateSchema = z.object({
  serverNow: z.number(),
  salt: z.string(),
  chainHash: z.string(),
  round: z.string().nullable(),
  hash: z.string().nullable(),
  drawAt: z.number().nullable(),
  last: z.object({ round: z.string(), seed: z.string(), balls: z.array(z.number()) }).nullable(),
});
export type BingoState = z.infer<typeof bingoStateSchema>;

/** Issue 16: POST /web-api/casino/free-spins/{id}/spin — one of the player's free spins (answers as a play). */
export const casinoFreeSpinParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
export const casinoFreeSpinBodySchema = z.object({ params: jsonSchema.optional(), roundId: z.uuid().optional() });
