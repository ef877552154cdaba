/*
 * Tables of the content module: versioned documents (information pages, rules chapters, news,
 * glossary, awards, app pages, SEO text blocks). Re-exported by db/schema.ts, which drizzle-kit
 * reads (one migration history).
 */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * One saved version of a document. A document is (kind, slug, lang); every save adds a row with
 * the next version, so an operator's edit never destroys the text players read before it. At most
 * one version of a document is published (the partial unique index); the public API reads only it.
 */
export const contentVersions = pgTable(
  'content_version',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    slug: text('slug').notNull(),
    lang: text('lang').notNull(),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    body: text('body').notNull(),
    tags: jsonb('tags').notNull().default([]),
    /** Kind-specific fields (glossary block/category, rule group, SEO style), checked by the contract. */
    meta: jsonb('meta').notNull().default({}),
    /** Order inside a list (rule chapters, information index); news order by publishedAt. */
    position: integer('position').notNull().default(0),
    /** When this version became the published one; null for a draft. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    author: text('author').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('content_version_doc_version_idx').on(t.kind, t.slug, t.lang, t.version),
    uniqueIndex('content_version_published_idx')
      .on(t.kind, t.slug, t.lang)
      .where(sql`${t.publishedAt} is not null`),
    index('content_version_list_idx').on(t.kind, t.lang, t.publishedAt),
  ],
);
