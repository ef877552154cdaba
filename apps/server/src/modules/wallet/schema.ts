/*
 * Tables of the wallet module: deposits and withdrawals (wallet/repository.ts writes them;
 * payments/ holds only the provider adapters). Re-exported by db/schema.ts, which drizzle-kit
 * reads (one migration history).
 */
import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../identity/schema';
import { ledgerAccounts } from '../ledger/schema';

/** Deposits and withdrawals through a payment provider. */
export const payments = pgTable(
  'payment',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    direction: text('direction').notNull(),
    method: text('method').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    /** pending → success | fail | cancel; withdrawals wait in review for an operator. */
    status: text('status').notNull(),
    providerRef: text('provider_ref'),
    reviewedBy: text('reviewed_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_user_idx').on(t.userId, t.createdAt), index('payment_status_idx').on(t.status)],
);

/**
 * Spec §4 Account conversion offer (HRK account conversion reminder): shown once per user, so the
 * player's answer is kept here (accepted | declined). The row is written in the transaction that
 * converts, so a retried accept finds it and never converts twice.
 */
export const conversionAnswers = pgTable('wallet_conversion_answer', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  answer: text('answer').notNull(),
  fromAccountId: integer('from_account_id').references(() => ledgerAccounts.id),
  /** On accept: the HRK balance converted (lipa) and the euro cents paid for it. */
  balance: bigint('balance', { mode: 'bigint' }),
  converted: bigint('converted', { mode: 'bigint' }),
  answeredAt: timestamp('answered_at', { withTimezone: true }).notNull(),
});
