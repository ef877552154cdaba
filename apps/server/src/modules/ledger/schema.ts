/*
 * Tables of the ledger module: the double-entry accounts, transactions and entries. Re-exported
 * by db/schema.ts, which drizzle-kit reads (one migration history).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../identity/schema';

/**
 * A ledger account. Player accounts (spec §3 Account: type 0 main, 4 bonus, 9 currency) may never
 * go below zero — enforced by the CHECK below, not only by code. House accounts (deposits,
 * withdrawals, bets, wins, pending withdrawals) are the other side of every posting.
 */
export const ledgerAccounts = pgTable(
  'ledger_account',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.id),
    /** 'player' or a house role: 'house:deposits', 'house:withdrawals', 'house:withdrawals_pending', … */
    role: text('role').notNull(),
    type: smallint('type').notNull().default(0),
    currency: text('currency').notNull(),
    balance: bigint('balance', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    allowNegative: boolean('allow_negative').notNull().default(false),
    isActive: boolean('is_active').notNull().default(false),
    label: text('label'),
    points: integer('points').notNull().default(0),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('ledger_account_non_negative', sql`${t.allowNegative} OR ${t.balance} >= 0`),
    index('ledger_account_user_idx').on(t.userId),
    // Spec §3: one account is the activeAccount.
    uniqueIndex('ledger_account_one_active_idx')
      .on(t.userId)
      .where(sql`${t.isActive}`),
    uniqueIndex('ledger_account_house_idx')
      .on(t.role, t.currency)
      .where(sql`${t.userId} IS NULL`),
  ],
);

/** One balanced movement of money; the idempotency key makes a retry a no-op. */
export const ledgerTransactions = pgTable('ledger_txn', {
  id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  kind: text('kind').notNull(),
  meta: jsonb('meta').notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const ledgerEntries = pgTable(
  'ledger_entry',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    txnId: bigint('txn_id', { mode: 'bigint' })
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'bigint' }).notNull(),
  },
  (t) => [index('ledger_entry_account_idx').on(t.accountId, t.id), index('ledger_entry_txn_idx').on(t.txnId)],
);
