import { z } from 'zod';
import { rowIdSchema } from './ids';
import { outcomeSchema } from './line';
import { queryEpochMs } from './query-dates';

/**
 * The betting API (apps/server modules/betting): placement, bet history, print data, cash out,
 * booking codes and stake limits. Spec §3 Coupon state / Coupon bet / Bet status ids / Coupon
 * types / Coefficient-change policy, §5 coupon rules, §9 Coupon.
 *
 * Money travels as minor units in a digit string (answers) and is accepted as a digit string or a
 * JSON integer (requests). Odds travel as decimal numbers with at most three decimals, as the line
 * shows them (`coef: 1.85`). Every call needs the player's bearer token or session cookie;
 * state-changing calls carry `X-Requested-With`. Errors use the shared `apiErrorSchema` shape
 * (`errors[]` with `code`, `title` = dictionary key, `detail`).
 */
export const BETS_API = '/bets-api/v1';

/** Minor units: a non-negative JSON integer or a string of digits. */
export const minorAmountInputSchema = z.union([
  z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
  z.string().regex(/^\d{1,18}$/),
]);
/** Minor units in answers: always a string of digits (bigint-safe). */
export const minorAmountSchema = z.string().regex(/^-?\d+$/);

/** §3 Coupon types: 0 single … 9 many singles. */
export const couponTypeIdSchema = z.number().int().min(0).max(9);
/** §3 Coefficient-change policy: 0 confirm, 1 accept any change, 2 accept on increase (default). */
export const changeCoefActionSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);
/** §3 Bet status ids: -2 not calculated, -1 not started, 0 lose, 1 win, 2 return, 3 forced return, 4–6 halves. */
export const betStatusIdSchema = z.number().int().min(-2).max(6);

/** One selection as placed (Coupon bet: market id and the coef the player saw). */
export const placeBetSchema = z.object({
  outcomeId: z.string().min(1).max(100),
  /** The decimal coefficient shown to the player (checked against the current price by the policy). */
  coef: z.number().positive(),
  /** Conditional bet (5): the block the leg belongs to (blocks settle in ascending order). */
  blockId: z.number().int().min(0).max(100).optional(),
  /** System (2): the leg is a banker, in every line. */
  isBanker: z.boolean().optional(),
  /** Multi-bet (4): the leg belongs to the lobby multiplied into every line. */
  isLobby: z.boolean().optional(),
});
export type PlaceBet = z.infer<typeof placeBetSchema>;

export const placeCouponRequestSchema = z.object({
  typeId: couponTypeIdSchema,
  /** The ledger account to stake from (main or bonus, §3 Account); an int4 id (issue 11: larger was a 500). */
  accountId: rowIdSchema,
  /** Stake (the unit for a chain; ignored for conditional and many singles, see below). */
  amount: minorAmountInputSchema.optional(),
  /** System (2) and multi-bet (4): k, the size of each express (§5: at least 2). */
  systemValue: z.number().int().optional(),
  changeCoefAction: changeCoefActionSchema.default(2),
  /** §5 VIP bet (placed above the ordinary max amount, reviewed by the operator). */
  isVipBet: z.boolean().optional(),
  promoCode: z.string().max(64).optional(),
  /** Anti-express (6): the coupon coefficient the player saw (Coupon state antiExpressCoef). */
  antiExpressCoef: z.number().positive().optional(),
  bets: z.array(placeBetSchema).min(1).max(30),
  /** Conditional (5): stake per block id; the first block is taken from the balance. */
  amountByBlockId: z.record(z.string().regex(/^\d+$/), minorAmountInputSchema).optional(),
  /** Many singles (9): stake per outcome id. */
  amountByBetId: z.record(z.string(), minorAmountInputSchema).optional(),
  /** A double click or a retry with the same key places one coupon and answers the same. */
  idempotencyKey: z.string().min(8).max(100),
  /** §3 Coupon settings isDropOnScoreChange: a live score change during the acceptance delay refuses the bet. */
  isDropOnScoreChange: z.boolean().optional(),
});
export type PlaceCouponRequest = z.input<typeof placeCouponRequestSchema>;

/** Names shown with a leg (history, print, booking). */
export const legNamesSchema = z.object({
  champName: z.string(),
  team1: z.string(),
  team2: z.string().nullable(),
  title: z.string().nullable(),
  startAt: z.number().int(),
});

