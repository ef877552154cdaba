/*
 * Tables of the tournaments module (issue 16 casino tournaments). Re-exported by db/schema.ts,
 * which drizzle-kit reads. Scores are never stored while a tournament runs: the leaderboard is
 * computed from the casino's real rounds; the final standings are written once, with the prize
 * transfers, when the leader job closes the tournament.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../identity/schema';

/** A tournament an operator created; its rules never change once created. */
export const tournaments = pgTable(
  'tournament',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    currency: text('currency').notNull(),
    /** 'casino' (casino rounds count) or 'sport' (settled sport coupons count): one product each (issue 16). */
    product: text('product').notNull().default('casino'),
    gameIds: text('game_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    categories: text('categories')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** 'stake' or 'multiplier'. */
    scoring: text('scoring').notNull(),
    minStake: bigint('min_stake', { mode: 'bigint' }).notNull(),
    /** Prize of rank 1, 2, … in minor units, as digit strings (jsonb holds no bigint). */
    prizes: jsonb('prizes').$type<string[]>().notNull(),
    optIn: boolean('opt_in').notNull().default(true),
    /** Set in the transaction that paid the prizes: a closed tournament is never paid again. */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('tournament_window_idx').on(t.endsAt, t.startsAt)],
);

/** A player who opted in; their rounds count from `joinedAt` (never before the start). */
export const tournamentEntries = pgTable(
  'tournament_entry',
  {
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tournamentId, t.userId] }), index('tournament_entry_user_idx').on(t.userId)],
);

/** The final standings, one row per position, written with the prize transfers. */
export const tournamentResults = pgTable(
  'tournament_result',
  {
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id),
    /** 1-based order after the tie-break (distinct per player): the ledger key's rank. */
    position: integer('position').notNull(),
    /** Shared by tied players. */
    rank: integer('rank').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    score: bigint('score', { mode: 'bigint' }).notNull(),
    rounds: integer('rounds').notNull(),
    prize: bigint('prize', { mode: 'bigint' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tournamentId, t.position] })],
);
