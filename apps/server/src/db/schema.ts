import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

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
