/**
 * Every table of the server, re-exported from the module that owns it (the module whose
 * repository or service writes it). drizzle-kit reads this file (apps/server/drizzle.config.ts),
 * so a module's new table must be added here; migrations stay one history in apps/server/drizzle.
 */
export * from '../modules/identity/schema';
export * from '../modules/ledger/schema';
export * from '../modules/wallet/schema';
export * from '../modules/support/schema';
export * from '../modules/responsible/schema';
export * from '../modules/config/schema';
export * from '../modules/seo/schema';
export * from '../modules/line/schema';
export * from '../modules/betting/schema';
export * from '../modules/content/schema';
export * from '../modules/analytics/schema';
export * from '../modules/office/schema';
export * from '../modules/casino/schema';
export * from '../modules/lotto/schema';
export * from '../modules/verification/schema';
export * from '../modules/bonuses/schema';
export * from '../modules/toto/schema';
export * from '../modules/referrals/schema';
export * from '../modules/bonusgames/schema';
export * from '../modules/tournaments/schema';
export * from '../modules/sandbox-provider/schema';
