/*
 * Tables of the analytics module: first-party analytics events and the players' cookie
 * agreements. Re-exported by db/schema.ts, which drizzle-kit reads (one migration history).
 */
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../identity/schema';

/** Spec §7 analytics collector and counters: one row per event, written in batches. */
export const analyticsEvents = pgTable(
  'analytics_event',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** The collector key (events, marketing) or `counter` / `server`. */
    stream: text('stream').notNull(),
    name: text('name').notNull(),
    sessionId: text('session_id').notNull(),
    path: text('path').notNull(),
    data: jsonb('data'),
  },
  (t) => [index('analytics_event_at_idx').on(t.at), index('analytics_event_name_at_idx').on(t.name, t.at)],
);

/** Spec §7 cookie agreement: what a logged-in player agreed to, and when (cookiesAgreeTime). */
export const cookieAgreements = pgTable('cookie_agreement', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  agreeType: text('agree_type').notNull(),
  agreedAt: timestamp('agreed_at', { withTimezone: true }).notNull(),
});
