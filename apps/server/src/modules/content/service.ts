import { and, asc, count, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import {
  contentMetaSchema,
  type AdminContentBody,
  type AdminContentVersion,
  type ContentDocument,
  type ContentKind,
  type ContentListAnswer,
  type ContentListQuery,
  type ContentMeta,
} from '@sb/contracts';
import type { Db } from '../../db/client';
import { contentVersions } from '../../db/schema';

/** A document of the starting content, written for this site (seed/*). */
export interface SeedDocument {
  kind: ContentKind;
  slug: string;
  title: string;
  summary?: string;
  body: string;
  tags?: string[];
  meta?: ContentMeta;
  position?: number;
}

type Row = typeof contentVersions.$inferSelect;

/** The language every document exists in; a missing translation falls back to it. */
export const FALLBACK_LANGUAGE = 'en';

export class ContentNotFoundError extends Error {
  constructor(what: string) {
    super(`${what} does not exist`);
    this.name = 'ContentNotFoundError';
  }
}

/** Two saves of one document raced for the same version number: the operator saves again. */
export class ContentConflictError extends Error {
  constructor() {
    super('the document was saved by someone else at the same moment; save again');
    this.name = 'ContentConflictError';
  }
}

const isUniqueViolation = (err: unknown): boolean => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e.code === '23505' || e.cause?.code === '23505';
};

const stringArray = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x) => typeof x === 'string') : []);
/** Stored meta was checked by the contract on the way in; a row that no longer parses shows none. */
const metaOf = (v: unknown): ContentMeta => {
  const parsed = contentMetaSchema.safeParse(v);
  return parsed.success ? parsed.data : {};
};

function documentOf(row: Row): ContentDocument {
  return {
    kind: row.kind as ContentKind,
    slug: row.slug,
    lang: row.lang,
    version: row.version,
    title: row.title,
    summary: row.summary,
    body: row.body,
    tags: stringArray(row.tags),
    meta: metaOf(row.meta),
    position: row.position,
    publishedAt: row.publishedAt?.toISOString() ?? null,
  };
}

function versionOf(row: Row): AdminContentVersion {
  return {
    kind: row.kind as ContentKind,
    slug: row.slug,
    lang: row.lang,
    version: row.version,
    title: row.title,
    published: row.publishedAt !== null,
    author: row.author,
    createdAt: row.createdAt.toISOString(),
  };
}

const docKey = (kind: string, slug: string, lang: string) =>
  and(eq(contentVersions.kind, kind), eq(contentVersions.slug, slug), eq(contentVersions.lang, lang));

/**
 * Versioned documents: every save is a new version; at most one version of a document is
 * published, and only that one is public. The clock is injected so tests can order news.
 */
export class ContentService {
  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Starting content: documents that have no version yet get version 1, published. Idempotent
   * (a restart adds nothing) and never touches a document an operator has saved.
   */
  async seed(byLanguage: Readonly<Record<string, readonly SeedDocument[]>>): Promise<number> {
    const existing = await this.db
      .selectDistinct({ kind: contentVersions.kind, slug: contentVersions.slug, lang: contentVersions.lang })
      .from(contentVersions);
    const have = new Set(existing.map((r) => `${r.kind}/${r.slug}/${r.lang}`));
    const publishedAt = new Date(this.now());
    const rows = Object.entries(byLanguage).flatMap(([lang, docs]) =>
      docs
        .filter((d) => !have.has(`${d.kind}/${d.slug}/${lang}`))
        .map((d) => ({
          kind: d.kind,
          slug: d.slug,
          lang,
          version: 1,
          title: d.title,
          summary: d.summary ?? '',
          body: d.body,
          tags: d.tags ?? [],
          meta: d.meta ?? {},
          position: d.position ?? 0,
          publishedAt,
          author: 'seed',
        })),
    );
    // Two nodes starting together may both seed: the unique index keeps one copy.
    if (rows.length) await this.db.insert(contentVersions).values(rows).onConflictDoNothing();
    return rows.length;
  }

  /** The published version in `lang`, else the published English one, else null. */
  async published(kind: ContentKind, slug: string, lang: string): Promise<ContentDocument | null> {
    const rows = await this.db
      .select()
      .from(contentVersions)
      .where(
        and(
          eq(contentVersions.kind, kind),
          eq(contentVersions.slug, slug),
          sql`${contentVersions.lang} in (${lang}, ${FALLBACK_LANGUAGE})`,
          isNotNull(contentVersions.publishedAt),
        ),
      );
    const row = rows.find((r) => r.lang === lang) ?? rows.find((r) => r.lang === FALLBACK_LANGUAGE);
    return row ? documentOf(row) : null;
  }

