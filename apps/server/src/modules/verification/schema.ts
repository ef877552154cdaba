/*
 * Tables of the verification module (issue 17, KYC): the documents players upload and the
 * operators' requests for another document. The files themselves live in the document store
 * (storage.ts); a row holds the key. Re-exported by db/schema.ts (one migration history).
 */
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../identity/schema';

/** One uploaded document: what the content was sniffed as, its digest, where it is stored, its review. */
export const verificationDocuments = pgTable(
  'verification_document',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** passport | proof_of_address | selfie (contracts KYC_DOCUMENT_TYPES). */
    type: text('type').notNull(),
    /** The type the content's magic bytes say, never the name or header the browser sent. */
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    /** pending | approved | rejected */
    status: text('status').notNull().default('pending'),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [
    index('verification_document_user_idx').on(t.userId, t.createdAt),
    index('verification_document_status_idx').on(t.status, t.createdAt),
  ],
);

/**
 * Spec §3 requested_additional_document: an operator asked the player for another document of a
 * type. Fulfilled when a document of that type uploaded after the request is approved.
 */
export const verificationRequests = pgTable(
  'verification_request',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    type: text('type').notNull(),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Spec §3 remaining_days_to_activate counts down to it; null: no deadline. */
    deadlineAt: timestamp('deadline_at', { withTimezone: true }),
    fulfilledAt: timestamp('fulfilled_at', { withTimezone: true }),
  },
  (t) => [index('verification_request_user_idx').on(t.userId, t.createdAt)],
);
