/*
 * Tables of the responsible-gaming module: limits, play time, questionnaire tokens. Re-exported
 * by db/schema.ts, which drizzle-kit reads (one migration history).
 */
import { bigint, boolean, date, index, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../identity/schema';

/**
 * Spec §3 Limit. Money limits hold minor units of `currency`; time-out and self-exclusion days;
 * session limit hours; reality check minutes. A change that loosens protection waits as PENDING
 * (cooling-off, then the player's confirmation within the approval window).
 */
export const rgLimits = pgTable(
  'rg_limit',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    limitType: smallint('limit_type').notNull(),
    limitValue: bigint('limit_value', { mode: 'bigint' }).notNull(),
    currency: text('currency'),
    state: text('state').notNull(),
    needApprove: boolean('need_approve').notNull().default(false),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    selfExcludeReason: text('self_exclude_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rg_limit_user_idx').on(t.userId, t.limitType, t.state)],
);

/** Play time per player and day (session limits, reality check), fed by the 30 s ping. */
export const rgSessions = pgTable('rg_session', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  day: date('day').notNull(),
  secondsToday: integer('seconds_today').notNull().default(0),
  lastPingAt: timestamp('last_ping_at', { withTimezone: true }),
  sessionStartedAt: timestamp('session_started_at', { withTimezone: true }),
  realityCheckNextAt: timestamp('reality_check_next_at', { withTimezone: true }),
  realityCheckOff: boolean('reality_check_off').notNull().default(false),
});

/** Questionnaire tokens (spec §3 Limit save response tokenGuid). */
export const rgQuestionnaires = pgTable('rg_questionnaire', {
  tokenGuid: text('token_guid').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  limits: jsonb('limits').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});