export const couponLegSchema = z.object({
  index: z.number().int(),
  outcomeId: z.string(),
  gameId: z.number().int(),
  sportId: z.number().int(),
  champId: z.number().int(),
  groupId: z.number().int(),
  typeId: z.number().int(),
  param: z.number().nullable(),
  kind: z.number().int(),
  /** The accepted decimal coefficient. */
  coef: z.number(),
  blockId: z.number().int().nullable(),
  isBanker: z.boolean(),
  isLobby: z.boolean(),
  /** Many singles: this leg's own stake. */
  amount: minorAmountSchema.nullable(),
  statusId: betStatusIdSchema,
  /** §4 "a bet is live": the leg was placed on a game in play. */
  isLive: z.boolean(),
  names: legNamesSchema,
});
export type CouponLeg = z.infer<typeof couponLegSchema>;

export const COUPON_STATUS = ['open', 'settled', 'cashed_out'] as const;
export const couponStatusSchema = z.enum(COUPON_STATUS);

export const couponSchema = z.object({
  /** Digits (print-coupon/{couponId}). */
  id: z.string().regex(/^\d+$/),
  typeId: couponTypeIdSchema,
  accountId: z.number().int(),
  currency: z.string(),
  /** What was taken from the balance (after a partial cash out: what is still at stake). */
  amount: minorAmountSchema,
  systemValue: z.number().int().nullable(),
  changeCoefAction: changeCoefActionSchema,
  isVipBet: z.boolean(),
  /** Total decimal coefficient (null for types without one: chain, conditional, many singles). */
  coef: z.number().nullable(),
  bonusCoef: z.number().nullable(),
  /**
   * Issue 16 hyper bonus (spec §3 hyperBonusPercent): the percentage the express carries (stored at
   * placement; after settlement, recomputed on the legs that were not voided); null: none.
   */
  hyperBonusPercent: z.number().int().nullable(),
  /** Issue 16: the boost if every leg wins, at the placement percentage (null without a hyper bonus). */
  possibleHyperBonus: minorAmountSchema.nullable(),
  possibleWin: minorAmountSchema,
  possibleWinMin: minorAmountSchema.nullable(),
  maxPayout: minorAmountSchema,
  status: couponStatusSchema,
  /** Coupon-level bet status: -1 while open; after settlement 0 lost, 1 won, 2 returned. */
  statusId: betStatusIdSchema,
  /** What settlement paid (0 while open or when lost). */
  payout: minorAmountSchema,
  /** What cash outs paid so far. */
  cashedOut: minorAmountSchema,
  /** Issue 16: the hyper bonus settlement paid on top of `payout` (0 while open, lost or without one). */
  hyperBonus: minorAmountSchema,
  /** Issue 16 coupon boost: the percentage a promo code adds to the net winnings (null: none). */
  promoBoostPercent: z.number().int().nullable().optional(),
  /** Issue 16 coupon boost: what settlement paid for it on top of `payout` (0 while open or lost). */
  promoBoost: minorAmountSchema.optional(),
  placedAt: z.number().int(),
  settledAt: z.number().int().nullable(),
  legs: z.array(couponLegSchema),
});
export type CouponView = z.infer<typeof couponSchema>;

export const placeCouponResponseSchema = z.object({ coupon: couponSchema });

/** Error codes of the betting API; `title` of each error is `bet_error_<code>` in the dictionaries. */
export const BET_ERROR_CODES = [
  'bad_request',
  'not_authenticated',
  'account_not_found',
  'coef_changed',
  'unknown_outcome',
  'outcome_blocked',
  'game_started',
  'game_finished',
  'same_game',
  'duplicate_outcome',
  'type_not_allowed',
  'system_value',
  'bad_blocks',
  'vip_not_available',
  'min_amount',
  'max_amount',
  'max_payout',
  'insufficient_funds',
  'limit_refused',
  'idempotency_conflict',
  'not_found',
  'cashout_unavailable',
  'cashout_changed',
  'booking_not_found',
  'too_many_requests',
  /** Issue 14: the score of a live game changed during the acceptance delay and the player drops on it. */
  'score_changed',
  /** Issue 16: the bonus account's money belongs only to casino bonuses: no sport bet from it (no product mixing). */
  'bonus_product_mismatch',
  /** Issue 16 coupon boost: the promo code on the coupon is unknown, already used, expired, or does not fit the coupon. */
  'promo_code_unknown',
  'promo_code_used',
  'promo_code_expired',
  'promo_code_not_applicable',
] as const;
export type BetErrorCode = (typeof BET_ERROR_CODES)[number];

/** Dictionary key of an error's message. */
export function betErrorTitle(code: BetErrorCode): string {
  return `bet_error_${code}`;
}

