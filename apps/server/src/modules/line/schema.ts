/* Tables of the line module. Re-exported by db/schema.ts, which drizzle-kit reads. */
import { bigint, check, index, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { Score } from '@sb/contracts';

/**
 * Results of finished (status 4) and cancelled (status 5) games: what settlement reads. The
 * leader stores the feed's results once (insert … on conflict do nothing); an operator may
 * correct one (source 'operator', version + 1) or settle a game early. A feed result never
 * overwrites an operator's.
 */
export const gameResults = pgTable(
  'game_results',
  {
    gameId: integer('game_id').primaryKey(),
    sportId: integer('sport_id').notNull(),
    champId: integer('champ_id').notNull(),
    statusId: smallint('status_id').notNull(),
    score: jsonb('score').$type<Score>(),
    winnerId: integer('winner_id'),
    version: integer('version').notNull().default(1),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    source: text('source').$type<'feed' | 'operator'>().notNull(),
    /**
     * The transaction that last wrote the row (pg_current_xact_id). Nodes read operator results
     * changed since their snapshot horizon from it (cluster/changes.ts), so a result reaches every
     * node even when its bus message was lost.
     */
    changedXid: bigint('changed_xid', { mode: 'number' })
      .notNull()
      .default(sql`(pg_current_xact_id()::text::bigint)`),
  },
  (t) => [
    check('game_results_status', sql`${t.statusId} IN (4, 5)`),
    check('game_results_source', sql`${t.source} IN ('feed', 'operator')`),
    index('game_results_finished_idx').on(t.finishedAt),
    index('game_results_operator_changed_idx')
      .on(t.changedXid)
      .where(sql`${t.source} = 'operator'`),
  ],
);
