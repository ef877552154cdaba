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
