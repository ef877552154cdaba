/*
 * Tables of the bonuses module (issue 16): operators' bonus definitions, promo codes, and the
 * bonuses players hold with their wagering. Re-exported by db/schema.ts, which drizzle-kit reads
 * (one migration history). The bonus money itself lives on the player's bonus account (spec §3
 * Account type 4) in the ledger; these rows only describe it.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../identity/schema';
import { ledgerAccounts } from '../ledger/schema';

/** A bonus an operator defined; the rules are @sb/bonus's BonusDefinition, validated before insert. */
export const bonusDefinitions = pgTable('bonus_definition', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  kind: text('kind').notNull(),
  /** Exactly one product: 'sport' or 'casino' (never mixed). */
  product: text('product').notNull(),
  percent: doublePrecision('percent').notNull().default(0),
  cap: bigint('cap', { mode: 'bigint' }),
  fixedAmount: bigint('fixed_amount', { mode: 'bigint' }),
  wageringMultiplier: doublePrecision('wagering_multiplier').notNull(),
  minOdds: doublePrecision('min_odds'),
  gameWeights: jsonb('game_weights').$type<Record<string, number>>().notNull().default({}),
  defaultWeight: doublePrecision('default_weight').notNull().default(100),
  countries: text('countries')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  currencies: text('currencies')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  newPlayersOnly: boolean('new_players_only').notNull().default(false),
  verifiedOnly: boolean('verified_only').notNull().default(false),
  validityDays: integer('validity_days').notNull(),
  maxConversion: bigint('max_conversion', { mode: 'bigint' }),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Kind free_spins: the number of spins and the studio slot (the spin stake is fixed_amount). */
  freeSpinsCount: integer('free_spins'),
  freeSpinsGameId: text('free_spins_game_id'),
});

/** A promo code (stored upper-case) granting a definition's bonus; null uses left: unlimited. */
export const promoCodes = pgTable('promo_code', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  code: text('code').notNull().unique(),
  definitionId: integer('definition_id')
    .notNull()
    .references(() => bonusDefinitions.id),
  usesLeft: integer('uses_left'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A bonus a player holds: its amount, its wagering (required, progress) and its status
 * (active, completed, expired, forfeited). A promo code grants once per player and a player has
 * one first-deposit bonus at most — both enforced by unique indexes, not only by code.
 */
export const playerBonuses = pgTable(
  'player_bonus',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    definitionId: integer('definition_id')
      .notNull()
      .references(() => bonusDefinitions.id),
    /** The bonus account (type 4) the amount was credited to. */
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    /** 'promo' or 'first_deposit'. */
    source: text('source').notNull(),
    promoCodeId: integer('promo_code_id').references(() => promoCodes.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    wageringRequired: bigint('wagering_required', { mode: 'bigint' }).notNull(),
    wageringProgress: bigint('wagering_progress', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    status: text('status').notNull().default('active'),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('player_bonus_user_idx').on(t.userId, t.status),
    uniqueIndex('player_bonus_promo_once_idx')
      .on(t.userId, t.promoCodeId)
      .where(sql`${t.promoCodeId} IS NOT NULL`),
    uniqueIndex('player_bonus_first_deposit_once_idx')
      .on(t.userId)
      .where(sql`${t.source} = 'first_deposit'`),
  ],
);

/**
 * Issue 16 club points: one signed entry per accrual (a settled coupon, a casino round) or
 * redemption. The unique key makes an accrual count once however often settlement re-runs; the
 * balance is the sum of the entries (never written), and an entry is never updated.
 */
export const loyaltyPoints = pgTable(
  'loyalty_point',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** `sport:{couponId}`, `casino:{roundId}` or `redeem:{userId}:{idempotencyKey}`. */
    key: text('key').notNull().unique(),
    /** 'sport', 'casino' or 'redeem'. */
    kind: text('kind').notNull(),
    /** Earned (> 0) or spent (< 0). */
    points: integer('points').notNull(),
    /** The reward bought (redemptions). */
    rewardId: text('reward_id'),
    playerBonusId: integer('player_bonus_id').references(() => playerBonuses.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('loyalty_point_user_idx').on(t.userId, t.createdAt)],
);

/**
 * Issue 16 free spins a player holds: spins left at a fixed stake on one slot until the expiry.
 * A spin decrements `spins_left` under the row's lock in the round's transaction; the winnings add
 * up here and move once, when the spins are over (or expire), into the bonus account as a casino
 * bonus (`player_bonus_id`).
 */
export const playerFreeSpins = pgTable(
  'player_free_spins',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    definitionId: integer('definition_id')
      .notNull()
      .references(() => bonusDefinitions.id),
    /** 'operator' or 'promo'. */
    source: text('source').notNull(),
    promoCodeId: integer('promo_code_id').references(() => promoCodes.id),
    gameId: text('game_id').notNull(),
    currency: text('currency').notNull(),
    spinStake: bigint('spin_stake', { mode: 'bigint' }).notNull(),
    spinsTotal: integer('spins_total').notNull(),
    spinsLeft: integer('spins_left').notNull(),
    winnings: bigint('winnings', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** 'active', 'finished' or 'expired'. */
    status: text('status').notNull().default('active'),
    playerBonusId: integer('player_bonus_id').references(() => playerBonuses.id),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('player_free_spins_user_idx').on(t.userId, t.status),
    uniqueIndex('player_free_spins_promo_once_idx')
      .on(t.userId, t.promoCodeId)
      .where(sql`${t.promoCodeId} IS NOT NULL`),
  ],
);

/**
 * Issue 16 coupon boost: a promo code entered on a sport coupon adds `percent` % of the coupon's
 * net winnings (at most `cap`, in `currency`) when it wins. Separate from `promo_code` (which grants
 * a bonus on redemption): a boost is spent by placing a coupon, not redeemed in the office.
 */
export const promoBoostCodes = pgTable('promo_boost_code', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  /** Stored upper-case. */
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  percent: integer('percent').notNull(),
  cap: bigint('cap', { mode: 'bigint' }).notNull(),
  currency: text('currency').notNull(),
  /** Every selection's odds at least this, in thousandths (null: any). */
  minOdds: integer('min_odds'),
  /** Allowed coupon types (spec §3 typeId); empty: every type. */
  couponTypes: integer('coupon_types')
    .array()
    .notNull()
    .default(sql`'{}'::integer[]`),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Issue 16 coupon boost uses: written by the placement statement (betting) in the coupon's own
 * transaction. The unique index makes a code once per player: of two concurrent placements with
 * the same code only one inserts its row, and only that one places its coupon.
 */
export const promoBoostUses = pgTable(
  'promo_boost_use',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    boostCodeId: integer('boost_code_id')
      .notNull()
      .references(() => promoBoostCodes.id),
    /** The placement's idempotency key (the coupon is found by it). */
    idempotencyKey: text('idempotency_key').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('promo_boost_use_once_idx').on(t.userId, t.boostCodeId)],
);
