import { z } from 'zod';
import { minorAmountSchema } from './betting';
import { apiErrorSchema } from './errors';

/**
 * The lotto API (issue 19 "Lotto"; apps/server modules/lotto). The spec names no lotto paths, so
 * they live under `/web-api/lotto` (the player's API prefix). Money travels as minor units in
 * digit strings; a pool or jackpot is kept per currency (a map currency → minor units).
 */
export const LOTTO_API = '/web-api/lotto';
/** The admin/test hook: runs the draw job at a given clock time (tests never wait on wall time). */
export const LOTTO_ADMIN_RUN = '/admin-api/lotto/run';

export const lotteryIdSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,31}$/);
export const LOTTO_DRAW_STATUSES = ['open', 'closed', 'drawn'] as const;
export const LOTTO_TICKET_STATUSES = ['open', 'settled'] as const;

/** Minor units per currency: { EUR: "1200" }. */
const perCurrencySchema = z.record(z.string(), minorAmountSchema);

export const lotteryParamsSchema = z.object({ lotteryId: lotteryIdSchema });
export const lottoTicketParamsSchema = z.object({ ticketId: z.string().uuid() });

export const lotterySummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  n: z.number().int(),
  drawn: z.number().int(),
  pickMin: z.number().int(),
  pickMax: z.number().int(),
  bonusOf: z.number().int().nullable(),
  linePriceMinor: minorAmountSchema,
  maxLines: z.number().int(),
  maxDraws: z.number().int(),
  poolShareBp: z.number().int(),
  /** Published fixed-paytable RTP by line size (keno: spots). */
  fixedRtp: z.record(z.string(), z.number()),
  nextDrawAt: z.string().nullable(),
  jackpotMinor: perCurrencySchema,
});
export type LotterySummary = z.infer<typeof lotterySummarySchema>;

export const lottoTierSchema = z.object({
  id: z.string(),
  hits: z.number().int(),
  bonus: z.boolean().nullable(),
  spots: z.number().int(),
  kind: z.enum(['fixed', 'pool']),
  /** Fixed tiers: the prize of one line. */
  prizeMinor: minorAmountSchema.nullable(),
  /** Pool tiers: their share of the pool (basis points) and whether the jackpot rolls into it. */
  shareBp: z.number().int().nullable(),
  jackpot: z.boolean(),
  /** Exact chance of one line: 1 in oneIn (rounded). */
  oneIn: z.number(),
});
export type LottoTier = z.infer<typeof lottoTierSchema>;

export const lottoDrawSchema = z.object({
  id: z.string(),
  lotteryId: z.string(),
  scheduledAt: z.string(),
  status: z.enum(LOTTO_DRAW_STATUSES),
  /** SHA-256 of the draw's seed, published before sales. */
  commitment: z.string(),
  /** The day's chain head, published before the day's first draw. */
  chainHead: z.string(),
  /** Revealed once drawn. */
  seed: z.string().nullable(),
  numbers: z.array(z.number().int()).nullable(),
  bonus: z.number().int().nullable(),
  poolMinor: perCurrencySchema,
  jackpotInMinor: perCurrencySchema,
  jackpotOutMinor: perCurrencySchema,
});
export type LottoDraw = z.infer<typeof lottoDrawSchema>;

export const lotteryAnswerSchema = z.object({
  lottery: lotterySummarySchema,
  tiers: z.array(lottoTierSchema),
  nextDraws: z.array(z.object({ scheduledAt: z.string(), draw: lottoDrawSchema.nullable() })),
});
export type LotteryAnswer = z.infer<typeof lotteryAnswerSchema>;

export const lottoCatalogAnswerSchema = z.object({ lotteries: z.array(lotterySummarySchema) });
export type LottoCatalogAnswer = z.infer<typeof lottoCatalogAnswerSchema>;