  /** Published documents of a kind in one language: news newest first, the others by position. */
  async list(kind: ContentKind, q: ContentListQuery): Promise<ContentListAnswer> {
    const filters: SQL[] = [
      eq(contentVersions.kind, kind),
      eq(contentVersions.lang, q.lng),
      isNotNull(contentVersions.publishedAt),
    ];
    const base = and(...filters);
    if (q.tag) filters.push(sql`${contentVersions.tags} @> ${JSON.stringify([q.tag])}::jsonb`);
    for (const field of ['group', 'block', 'category'] as const) {
      const value = q[field];
      if (value) filters.push(sql`${contentVersions.meta} ->> ${field} = ${value}`);
    }
    const where = and(...filters);
    const order =
      kind === 'news'
        ? [desc(contentVersions.publishedAt), asc(contentVersions.slug)]
        : [asc(contentVersions.position), asc(contentVersions.slug)];
    const [rows, totals, tagRows] = await Promise.all([
      this.db
        .select()
        .from(contentVersions)
        .where(where)
        .orderBy(...order)
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize),
      this.db.select({ n: count() }).from(contentVersions).where(where),
      this.db.select({ tags: contentVersions.tags }).from(contentVersions).where(base),
    ]);
    const tags = [...new Set(tagRows.flatMap((r) => stringArray(r.tags)))].sort();
    return {
      items: rows.map((r) => {
        const { body, version, ...item } = documentOf(r);
        void body;
        void version;
        return item;
      }),
      page: q.page,
      pageSize: q.pageSize,
      total: totals[0]?.n ?? 0,
      tags,
    };
  }

  /** Every version of a document, newest first (drafts included). */
  async versions(kind: ContentKind, slug: string, lang: string): Promise<AdminContentVersion[]> {
    const rows = await this.db
      .select()
      .from(contentVersions)
      .where(docKey(kind, slug, lang))
      .orderBy(desc(contentVersions.version));
    return rows.map(versionOf);
  }

  /** Saves a new version; with `publish` it replaces the published one in the same transaction. */
  async save(
    kind: ContentKind,
    slug: string,
    lang: string,
    input: AdminContentBody,
    author: string,
  ): Promise<AdminContentVersion> {
    try {
      return await this.db.transaction(async (tx) => {
        const [last] = await tx
          .select({ v: sql<number>`coalesce(max(${contentVersions.version}), 0)` })
          .from(contentVersions)
          .where(docKey(kind, slug, lang));
        const version = Number(last?.v ?? 0) + 1;
        if (input.publish) {
          await tx
            .update(contentVersions)
            .set({ publishedAt: null })
            .where(and(docKey(kind, slug, lang), isNotNull(contentVersions.publishedAt)));
        }
        const [row] = await tx
          .insert(contentVersions)
          .values({
            kind,
            slug,
            lang,
            version,
            title: input.title,
            summary: input.summary,
            body: input.body,
            tags: input.tags,
            meta: input.meta,
            position: input.position,
            publishedAt: input.publish ? new Date(this.now()) : null,
            author,
          })
          .returning();
        if (!row) throw new Error('insert returned nothing');
        return versionOf(row);
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw new ContentConflictError();
      throw err;
    }
  }

  /** Makes one stored version the public one (an older version too: a rollback). */
  async publish(kind: ContentKind, slug: string, lang: string, version: number): Promise<AdminContentVersion> {
    return this.db.transaction(async (tx) => {
      const [target] = await tx
        .select()
        .from(contentVersions)
        .where(and(docKey(kind, slug, lang), eq(contentVersions.version, version)));
      if (!target) throw new ContentNotFoundError(`version ${version} of ${kind}/${slug}/${lang}`);
      await tx
        .update(contentVersions)
        .set({ publishedAt: null })
        .where(and(docKey(kind, slug, lang), isNotNull(contentVersions.publishedAt)));
      const [row] = await tx
        .update(contentVersions)
        .set({ publishedAt: new Date(this.now()) })
        .where(eq(contentVersions.id, target.id))
        .returning();
      if (!row) throw new Error('update returned nothing');
      return versionOf(row);
    });
  }

  /** Takes a document off the site; its versions stay for a later publish. */
  async unpublish(kind: ContentKind, slug: string, lang: string): Promise<number> {
    const rows = await this.db
      .update(contentVersions)
      .set({ publishedAt: null })
      .where(and(docKey(kind, slug, lang), isNotNull(contentVersions.publishedAt)))
      .returning({ id: contentVersions.id });
    if (rows.length === 0) throw new ContentNotFoundError(`a published version of ${kind}/${slug}/${lang}`);
    return rows.length;
  }
}
