import { z } from 'zod';

/**
 * Issue 16 bonus games (spec §2 Games entrance: allgamesentrance, allgamesentrance/{gameRoute}):
 * tickets, rounds, history and verification. Paths are not in the spec; they follow the bonuses
 * API (`/web-api/bonuses/…`). Rules and tables: docs/bonus-games.md, @sb/casino `bonus-games`.
 */
export const BONUS_GAMES_PATH = '/web-api/bonus-games';
export const BONUS_GAME_TICKETS_PATH = `${BONUS_GAMES_PATH}/tickets`;
export const BONUS_GAME_TICKET_BUY_PATH = `${BONUS_GAMES_PATH}/tickets/buy`;
export const BONUS_GAME_HISTORY_PATH = `${BONUS_GAMES_PATH}/history`;
export const BONUS_GAME_VERIFY_PATH = `${BONUS_GAMES_PATH}/verify`;
export const BONUS_GAME_SEED_PATH = `${BONUS_GAMES_PATH}/seed`;
export const BONUS_GAME_SEED_ROTATE_PATH = `${BONUS_GAMES_PATH}/seed/rotate`;
export const BONUS_GAME_CLIENT_SEED_PATH = `${BONUS_GAMES_PATH}/seed/client`;
export const ADMIN_BONUS_GAME_TICKETS_PATH = '/admin-api/bonus-games/tickets';
export const bonusGamePlayPath = (gameId: string): string => `${BONUS_GAMES_PATH}/${encodeURIComponent(gameId)}/play`;

/** The games of spec §2 (the same list as @sb/casino BONUS_GAME_IDS; a server test holds them equal). */
export const BONUS_GAME_ID_VALUES = ['fortuna', 'chest', 'memory', 'safe', 'lottery', 'dragon-bonus'] as const;
export const bonusGameIdSchema = z.enum(BONUS_GAME_ID_VALUES);
export type BonusGameIdValue = z.infer<typeof bonusGameIdSchema>;

export const BONUS_PRIZE_KIND_VALUES = ['bonus', 'free_bet', 'points'] as const;
export const BONUS_GAME_CHOICE_VALUES = ['none', 'pick-chest', 'safe-code', 'lottery-numbers', 'dragon-path'] as const;

const INT4 = 2_147_483_647;
const digits = (length: number, max: number) => z.array(z.number().int().min(0).max(max)).length(length);

/** What a round looked like: each game's own board (the page animates it, the verifier compares it). */
export const bonusGameBoardSchema = z.union([
  z.object({ segment: z.number().int(), segments: z.array(z.number().int()) }),
  z.object({ pick: z.number().int(), chests: z.array(z.string()) }),
  z.object({ cards: z.array(z.string()), pair: z.string() }),
  z.object({ code: z.array(z.number().int()), combination: z.array(z.number().int()), matches: z.number().int() }),
  z.object({ numbers: z.array(z.number().int()), drawn: z.array(z.number().int()), hits: z.number().int() }),
  z.object({ path: z.array(z.number().int()), dragons: z.array(z.number().int()), cleared: z.number().int() }),
]);
export type BonusGameBoard = z.infer<typeof bonusGameBoardSchema>;

/** The player's decision (absent for fortuna and memory). */
export const bonusGameChoiceSchema = z.union([
  z.null(),
  z.object({ pick: z.number().int().min(0).max(2) }),
  z.object({ code: digits(3, 9) }),
  z.object({ numbers: z.array(z.number().int().min(1).max(20)).length(3) }),
  z.object({ path: digits(5, 2) }),
]);
export type BonusGameChoice = z.infer<typeof bonusGameChoiceSchema>;

export const bonusGameTierSchema = z.object({
  id: z.string(),
  prize: z.object({ kind: z.enum(BONUS_PRIZE_KIND_VALUES), amount: z.number().int() }),
  /** Exact, as "num/den". */
  probability: z.string(),
  probabilityDecimal: z.number(),
});

/** Expected prize per ticket: money in euro cents, points in points; exact ("num/den") and decimal. */
export const bonusGameEvSchema = z.object({
  kind: z.enum(BONUS_PRIZE_KIND_VALUES),
  exact: z.string(),
  decimal: z.number(),
});

export const bonusGameViewSchema = z.object({
  id: bonusGameIdSchema,
  choice: z.enum(BONUS_GAME_CHOICE_VALUES),
  product: z.enum(['sport', 'casino']),
  bonusKind: z.enum(['no_deposit', 'free_bet']),
  wageringMultiplier: z.number(),
  validityDays: z.number().int(),
  tiers: z.array(bonusGameTierSchema),
  expectedValue: z.array(bonusGameEvSchema),
  rules: z.string(),
});
export type BonusGameView = z.infer<typeof bonusGameViewSchema>;