const pickNumber = z.number().int().min(1).max(99);
export const lottoLineInputSchema = z.union([
  z.object({ numbers: z.array(pickNumber).min(1).max(10), bonus: z.number().int().min(1).max(99).nullish() }),
  /** Quick pick: the server picks `spots` numbers (default: the lottery's smallest line). */
  z.object({ quickPick: z.literal(true), spots: z.number().int().min(1).max(10).optional() }),
]);
export type LottoLineInput = z.infer<typeof lottoLineInputSchema>;

export const lottoBuyBodySchema = z.object({
  lotteryId: lotteryIdSchema,
  lines: z.array(lottoLineInputSchema).min(1).max(20),
  draws: z.number().int().min(1).max(50),
  /** Idempotency: the same ticket id buys once; a retry answers the ticket bought. */
  ticketId: z.string().uuid().optional(),
  accountId: z.number().int().positive().optional(),
});
export type LottoBuyBody = z.infer<typeof lottoBuyBodySchema>;

export const lottoLineResultSchema = z.object({
  hits: z.number().int(),
  bonusHit: z.boolean().nullable(),
  tierId: z.string().nullable(),
  prizeMinor: minorAmountSchema,
});

export const lottoTicketSchema = z.object({
  id: z.string(),
  lotteryId: z.string(),
  lotteryName: z.string(),
  status: z.enum(LOTTO_TICKET_STATUSES),
  currency: z.string(),
  linePriceMinor: minorAmountSchema,
  stakeMinor: minorAmountSchema,
  winningsMinor: minorAmountSchema,
  drawsCount: z.number().int(),
  createdAt: z.string(),
  lines: z.array(z.object({ numbers: z.array(z.number().int()), bonus: z.number().int().nullable() })),
  draws: z.array(
    z.object({
      drawId: z.string(),
      scheduledAt: z.string(),
      status: z.enum(LOTTO_DRAW_STATUSES),
      numbers: z.array(z.number().int()).nullable(),
      bonus: z.number().int().nullable(),
      prizeMinor: minorAmountSchema.nullable(),
      /** Per line, once the draw is settled. */
      results: z.array(lottoLineResultSchema).nullable(),
    }),
  ),
});
export type LottoTicket = z.infer<typeof lottoTicketSchema>;

export const lottoBuyAnswerSchema = z.object({
  ticket: lottoTicketSchema,
  balanceMinor: minorAmountSchema.nullable(),
  replay: z.boolean(),
});
export type LottoBuyAnswer = z.infer<typeof lottoBuyAnswerSchema>;

export const lottoTicketAnswerSchema = z.object({ ticket: lottoTicketSchema });
export const lottoTicketsAnswerSchema = z.object({ tickets: z.array(lottoTicketSchema) });
export type LottoTicketsAnswer = z.infer<typeof lottoTicketsAnswerSchema>;

export const lottoResultsQuerySchema = z.object({
  lotteryId: lotteryIdSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});
export type LottoResultsQuery = z.infer<typeof lottoResultsQuerySchema>;

export const lottoVerifiedDrawSchema = lottoDrawSchema.extend({
  verify: z.object({ seedMatchesCommitment: z.boolean(), numbersMatch: z.boolean() }),
});
export type LottoVerifiedDraw = z.infer<typeof lottoVerifiedDrawSchema>;

export const lottoResultsAnswerSchema = z.object({
  algorithm: z.string(),
  draws: z.array(lottoVerifiedDrawSchema),
});
export type LottoResultsAnswer = z.infer<typeof lottoResultsAnswerSchema>;

export const lottoRunBodySchema = z.object({ at: z.string().datetime() });
export const lottoRunAnswerSchema = z.object({
  at: z.string(),
  created: z.number().int(),
  drawn: z.number().int(),
  settledTickets: z.number().int(),
});
export type LottoRunAnswer = z.infer<typeof lottoRunAnswerSchema>;

/** A refusal: the machine code, and for a bad line its index; for a limit the reason. */
export const lottoRefusalSchema = apiErrorSchema.extend({
  reason: z.string().optional(),
  reasonTitle: z.string().optional(),
  line: z.number().int().optional(),
});
