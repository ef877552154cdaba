/*
 * Tables of the config module: site config groups and the operator audit log
 * (config/repository.ts writes both). Re-exported by db/schema.ts, which drizzle-kit reads (one
 * migration history).
 */
import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Site config groups (spec §3 Site config flags and the groups of §7 config/group/get). */
export const configGroups = pgTable('config_group', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text('updated_by').notNull().default('seed'),
});

/** Who changed what in the operator API: config is money-relevant (limits, steps). */
export const adminAudit = pgTable('admin_audit', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  actor: text('actor').notNull(),
  action: text('action').notNull(),
  target: text('target').notNull(),
  payload: jsonb('payload').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
});
