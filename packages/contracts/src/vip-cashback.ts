import { z } from 'zod';

/** Issue 16 cashback by VIP level: office/casino/vipcashback and office/casino/premiumcashback. */
export const VIP_CASHBACK_PATH = '/web-api/bonuses/vip-cashback';

export const vipLevelIdSchema = z.enum(['bronze', 'silver', 'gold', 'platinum']);

const levelRateSchema = z.object({
  level: vipLevelIdSchema,
  percent: z.number(),
  /** Most one period pays, minor units; null: no cap. */
  capMinor: z.string().nullable(),
});

export const vipCashbackAnswerSchema = z.object({
  currency: z.string(),
  /** The player's level now (points earned in the last 90 days). */
  level: vipLevelIdSchema,
  earnedInPeriod: z.number().int(),
  /** The last complete week: what the leader job paid (or will pay) for it, at the level at its end. */
  lastPeriod: z.object({
    start: z.string(),
    end: z.string(),
    level: vipLevelIdSchema,
    vipPaidMinor: z.string(),
    premiumPaidMinor: z.string(),
  }),
  /** Each active casino cashback programme with the rate of every level. */
  programmes: z.array(z.object({ id: z.number().int(), name: z.string(), rates: z.array(levelRateSchema) })),
  premium: z.object({
    qualifies: z.boolean(),
    minLevel: vipLevelIdSchema,
    /** Points still to earn in the rolling 90 days to qualify (0 when qualified). */
    pointsNeeded: z.number().int(),
    /** Levels without the premium programme are left out. */
    rates: z.array(levelRateSchema),
  }),
});
export type VipCashbackAnswer = z.infer<typeof vipCashbackAnswerSchema>;
