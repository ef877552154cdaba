/*
 * Table of the referrals module (issue 16): who brought each player (spec §9 referral cookies,
 * attributed at registration) and the bring-a-friend reward paid for them. Re-exported by
 * db/schema.ts (one migration history). The reward money lives on the referrer's bonus account
 * (spec §3 Account type 4) in the ledger; the row only says which bonus paid it.
 */
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { playerBonuses } from '../bonuses/schema';
import { users } from '../identity/schema';

/**
 * One row per attributed player (the friend): written once at registration when a referral cookie
 * came with it. The reward columns are set once, under the row's lock, when the friend qualifies.
 */
export const referrals = pgTable(
  'referral',
  {
    friendUserId: integer('friend_user_id')
      .primaryKey()
      .references(() => users.id),
    /** The referring player (bf_id, else refererid); null for partner tags only, self-referral or no such player. */
    referrerUserId: integer('referrer_user_id').references(() => users.id),
    /** The cookie that named the referrer: 'bf_id' or 'refererid'. */
    via: text('via'),
    reflinkId: text('reflink_id'),
    /** The query parameter that carried the reflink tag (reflinkid, btag, tag or qtag). */
    tagName: text('tag_name'),
    refPartnerId: text('ref_partner_id'),
    clickId: text('click_id'),
    utmSource: text('utm_source'),
    subId: text('sub_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The referrer's bonus that paid the bring-a-friend reward (once per friend). */
    rewardBonusId: integer('reward_bonus_id').references(() => playerBonuses.id),
    qualifiedAt: timestamp('qualified_at', { withTimezone: true }),
    /** The friend's qualifying deposit: set when it completes, before the reward waits for their play. */
    qualifyingPaymentId: text('qualifying_payment_id'),
    /**
     * Issue 25 §9: why no reward is paid for this friend, for good (shared_device, shared_ip,
     * shared_payment: the two accounts look like one person). Null while the reward may still be paid.
     */
    refusedReason: text('refused_reason'),
    refusedAt: timestamp('refused_at', { withTimezone: true }),
  },
  (t) => [index('referral_referrer_idx').on(t.referrerUserId, t.createdAt)],
);
