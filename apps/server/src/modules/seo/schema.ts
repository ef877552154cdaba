/*
 * Tables of the seo module: operator overrides of page SEO data. Re-exported by db/schema.ts,
 * which drizzle-kit reads (one migration history).
 */
import { jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

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
