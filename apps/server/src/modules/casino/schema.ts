/*
 * Tables of the casino module (issue 15): the catalogue (providers, games), the players'
 * provably fair seeds, the rounds, favourites and recently played. Re-exported by db/schema.ts,
 * which drizzle-kit reads (one migration history).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../identity/schema';

/**
 * Game providers: our studio, and the row an external aggregator (seamless wallet: balance,
 * debit, credit, rollback, signed requests) gets when one is configured.
 */
export const casinoProviders = pgTable('casino_provider', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** 'studio' or 'aggregator'. */
  kind: text('kind').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  /** Aggregators: where their seamless-wallet calls come from and the key that signs them. */
  walletUrl: text('wallet_url'),
  signingKeyRef: text('signing_key_ref'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The catalogue, upserted from the studio's games at boot. */
export const casinoGames = pgTable(
  'casino_game',
  {
    id: text('id').primaryKey(),
    providerId: text('provider_id')
      .notNull()
      .references(() => casinoProviders.id),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    category: text('category').notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    rtp: real('rtp').notNull(),
    volatility: text('volatility').notNull(),
    rules: text('rules').notNull(),
    minBet: bigint('min_bet', { mode: 'bigint' }).notNull(),
    maxBet: bigint('max_bet', { mode: 'bigint' }).notNull(),
    /** Order of arrival: "new" sorts by it. */
    rank: integer('rank').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('casino_game_category_idx').on(t.category)],
);

/** A player's current seeds: the server seed is shown only as its hash until rotated. */
export const casinoSeeds = pgTable('casino_seed', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  serverSeed: text('server_seed').notNull(),
  serverSeedHash: text('server_seed_hash').notNull(),
  clientSeed: text('client_seed').notNull(),
  /** The nonce of the next bet. */
  nonce: integer('nonce').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Server seeds revealed by a rotation: any round played with them can be verified. */
export const casinoRevealedSeeds = pgTable(
  'casino_revealed_seed',
  {
    serverSeedHash: text('server_seed_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    serverSeed: text('server_seed').notNull(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('casino_revealed_seed_user_idx').on(t.userId)],
);

/**
 * One round of a game. Real rounds debit and credit the ledger with the round id in the
 * idempotency keys; demo rounds (no player, play money) never touch it.
 */
export const casinoRounds = pgTable(
  'casino_round',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id').references(() => users.id),
    gameId: text('game_id')
      .notNull()
      .references(() => casinoGames.id),
    mode: text('mode').notNull(),
    status: text('status').notNull(),
    accountId: integer('account_id'),
    currency: text('currency').notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    totalStake: bigint('total_stake', { mode: 'bigint' }).notNull(),
    multiplier: bigint('multiplier', { mode: 'number' }),
    payout: bigint('payout', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    params: jsonb('params').notNull(),
    /** Instant games: the result. Round games: the whole state (secrets included; never sent open). */
    state: jsonb('state').notNull(),
    actions: integer('actions').notNull().default(0),
    serverSeedHash: text('server_seed_hash').notNull(),
    /** Demo rounds only: their one-off seed (revealed once settled). */
    serverSeed: text('server_seed'),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('casino_round_user_game_idx').on(t.userId, t.gameId, t.createdAt),
    index('casino_round_game_idx').on(t.gameId, t.createdAt),
    // The shared-rounds job looks for open bets of a game every second: only open rows are indexed.
    index('casino_round_open_game_idx')
      .on(t.gameId)
      .where(sql`${t.status} = 'open'`),
    uniqueIndex('casino_round_open_idx')
      .on(t.userId, t.gameId)
      .where(sql`${t.status} = 'open' and ${t.userId} is not null`),
  ],
);

export const casinoFavorites = pgTable(
  'casino_favorite',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    gameId: text('game_id')
      .notNull()
      .references(() => casinoGames.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.gameId] })],
);

/** Recently played: one row per player and game, touched by each real round. */
export const casinoRecent = pgTable(
  'casino_recent',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    gameId: text('game_id')
      .notNull()
      .references(() => casinoGames.id),
    playedAt: timestamp('played_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.gameId] }), index('casino_recent_user_idx').on(t.userId, t.playedAt)],
);

/**
 * Seamless wallet (issue 15): the rounds an external provider opened by a debit, so that a
 * credit finds its round's account by key. The money itself is on the ledger (keys carry the
 * provider's transaction ids); this row only says "this provider debited this player in this round".
 */
export const casinoSeamlessRounds = pgTable(
  'casino_seamless_round',
  {
    provider: text('provider').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    roundId: text('round_id').notNull(),
    accountId: integer('account_id').notNull(),
    currency: text('currency').notNull(),
    /** The first debit's transaction id. */
    transactionId: text('transaction_id').notNull(),
    /** Issue 25 §7: when the round's first credit came (a win of 0 too): its debits are rolled back no more. */
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.userId, t.roundId] })],
);

/**
 * Seamless wallet (issue 15): a rollback that came before its debit (the provider gave up
 * waiting). It answered OK and moved nothing; the debit arriving later is refused, so the
 * provider's view (rolled back) and ours agree.
 */
export const casinoSeamlessRollbacks = pgTable(
  'casino_seamless_rollback',
  {
    provider: text('provider').notNull(),
    transactionId: text('transaction_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.transactionId] })],
);

/**
 * Issue 25 §8: one provider game session. The launch creates it with a one-use launch token
 * (only its SHA-256 is kept) bound to the site session that asked for it, the player and the
 * game; the provider's `authenticate` call consumes the launch token once (`openedAt`) and gets a
 * session token (its hash in `sessionHash`) that every later wallet call carries. The session
 * ends with the site session (logout, expiry) and with a time-out or self-exclusion.
 */
export const casinoProviderSessions = pgTable(
  'casino_provider_session',
  {
    /** SHA-256 hex of the launch token. */
    launchHash: text('launch_hash').primaryKey(),
    /** SHA-256 hex of the session token, set when the launch token is consumed. */
    sessionHash: text('session_hash').unique(),
    provider: text('provider').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The catalogue id of the game launched (`{provider}-{code}`). */
    gameId: text('game_id').notNull(),
    /** The id of the site session (identity `app_session`) that launched the game. */
    siteSessionId: text('site_session_id').notNull(),
    launchExpiresAt: timestamp('launch_expires_at', { withTimezone: true }).notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('casino_provider_session_user_idx').on(t.userId)],
);

/**
 * Issue 25 §7: the nonces of signed seamless requests seen within the timestamp window, so a
 * request replayed byte for byte is refused on every node. Rows older than the window are
 * deleted as new ones come (a replay that old fails the timestamp check anyway).
 */
export const casinoSeamlessNonces = pgTable(
  'casino_seamless_nonce',
  {
    provider: text('provider').notNull(),
    nonce: text('nonce').notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.nonce] }), index('casino_seamless_nonce_seen_idx').on(t.seenAt)],
);
