import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Site config groups (spec §3 Site config flags and the groups of §7 config/group/get). */
export const configGroups = pgTable('config_group', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text('updated_by').notNull().default('seed'),
});

/** Operator overrides of a page's SEO data (spec §3 SEO page data), per path and language. */
export const seoPages = pgTable(
  'seo_page',
  {
    path: text('path').notNull(),
    lang: text('lang').notNull(),
    data: jsonb('data').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.path, t.lang] })],
);

/** Who changed what in the operator API: config is money-relevant (limits, steps). */
export const adminAudit = pgTable('admin_audit', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  actor: text('actor').notNull(),
  action: text('action').notNull(),
  target: text('target').notNull(),
  payload: jsonb('payload').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
});

// ── Identity (issue: registration, login, tokens, recovery, two-factor) ──────────────────────

/** Spec §3 Registration types fast_reg, phone_reg, full_reg, soc_reg. */
export const users = pgTable('app_user', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 100_001 }),
  login: text('login').notNull().unique(),
  email: text('email').unique(),
  phone: text('phone').unique(),
  passwordHash: text('password_hash').notNull(),
  registrationType: text('registration_type').notNull(),
  currency: text('currency').notNull(),
  bonusType: smallint('bonus_type').notNull().default(0),
  promoCode: text('promo_code'),
  name: text('name'),
  surname: text('surname'),
  birthDate: date('birth_date'),
  countryCode: text('country_code').notNull(),
  /** Spec §4 Activation type: 0 none, 1 email only, 2 phone and email, 3 phone only. */
  activationType: smallint('activation_type').notNull().default(0),
  emailVerified: boolean('email_verified').notNull().default(false),
  phoneVerified: boolean('phone_verified').notNull().default(false),
  totpSecret: text('totp_secret'),
  totpEnabled: boolean('totp_enabled').notNull().default(false),
  securityQuestion: text('security_question'),
  securityAnswerHash: text('security_answer_hash'),
  emailAuth: boolean('email_auth').notNull().default(false),
  passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
  banLevel: integer('ban_level').notNull().default(0),
  banVersion: integer('ban_version').notNull().default(1),
  userStatusId: integer('user_status_id').notNull().default(0),
  /** Spec §3 internal_verification_status: 1 once an operator verified the player's documents. */
  internalVerificationStatus: smallint('internal_verification_status').notNull().default(0),
  /** The terms version this player confirmed (spec §4 Terms change). */
  acceptedTermsVersion: integer('accepted_terms_version').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A logged-in browser. The cookie holds a random secret; only its SHA-256 is stored. */
export const sessions = pgTable(
  'user_session',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    remember: boolean('remember').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('user_session_user_idx').on(t.userId)],
);

/** Audit log of auth events (security requirement): who, what, from where, when. */
export const authEvents = pgTable(
  'auth_event',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id'),
    type: text('type').notNull(),
    ip: text('ip'),
    detail: jsonb('detail').notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_event_user_idx').on(t.userId)],
);

/** Fixed-window counters for rate limits and the captcha threshold; shared by every node. */
export const rateCounters = pgTable(
  'rate_counter',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/** Self-hosted captcha challenges: the answer is stored hashed and can be tried once. */
export const captchas = pgTable('captcha', {
  id: text('id').primaryKey(),
  answerHash: text('answer_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** One-time codes: password recovery, e-mail and phone confirmation, SMS login. */
export const oneTimeCodes = pgTable(
  'one_time_code',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('one_time_code_user_idx').on(t.userId, t.purpose)],
);

/** Two-factor backup codes, hashed, each usable once. */
export const backupCodes = pgTable(
  'backup_code',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.codeHash] })],
);

/** Messages the site sends (SMS, e-mail). The embedded sender keeps them here as the outbox. */
export const outbox = pgTable('outbox_message', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  channel: text('channel').notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Secrets the cluster shares (token signing key). Created once on first start so the embedded
 * default needs no configuration; AUTH_SECRET in the environment takes precedence.
 */
export const serverSecrets = pgTable('server_secret', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A player's account at an OpenID provider (spec §3 registration type soc_reg, Google one-tap). */
export const socialIdentities = pgTable(
  'social_identity',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] }), index('social_identity_user_idx').on(t.userId)],
);

// ── Wallet: double-entry ledger, accounts, payments ─────────────────────────────────────────

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

// ── Responsible gaming: the limit service ───────────────────────────────────────────────────

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

export * from './schema-line';
export * from './schema-betting';
