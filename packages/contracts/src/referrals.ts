import { z } from 'zod';

/** Issue 16 referrals: bring-a-friend (spec §2 office/bringfriend) and the referral-tag step's call (§4). */
export const BRING_FRIEND_PATH = '/web-api/referrals/bringfriend';
export const REFERRAL_TAGS_PATH = '/web-api/referrals/tags';
/** The personal link's query parameter (spec §9 "bf_id referral"). */
export const BRING_FRIEND_PARAM = 'bf_id';

/**
 * Issue 25 §9: `awaiting_play` — the qualifying deposit is in, the reward waits for the friend's
 * own real-money play; `not_eligible` — refused for good (the accounts share a device or address).
 */
export const FRIEND_STATUSES = ['registered', 'deposited', 'awaiting_play', 'qualified', 'not_eligible'] as const;
export type FriendStatus = (typeof FRIEND_STATUSES)[number];

export const friendViewSchema = z.object({
  /** Masked (first two and last character): a referrer learns who came, not their login. */
  name: z.string(),
  registeredAt: z.string(),
  /** registered → deposited (below the qualifying amount) → awaiting_play → qualified (reward paid), or not_eligible. */
  status: z.enum(FRIEND_STATUSES),
  qualifiedAt: z.string().nullable(),
  rewardMinor: z.string().nullable(),
  rewardCurrency: z.string().nullable(),
});
export type FriendView = z.infer<typeof friendViewSchema>;

export const bringFriendAnswerSchema = z.object({
  /** The value of the personal link's bf_id (the player's id). */
  refId: z.number().int(),
  /** The terms in the player's currency; null when the currency has none (no reward is paid in it). */
  terms: z
    .object({
      currency: z.string(),
      qualifyingDepositMinor: z.string(),
      rewardMinor: z.string(),
      wageringMultiplier: z.number(),
      minOdds: z.number(),
      validityDays: z.number().int(),
    })
    .nullable(),
  totals: z.object({
    invited: z.number().int(),
    deposited: z.number().int(),
    qualified: z.number().int(),
    /** Rewards paid, in the player's currency. */
    rewardsMinor: z.string(),
  }),
  /** The newest friends first (at most 200). */
  friends: z.array(friendViewSchema),
});
export type BringFriendAnswer = z.infer<typeof bringFriendAnswerSchema>;

/** A client-side navigation's query (spec §4 referral-tag step); the server sets the cookies. */
export const referralTagsBodySchema = z.object({ search: z.string().max(2048) });
export const referralTagsAnswerSchema = z.object({ cookies: z.array(z.string()) });
export type ReferralTagsAnswer = z.infer<typeof referralTagsAnswerSchema>;
