/*
 * Tables of the lotto module (issue 19 "Lotto"): the lotteries (their rolling jackpots), the
 * draws (committed before sales, revealed when drawn), the tickets and each ticket's result in
 * each draw it covers. Re-exported by db/schema.ts, which drizzle-kit reads.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../identity/schema';

/** A lottery's row: its definition lives in @sb/lotto; the row holds the rolling jackpot per currency. */
export const lottoLotteries = pgTable('lotto_lottery', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** Minor units per currency carried into the next draw: { "EUR": "1200" }. */
  jackpot: jsonb('jackpot')
    .$type<Record<string, string>>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One scheduled draw. The seed is secret until the draw (the API shows it only once drawn); its
 * SHA-256 (`commitment`) and the day's chain head are public from the moment the row exists.
 */
export const lottoDraws = pgTable(
  'lotto_draw',
  {
    id: text('id').primaryKey(),
    lotteryId: text('lottery_id')
      .notNull()
      .references(() => lottoLotteries.id),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull(),
    /** open (sales), closed (sales over, drawing), drawn (numbers out, tickets settled). */
    status: text('status').notNull().default('open'),
    commitment: text('commitment').notNull(),
    chainHead: text('chain_head').notNull(),
    seed: text('seed').notNull(),
    numbers: smallint('numbers').array(),
    bonus: smallint('bonus'),
    /** Stakes per currency and what the pool, jackpot in and out were. */
    stakes: jsonb('stakes').$type<Record<string, string>>(),
    pool: jsonb('pool').$type<Record<string, string>>(),
    jackpotIn: jsonb('jackpot_in').$type<Record<string, string>>(),
    jackpotOut: jsonb('jackpot_out').$type<Record<string, string>>(),
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('lotto_draw_time_idx').on(t.lotteryId, t.scheduledAt),
    index('lotto_draw_status_idx').on(t.status, t.scheduledAt),
  ],
);

/** A ticket: its lines for `drawsCount` consecutive draws, paid once at purchase. */
export const lottoTickets = pgTable(
  'lotto_ticket',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    lotteryId: text('lottery_id')
      .notNull()
      .references(() => lottoLotteries.id),
    accountId: integer('account_id').notNull(),
    currency: text('currency').notNull(),
    lines: jsonb('lines').$type<{ numbers: number[]; bonus: number | null }[]>().notNull(),
    drawsCount: integer('draws_count').notNull(),
    linePrice: bigint('line_price', { mode: 'bigint' }).notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    /** open until every draw it covers is settled. */
    status: text('status').notNull().default('open'),
    winnings: bigint('winnings', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [index('lotto_ticket_user_idx').on(t.userId, t.createdAt)],
);

/** A ticket's part in one draw: its stake for that draw, then its lines' results and prize. */
export const lottoTicketDraws = pgTable(
  'lotto_ticket_draw',
  {
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => lottoTickets.id),
    drawId: text('draw_id')
      .notNull()
      .references(() => lottoDraws.id),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    /** Per line: hits, bonus hit, tier, prize (minor units as a string). */
    results:
      jsonb('results').$type<{ hits: number; bonusHit: boolean | null; tierId: string | null; prize: string }[]>(),
    prize: bigint('prize', { mode: 'bigint' }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.ticketId, t.drawId] }), index('lotto_ticket_draw_draw_idx').on(t.drawId)],
);