export const bonusGamesAnswerSchema = z.object({
  /** Prize amounts and ticket rules are in this currency (EUR accounts play). */
  currency: z.string(),
  ticketPricePoints: z.number().int(),
  depositTicketMinMinor: z.string(),
  games: z.array(bonusGameViewSchema),
});
export type BonusGamesAnswer = z.infer<typeof bonusGamesAnswerSchema>;

export const bonusGameFairnessSchema = z.object({
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
});
export type BonusGameFairness = z.infer<typeof bonusGameFairnessSchema>;

export const bonusGameTicketEntrySchema = z.object({
  source: z.enum(['shop', 'grant', 'deposit', 'play']),
  delta: z.number().int(),
  gameId: z.string().nullable(),
  at: z.string(),
});

export const bonusGameTicketsAnswerSchema = z.object({
  tickets: z.number().int(),
  pointsBalance: z.number().int(),
  /** EUR account: the player may play and buy. */
  eligible: z.boolean(),
  history: z.array(bonusGameTicketEntrySchema),
  fairness: bonusGameFairnessSchema,
});
export type BonusGameTicketsAnswer = z.infer<typeof bonusGameTicketsAnswerSchema>;

export const bonusGameBuyBodySchema = z.object({ idempotencyKey: z.string().min(8).max(64) });
export const bonusGameBuyAnswerSchema = z.object({ tickets: z.number().int(), pointsBalance: z.number().int() });
export type BonusGameBuyAnswer = z.infer<typeof bonusGameBuyAnswerSchema>;

export const bonusGamePlayParamsSchema = z.object({ gameId: z.string().min(1).max(32) });
export const bonusGamePlayBodySchema = z.object({
  /** The client's id of the round: the same id again answers the same round and spends nothing. */
  clientRoundId: z
    .string()
    .min(8)
    .max(64)
    .regex(/^[\w.:-]+$/),
  choice: bonusGameChoiceSchema.optional(),
});
export type BonusGamePlayBody = z.infer<typeof bonusGamePlayBodySchema>;

export const bonusGamePlayViewSchema = z.object({
  id: z.number().int(),
  clientRoundId: z.string(),
  gameId: bonusGameIdSchema,
  choice: bonusGameChoiceSchema,
  tier: z.string(),
  board: bonusGameBoardSchema,
  prize: z.object({
    kind: z.enum(BONUS_PRIZE_KIND_VALUES),
    /** Minor units of `currency` for money prizes; points for points. */
    amount: z.string(),
    currency: z.string(),
    playerBonusId: z.number().int().nullable(),
  }),
  fairness: bonusGameFairnessSchema,
  at: z.string(),
});
export type BonusGamePlayView = z.infer<typeof bonusGamePlayViewSchema>;

export const bonusGamePlayAnswerSchema = z.object({ play: bonusGamePlayViewSchema, tickets: z.number().int() });
export type BonusGamePlayAnswer = z.infer<typeof bonusGamePlayAnswerSchema>;

export const bonusGameHistoryQuerySchema = z.object({ gameId: bonusGameIdSchema.optional() });
export const bonusGameHistoryAnswerSchema = z.object({ plays: z.array(bonusGamePlayViewSchema) });
export type BonusGameHistoryAnswer = z.infer<typeof bonusGameHistoryAnswerSchema>;

export const bonusGameVerifyQuerySchema = z.object({ playId: z.coerce.number().int().min(1).max(INT4) });
export const bonusGameVerifyAnswerSchema = z.object({
  playId: z.number().int(),
  gameId: bonusGameIdSchema,
  choice: bonusGameChoiceSchema,
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
  /** Null until the player rotates the seed (the hash was committed before the round). */
  serverSeed: z.string().nullable(),
  /** SHA-256 of the revealed seed equals the committed hash; null before the reveal. */
  hashMatches: z.boolean().nullable(),
  /** The round recomputed from the revealed seeds; null before the reveal. */
  recomputed: z.object({ tier: z.string(), board: bonusGameBoardSchema }).nullable(),
  /** The recomputed round is the one played and paid; null before the reveal. */
  matches: z.boolean().nullable(),
});
export type BonusGameVerifyAnswer = z.infer<typeof bonusGameVerifyAnswerSchema>;

export const bonusGameRotateAnswerSchema = z.object({
  revealed: z.object({ serverSeed: z.string(), serverSeedHash: z.string(), clientSeed: z.string(), nonce: z.number() }),
  current: bonusGameFairnessSchema,
});
export const bonusGameClientSeedBodySchema = z.object({
  clientSeed: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[\w.:-]+$/),
});

export const adminBonusGameGrantBodySchema = z.object({
  userId: z.number().int().min(1).max(INT4),
  count: z.number().int().min(1).max(100),
  /** The grant's idempotency key: the same key again grants nothing more. */
  idempotencyKey: z.string().min(8).max(64),
  reason: z.string().max(200).optional(),
});
export const adminBonusGameGrantAnswerSchema = z.object({
  userId: z.number().int(),
  granted: z.number().int(),
  tickets: z.number().int(),
});
