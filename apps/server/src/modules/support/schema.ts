/*
 * Tables of the support module: payment support requests. Re-exported by db/schema.ts, which
 * drizzle-kit reads (one migration history).
 */
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../identity/schema';

/** Payment support requests (spec §2 payment/requests, payment/create-request). */
export const supportRequests = pgTable(
  'support_request',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    topic: text('topic').notNull(),
    subtopic: text('subtopic').notNull(),
    paymentId: text('payment_id'),
    message: text('message').notNull(),
    status: text('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('support_request_user_idx').on(t.userId, t.createdAt)],
);
