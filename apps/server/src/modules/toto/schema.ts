/*
 * Tables of the toto module (issue 19 "Toto"): the rolling jackpot, the draws (a day's 15
 * football matches of the line, frozen when the draw is created) and the coupons. Re-exported by
 * db/schema.ts, which drizzle-kit reads.
 */
import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../identity/schema';

/** The rules' row: the jackpot per currency carried into the next draw settled ({ "EUR": "1200" }). */
export const totoJackpots = pgTable('toto_jackpot', {
  id: text('id').primaryKey(),
  jackpot: jsonb('jackpot')
    .$type<Record<string, string>>()
    .notNull()
    .default(sql`'{}'::jsonb`),
});

/** An event of a draw as the line had it when the draw was made. */
export interface TotoEventRow {
  gameId: number;
  startAt: number;
  champName: string;
  team1: string;
  team2: string;
}

/** An event's result at settlement: 1 / X / 2 from the score, or cancelled. */
export interface TotoResultRow {
  result: '1' | 'X' | '2' | 'cancelled';
  score: { home: number; away: number } | null;
}

/** A settled tier per currency: amount shared, paid per unit, winning units (minor units as strings). */
export interface TotoTierRow {
  hits: number;
  amount: Record<string, string>;
  perUnit: Record<string, string>;
  winnerUnits: Record<string, string>;
}

/** One draw: open (sales) → closed (at the first event's start) → settled (every event has a result). */
export const totoDraws = pgTable(
  'toto_draw',
  {
    id: text('id').primaryKey(),
    rulesId: text('rules_id')
      .notNull()
      .references(() => totoJackpots.id),
    status: text('status').notNull().default('open'),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    events: jsonb('events').$type<TotoEventRow[]>().notNull(),
    results: jsonb('results').$type<TotoResultRow[]>(),
    stakes: jsonb('stakes').$type<Record<string, string>>(),
    pool: jsonb('pool').$type<Record<string, string>>(),
    jackpotIn: jsonb('jackpot_in').$type<Record<string, string>>(),
    jackpotOut: jsonb('jackpot_out').$type<Record<string, string>>(),
    tiers: jsonb('tiers').$type<TotoTierRow[]>(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [index('toto_draw_status_idx').on(t.status, t.closesAt)],
);

/** A coupon: its picks per event, bought once for one draw; settled with its hits and prize. */
export const totoCoupons = pgTable(
  'toto_coupon',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    drawId: text('draw_id')
      .notNull()
      .references(() => totoDraws.id),
    accountId: integer('account_id').notNull(),
    currency: text('currency').notNull(),
    predictions: jsonb('predictions').$type<('1' | 'X' | '2')[][]>().notNull(),
    combinations: integer('combinations').notNull(),
    perCombination: bigint('per_combination', { mode: 'bigint' }).notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    status: text('status').notNull().default('open'),
    /** Combinations with exactly k correct, k = 0 … events. */
    hits: jsonb('hits').$type<number[]>(),
    bestHits: smallint('best_hits'),
    prize: bigint('prize', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [index('toto_coupon_user_idx').on(t.userId, t.createdAt), index('toto_coupon_draw_idx').on(t.drawId)],
);
