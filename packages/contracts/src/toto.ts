import { z } from 'zod';
import { minorAmountSchema } from './betting';
import { apiErrorSchema } from './errors';

/**
 * The toto API (issue 19 "Toto"; apps/server modules/toto). Spec §2 names the pages
 * (toto/{section?}: draw, next, coupons, draws), not the calls, so they live under
 * `/web-api/toto`. Money travels as minor units in digit strings; a pool or jackpot is kept per
 * currency (a map currency → minor units).
 */
export const TOTO_API = '/web-api/toto';
/** The admin/test hook: runs the settlement job at a given clock time (tests never wait on wall time). */
export const TOTO_ADMIN_RUN = '/admin-api/toto/run';

export const TOTO_PICKS = ['1', 'X', '2'] as const;
export const TOTO_DRAW_STATUSES = ['open', 'closed', 'settled'] as const;
export const TOTO_COUPON_STATUSES = ['open', 'settled'] as const;
export const TOTO_EVENT_RESULTS = ['1', 'X', '2', 'cancelled'] as const;

const perCurrencySchema = z.record(z.string(), minorAmountSchema);
export const totoDrawIdSchema = z.string().regex(/^toto-\d{8}$/);
export const totoPickSchema = z.enum(TOTO_PICKS);

export const totoTierSchema = z.object({
  hits: z.number().int(),
  shareBp: z.number().int(),
  jackpot: z.boolean(),
});

/** The rules every draw is played by (@sb/toto TOTO_15). */
export const totoRulesSchema = z.object({
  events: z.number().int(),
  unitMinor: minorAmountSchema,
  maxStakePerCombinationMinor: minorAmountSchema,
  maxCombinations: z.number().int(),
  poolShareBp: z.number().int(),
  tiers: z.array(totoTierSchema),
});
export type TotoRulesView = z.infer<typeof totoRulesSchema>;

export const totoEventSchema = z.object({
  gameId: z.number().int(),
  startAt: z.string(),
  champName: z.string(),
  team1: z.string(),
  team2: z.string(),
  /** Once the draw is settled: the 1X2 result, or cancelled (counted correct for every pick). */
  result: z.enum(TOTO_EVENT_RESULTS).nullable(),
  score: z.object({ home: z.number().int(), away: z.number().int() }).nullable(),
});
export type TotoEvent = z.infer<typeof totoEventSchema>;

/** A settled tier: what it had to share and paid per stake unit, per currency. */
export const totoTierResultSchema = z.object({
  hits: z.number().int(),
  amountMinor: perCurrencySchema,
  perUnitMinor: perCurrencySchema,
  winnerUnits: z.record(z.string(), z.string()),
});
export type TotoTierResult = z.infer<typeof totoTierResultSchema>;

export const totoDrawSchema = z.object({
  id: z.string(),
  status: z.enum(TOTO_DRAW_STATUSES),
  /** Sales close at the first event's start. */
  closesAt: z.string(),
  events: z.array(totoEventSchema),
  couponsCount: z.number().int(),
  stakesMinor: perCurrencySchema,
  /** The pool so far (stakes × pool share) while open; the split pool once settled. */
  poolMinor: perCurrencySchema,
  /** Open: the jackpot that will roll in; settled: the jackpot that did, and what rolled on. */
  jackpotInMinor: perCurrencySchema,
  jackpotOutMinor: perCurrencySchema,
  tiers: z.array(totoTierResultSchema).nullable(),
  settledAt: z.string().nullable(),
});
export type TotoDraw = z.infer<typeof totoDrawSchema>;

export const totoDrawAnswerSchema = z.object({ rules: totoRulesSchema, draw: totoDrawSchema.nullable() });
export type TotoDrawAnswer = z.infer<typeof totoDrawAnswerSchema>;
export const totoDrawsAnswerSchema = z.object({ rules: totoRulesSchema, draws: z.array(totoDrawSchema) });
export type TotoDrawsAnswer = z.infer<typeof totoDrawsAnswerSchema>;
export const totoDrawParamsSchema = z.object({ drawId: totoDrawIdSchema });
export const totoDrawsQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(60).optional() });

export const totoCouponBodySchema = z.object({
  drawId: totoDrawIdSchema,
  /** Per event of the draw, in draw order: one to three picks. */
  predictions: z.array(z.array(totoPickSchema).min(1).max(3)).min(1).max(30),
  stakePerCombinationMinor: minorAmountSchema,
  /** Idempotency: the same coupon id buys once; a retry answers the coupon bought. */
  couponId: z.string().uuid().optional(),
  accountId: z.number().int().positive().optional(),
});
export type TotoCouponBody = z.infer<typeof totoCouponBodySchema>;

export const totoCouponSchema = z.object({
  id: z.string(),
  drawId: z.string(),
  status: z.enum(TOTO_COUPON_STATUSES),
  currency: z.string(),
  predictions: z.array(z.array(totoPickSchema)),
  combinations: z.number().int(),
  stakePerCombinationMinor: minorAmountSchema,
  stakeMinor: minorAmountSchema,
  /** Once settled: combinations with exactly k correct (k = 0 … events), the best, the prize. */
  hits: z.array(z.number().int()).nullable(),
  bestHits: z.number().int().nullable(),
  prizeMinor: minorAmountSchema,
  createdAt: z.string(),
  settledAt: z.string().nullable(),
  draw: totoDrawSchema,
});
export type TotoCoupon = z.infer<typeof totoCouponSchema>;

export const totoCouponAnswerSchema = z.object({
  coupon: totoCouponSchema,
  balanceMinor: minorAmountSchema.nullable(),
  replay: z.boolean(),
});
export type TotoCouponAnswer = z.infer<typeof totoCouponAnswerSchema>;
export const totoCouponsAnswerSchema = z.object({ coupons: z.array(totoCouponSchema) });
export type TotoCouponsAnswer = z.infer<typeof totoCouponsAnswerSchema>;

export const totoRunBodySchema = z.object({ at: z.string().datetime() });
export const totoRunAnswerSchema = z.object({
  at: z.string(),
  created: z.number().int(),
  closed: z.number().int(),
  settled: z.number().int(),
  settledCoupons: z.number().int(),
});
export type TotoRunAnswer = z.infer<typeof totoRunAnswerSchema>;

/** A refusal: the machine code, for a bad prediction its event index; for a limit the reason. */
export const totoRefusalSchema = apiErrorSchema.extend({
  reason: z.string().optional(),
  reasonTitle: z.string().optional(),
  event: z.number().int().optional(),
});