/** 409 coef_changed: the current prices; the player confirms and places again with them. */
export const coefChangedResponseSchema = z.object({
  errors: z.array(z.object({ status: z.string(), code: z.string(), title: z.string(), detail: z.string() })).min(1),
  changes: z.array(z.object({ outcomeId: z.string(), coef: z.number() })),
  /** Anti-express: the current coupon coefficient. */
  antiExpressCoef: z.number().optional(),
});

export const couponHistoryQuerySchema = z.object({
  status: z.enum(['open', 'settled', 'all']).default('all'),
  /** Placed at or after (ms since epoch). */
  from: queryEpochMs().optional(),
  /** Placed before (ms since epoch). */
  to: queryEpochMs().optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type CouponHistoryQuery = z.input<typeof couponHistoryQuerySchema>;

export const couponHistoryResponseSchema = z.object({
  coupons: z.array(couponSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  /** Over every coupon matching the filter (not only this page), per currency. */
  totals: z.array(z.object({ currency: z.string(), staked: minorAmountSchema, won: minorAmountSchema })),
});

export const couponResponseSchema = z.object({ coupon: couponSchema });

/** Why no cash out is offered right now. */
export const CASHOUT_REASONS = ['settled', 'type', 'suspended', 'started', 'lost'] as const;
export const cashoutOfferSchema = z.object({
  couponId: z.string(),
  /** The full offer (minor units); 0 when not available. */
  amount: minorAmountSchema,
  available: z.boolean(),
  reason: z.enum(CASHOUT_REASONS).nullable(),
});
export type CashoutOffer = z.infer<typeof cashoutOfferSchema>;

export const cashoutRequestSchema = z.object({
  /** Share of the coupon to cash out, 1–100 (100 = full). */
  percent: z.number().int().min(1).max(100).default(100),
  /** The full offer the player saw; a different current offer answers 409 cashout_changed. */
  expectedAmount: minorAmountInputSchema,
});
export type CashoutRequest = z.input<typeof cashoutRequestSchema>;

export const cashoutResponseSchema = z.object({
  coupon: couponSchema,
  /** What was paid now. */
  paid: minorAmountSchema,
});

/** 409 cashout_changed carries the new offer. */
export const cashoutChangedResponseSchema = z.object({
  errors: z.array(z.object({ status: z.string(), code: z.string(), title: z.string(), detail: z.string() })).min(1),
  offer: cashoutOfferSchema,
});

export const BOOKING_CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const bookingRequestSchema = z.object({
  bets: z
    .array(z.object({ outcomeId: z.string().min(1).max(100) }))
    .min(1)
    .max(30),
});
export const bookingResponseSchema = z.object({ code: z.string(), expiresAt: z.number().int() });
export const bookingCodeSchema = z.string().regex(/^[23456789A-HJ-NP-Za-hj-np-z]{6,10}$/);

/** A booked selection: the current outcome (null when gone from the line) and its names. */
export const bookedBetSchema = z.object({
  outcomeId: z.string(),
  outcome: outcomeSchema.nullable(),
  names: legNamesSchema.nullable(),
});
export const bookingLoadResponseSchema = z.object({ code: z.string(), bets: z.array(bookedBetSchema) });

/** §9 Coupon: amount step and initial bet per currency, plus the stake limits (minor units). */
export const betLimitsSchema = z.object({
  currency: z.string(),
  minAmount: minorAmountSchema,
  maxAmount: minorAmountSchema,
  maxPayout: minorAmountSchema,
  amountStep: minorAmountSchema,
  initialAmount: minorAmountSchema,
  /** Coupon types the max amount applies to (§5 Max amount). */
  maxAmountCouponTypes: z.array(z.number().int()),
  isVipBetEnabled: z.boolean(),
  isBonusExpressEnabled: z.boolean(),
  /**
   * Issue 16 hyper bonus (spec §3 minHyperBonusBetLimit, maxHyperBonusLimit): the table and the cap
   * in this currency (minor units); null when the operator switched it off.
   */
  hyperBonus: z
    .object({
      minLegs: z.number().int(),
      minLegCoef: z.number().int(),
      steps: z.array(z.object({ legs: z.number().int(), percent: z.number().int() })),
      maxLimit: minorAmountSchema,
    })
    .nullable()
    .optional(),
  /** Issue 14: live bets of a sport may stake (and pay) at most this percentage of maxAmount/maxPayout. */
  live: z
    .object({
      percentDefault: z.number().int(),
      percentBySport: z.record(z.string(), z.number().int()),
      delayMsDefault: z.number().int(),
      delayMsBySport: z.record(z.string(), z.number().int()),
    })
    .optional(),
});
export type BetLimits = z.infer<typeof betLimitsSchema>;
export const betLimitsQuerySchema = z.object({ currency: z.string().min(3).max(3).optional() });
