/*
 * The sandbox aggregator's one table (issue 25 §3). Re-exported by db/schema.ts (one migration
 * history); no other module reads it.
 */
import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every round id the sandbox has played, in any mode: the first request owns it. The same id
 * again is a retry only from the same scope (mode and player, `real:{playerId}` or
 * `demo:{session}`) with the same game, stake and parameters; anything else is refused, so a
 * round played in demo never replays its outcome with real money.
 */
export const sandboxProviderRounds = pgTable('sandbox_provider_round', {
  roundId: text('round_id').primaryKey(),
  scope: text('scope').notNull(),
  game: text('game').notNull(),
  stake: bigint('stake', { mode: 'bigint' }).notNull(),
  /** The game's parameters as JSON (a retry must send the same). */
  params: text('params').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
