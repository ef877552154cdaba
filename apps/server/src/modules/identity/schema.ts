/*
 * Tables of the identity module: players, sessions, auth audit, rate counters, captchas, one-time
 * and backup codes, the message outbox, shared secrets, social identities. Re-exported by
 * db/schema.ts, which drizzle-kit reads (one migration history).
 */
import {
  boolean,
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

/**
 * Issue 17 QR authorization: a device that is not logged in shows a QR code; a logged-in device
 * scans it and confirms; the first device's next poll receives a session. One use, short-lived.
 * Only hashes are kept: the code (in the QR) and the poll secret (kept by the new device).
 */
export const qrLogins = pgTable(
  'qr_login',
  {
    id: text('id').primaryKey(),
    codeHash: text('code_hash').notNull(),
    secretHash: text('secret_hash').notNull(),
    status: text('status').notNull().default('pending'),
    userId: integer('user_id').references(() => users.id),
    ip: text('ip').notNull(),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('qr_login_code_idx').on(t.codeHash)],
);
