import { z } from 'zod';
import { freeSpinsViewSchema, playerBonusViewSchema } from './bonuses';

/** Issue 16 club points, VIP levels and the rewards shop (spec §2 office `points`, `office/rewards`). */
export const POINTS_PATH = '/web-api/bonuses/points';
export const REWARDS_PATH = '/web-api/bonuses/rewards';
export const rewardRedeemPath = (id: string): string => `${REWARDS_PATH}/${encodeURIComponent(id)}/redeem`;

export const VIP_LEVEL_VALUES = ['bronze', 'silver', 'gold', 'platinum'] as const;

export const pointEntrySchema = z.object({
  kind: z.enum(['sport', 'casino', 'redeem', 'bonus_game']),
  points: z.number().int(),
  rewardId: z.string().nullable(),
  at: z.string(),
});

export const pointsAnswerSchema = z.object({
  balance: z.number().int(),
  /** Points earned over the rolling VIP period (redemptions do not lower a level). */
  earnedInPeriod: z.number().int(),
  periodDays: z.number().int(),
  level: z.enum(VIP_LEVEL_VALUES),
  next: z.enum(VIP_LEVEL_VALUES).nullable(),
  toNext: z.number().int(),
  progressPercent: z.number().int(),
  levels: z.array(z.object({ id: z.enum(VIP_LEVEL_VALUES), minPoints: z.number().int() })),
  history: z.array(pointEntrySchema),
});
export type PointsAnswer = z.infer<typeof pointsAnswerSchema>;

export const rewardViewSchema = z.object({
  id: z.string(),
  price: z.number().int(),
  kind: z.enum(['free_bet', 'no_deposit', 'free_spins']),
  product: z.enum(['sport', 'casino']),
  /** The bonus money, or for free spins the stake of one spin. */
  amountMinor: z.string(),
  /** Free spins: how many, on which of our slots (the wagering applies to their winnings). */
  freeSpins: z.object({ count: z.number().int(), gameId: z.string() }).nullable(),
  currency: z.string(),
  wageringMultiplier: z.number(),
  validityDays: z.number().int(),
  /** The player holds enough points and plays in the reward's currency. */
  affordable: z.boolean(),
});
export type RewardView = z.infer<typeof rewardViewSchema>;

export const rewardsAnswerSchema = z.object({ balance: z.number().int(), rewards: z.array(rewardViewSchema) });
export type RewardsAnswer = z.infer<typeof rewardsAnswerSchema>;

export const rewardRedeemParamsSchema = z.object({ id: z.string().min(1).max(64) });
export const rewardRedeemBodySchema = z.object({ idempotencyKey: z.string().min(8).max(64) });
/** A bonus reward answers its bonus; a free-spins reward its spins (the bonus comes from their winnings). */
export const rewardRedeemAnswerSchema = z.object({
  balance: z.number().int(),
  bonus: playerBonusViewSchema.nullable(),
  freeSpins: freeSpinsViewSchema.nullable(),
});
export type RewardRedeemAnswer = z.infer<typeof rewardRedeemAnswerSchema>;
