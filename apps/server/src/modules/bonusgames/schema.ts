/*
 * Tables of the bonus games module (issue 16, spec §2 Games entrance): the players' provably fair
 * seeds, the ticket ledger and the rounds played. Re-exported by db/schema.ts, which drizzle-kit
 * reads (one migration history). Prize money lives in the ledger (the bonus account); these rows
 * only describe it.
 */
import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { playerBonuses } from '../bonuses/schema';
import { users } from '../identity/schema';

/**
 * A player's bonus-game seeds: the server seed is shown only as its SHA-256 hash until the player
 * rotates it (revealed_at set, a new row becomes current). One current row per player.
 */
export const bonusGameSeeds = pgTable(
  'bonus_game_seed',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull().unique(),
    clientSeed: text('client_seed').notNull(),
    /** The nonce of the next round. */
    nonce: integer('nonce').notNull().default(0),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('bonus_game_seed_current_idx')
      .on(t.userId)
      .where(sql`${t.revealedAt} IS NULL`),
  ],
);

/** A round: the choice, the seeds it read, what it drew and the prize paid. */
export const bonusGamePlays = pgTable(
  'bonus_game_play',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The client's id of the round: a replay of the same id answers this round (idempotent play). */
    clientRoundId: text('client_round_id').notNull(),
    gameId: text('game_id').notNull(),
    choice: jsonb('choice').$type<unknown>(),
    seedId: integer('seed_id')
      .notNull()
      .references(() => bonusGameSeeds.id),
    nonce: integer('nonce').notNull(),
    tier: text('tier').notNull(),
    board: jsonb('board').$type<unknown>().notNull(),
    /** 'bonus', 'free_bet' or 'points'. */
    prizeKind: text('prize_kind').notNull(),
    /** Minor units of `currency` (bonus, free bet) or points. */
    prizeAmount: bigint('prize_amount', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    playerBonusId: integer('player_bonus_id').references(() => playerBonuses.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('bonus_game_play_round_idx').on(t.userId, t.clientRoundId),
    index('bonus_game_play_user_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * The ticket ledger: one signed entry per earning (+n: shop, grant, deposit) or round (−1: play).
 * The unique key is the idempotency key of the earning or round, so a retried request or a
 * replayed deposit event adds nothing; the balance is the sum of a player's entries, never written.
 */
export const bonusGameTickets = pgTable(
  'bonus_game_ticket',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** `shop:{userId}:{key}`, `grant:{key}`, `deposit:{paymentId}` or `play:{userId}:{clientRoundId}`. */
    key: text('key').notNull().unique(),
    /** 'shop', 'grant', 'deposit' or 'play'. */
    source: text('source').notNull(),
    delta: integer('delta').notNull(),
    playId: integer('play_id').references(() => bonusGamePlays.id),
    /** The operator's reason of a grant, the points of a purchase, the payment of a deposit. */
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('bonus_game_ticket_user_idx').on(t.userId, t.createdAt)],
);
