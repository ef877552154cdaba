/* Tables of the betting module. Re-exported by db/schema.ts, which drizzle-kit reads. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * A placed coupon (spec §3 Coupon state at placement). Money in minor units, coefficients in
 * thousandths. The id is a bigserial because print-coupon/{couponId} takes digits only.
 */
export const betCoupons = pgTable(
  'bet_coupon',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull(),
    accountId: integer('account_id').notNull(),
    currency: text('currency').notNull(),
    typeId: smallint('type_id').notNull(),
    /** What placement took from the balance. */
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    /** Stake of each block of a conditional bet (index = block order), else null. */
    blockStakes: jsonb('block_stakes').$type<string[] | null>(),
    systemValue: smallint('system_value'),
    /** §3 Coefficient-change policy the player placed with (0, 1, 2). */
    coefPolicy: smallint('coef_policy').notNull(),
    totalCoef: bigint('total_coef', { mode: 'bigint' }),
    antiExpressCoef: integer('anti_express_coef'),
    bonusCoef: integer('bonus_coef'),
    /** Issue 16: the hyper bonus percentage at placement (spec §3 hyperBonusPercent); null: none. */
    hyperBonusPercent: smallint('hyper_bonus_percent'),
    /** Issue 16: the hyper bonus rules as placed (table and cap), so settlement recomputes on them. */
    hyperBonusRules: jsonb('hyper_bonus_rules').$type<{
      minLegs: number;
      minLegCoef: number;
      steps: { legs: number; percent: number }[];
      maxLimit: string;
    } | null>(),
    /** Issue 16: the hyper bonus settlement owes on top of `payout` (ledger `hyper_bonus:` keys paid it). */
    hyperBonusPaid: bigint('hyper_bonus_paid', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    possibleWin: bigint('possible_win', { mode: 'bigint' }).notNull(),
    possibleWinMin: bigint('possible_win_min', { mode: 'bigint' }),
    maxPayout: bigint('max_payout', { mode: 'bigint' }).notNull(),
    isVip: boolean('is_vip').notNull().default(false),
    promoCode: text('promo_code'),
    /** Issue 16 coupon boost: the promo boost code placed with (bonuses promo_boost_code), its % and cap. */
    promoBoostCodeId: integer('promo_boost_code_id'),
    promoBoostPercent: smallint('promo_boost_percent'),
    promoBoostCap: bigint('promo_boost_cap', { mode: 'bigint' }),
    /** Issue 16: the boost settlement paid on top of `payout` (ledger `promo_boost:` keys paid it). */
    promoBoostPaid: bigint('promo_boost_paid', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** open → settled | cashed_out. A settled coupon may be re-settled by a result correction. */
    status: text('status').notNull().default('open'),
    /** Coupon-level §3 bet status: -1 open, 0 lost, 1 won, 2 returned. */
    betStatusId: smallint('bet_status_id').notNull().default(-1),
    /** Share of the coupon still live after partial cash outs, in millionths (1 000 000 = all). */
    sharePpm: integer('share_ppm').notNull().default(1_000_000),
    /** What settlement owes the player (0 while open); the ledger has paid exactly this. */
    payout: bigint('payout', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** Adjustment the player's balance could not cover when a correction took winnings back. */
    shortfall: bigint('shortfall', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    cashedOut: bigint('cashed_out', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** Number of cash outs so far (part of their ledger keys). */
    cashoutCount: integer('cashout_count').notNull().default(0),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** Increments each time settlement changes the payout (part of the ledger key). */
    settleVersion: integer('settle_version').notNull().default(0),
  },
  (t) => [
    uniqueIndex('bet_coupon_idempotency_idx').on(t.userId, t.idempotencyKey),
    index('bet_coupon_user_idx').on(t.userId, t.placedAt),
  ],
);

/** One selection of a coupon (spec §3 Coupon bet), with names kept for history and print. */
export const betCouponLegs = pgTable(
  'bet_coupon_leg',
  {
    couponId: bigint('coupon_id', { mode: 'number' })
      .notNull()
      .references(() => betCoupons.id),
    idx: smallint('idx').notNull(),
    outcomeId: text('outcome_id').notNull(),
    gameId: integer('game_id').notNull(),
    sportId: integer('sport_id').notNull(),
    champId: integer('champ_id').notNull(),
    groupId: integer('group_id').notNull(),
    typeId: integer('type_id').notNull(),
    param: doublePrecision('param'),
    kind: smallint('kind').notNull(),
    coef: integer('coef').notNull(),
    blockId: smallint('block_id'),
    isBanker: boolean('is_banker').notNull().default(false),
    isLobby: boolean('is_lobby').notNull().default(false),
    /** Many singles: this leg's stake. */
    amount: bigint('amount', { mode: 'bigint' }),
    /** §3 Bet status ids −2…6; −1 until the game's result arrives. */
    statusId: smallint('status_id').notNull().default(-1),
    /** The result version this status comes from (0: none yet). */
    resultVersion: integer('result_version').notNull().default(0),
    names: jsonb('names')
      .$type<{
        champName: string;
        team1: string;
        team2: string | null;
        title: string | null;
        startAt: number;
        /** §4 the leg was placed live (absent on legs stored before issue 14 kept it). */
        isLive?: boolean;
      }>()
      .notNull(),
  },
  (t) => [primaryKey({ columns: [t.couponId, t.idx] }), index('bet_coupon_leg_game_idx').on(t.gameId, t.resultVersion)],
);

/** Booking codes: a saved selection list a player (or anyone with the code) can load. */
export const betBookings = pgTable('bet_booking', {
  code: text('code').primaryKey(),
  outcomeIds: jsonb('outcome_ids').$type<string[]>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
