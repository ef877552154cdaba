import { z } from 'zod';

/**
 * The content service (issue 18): versioned documents per language, published or draft.
 * Public reads (`/content-api/v1/…`) see only the published version; operators write through
 * `/admin-api/content/…` under the admin bearer guard. Bodies use the small markup of
 * content-markup.ts, never HTML, so an operator's text cannot inject script into the page.
 */

/**
 * info: an information page (spec §2 Information); rule: a chapter of the betting rules; news: a
 * site-news article; glossary: a betting-alphabet entry; awards: the betting-awards page; app: the
 * mobile and desktop app pages; seo: an SEO text block (spec §3 SEO state content); partners: the
 * partner pages (`ourpartners/{section?}`: slug `overview` without a section).
 */
export const CONTENT_KINDS = ['info', 'rule', 'news', 'glossary', 'awards', 'app', 'seo', 'partners'] as const;
export const contentKindSchema = z.enum(CONTENT_KINDS);
export type ContentKind = z.infer<typeof contentKindSchema>;

/**
 * Spec §5: the rules page exists only when availableRoutes holds 47 (the web's route table checks
 * it as RULES_ROUTE_ID; content pages, which may not import app/, read it from here).
 */
export const RULES_AVAILABLE_ROUTE = 47;

/** Lower-case words joined by '-' or '_' (URL segments such as cash_terminals, betting-calculator). */
export const contentSlugSchema = z
  .string()
  .min(1)
  .max(80)
  .regex(/^[a-z0-9]+(?:[-_][a-z0-9]+)*$/, 'a slug is lower-case letters, digits, - and _');
export const contentLangSchema = z.string().regex(/^[a-z]{2}$/, 'a two-letter language code');
const tagSchema = z
  .string()
  .min(1)
  .max(40)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

/** Spec §3 SEO state content style: how the block is laid out under the page. */
export const SEO_TEXT_STYLES = ['plain', 'collapsed', 'columns'] as const;

/** Kind-specific fields. Rule chapters name their group; glossary entries their block and category. */
export const contentMetaSchema = z
  .object({
    group: contentSlugSchema.optional(),
    block: contentSlugSchema.optional(),
    category: contentSlugSchema.optional(),
    style: z.enum(SEO_TEXT_STYLES).optional(),
  })
  .strict();
export type ContentMeta = z.infer<typeof contentMetaSchema>;

export const contentDocumentSchema = z.object({
  kind: contentKindSchema,
  slug: z.string(),
  /** The language of the text (the requested one, or English when the document has no translation). */
  lang: z.string(),
  version: z.number().int(),
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  tags: z.array(z.string()),
  meta: contentMetaSchema,
  position: z.number().int(),
  publishedAt: z.string().nullable(),
});
export type ContentDocument = z.infer<typeof contentDocumentSchema>;

/** A list row: the document without its body. */
export const contentListItemSchema = contentDocumentSchema.omit({ body: true, version: true });
export type ContentListItem = z.infer<typeof contentListItemSchema>;

/** GET /content-api/v1/documents/:kind: published documents of one kind, one page. */
export const contentListAnswerSchema = z.object({
  items: z.array(contentListItemSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  /** Every tag of the kind in this language, for the tag filter. */
  tags: z.array(z.string()),
});
export type ContentListAnswer = z.infer<typeof contentListAnswerSchema>;

export const CONTENT_PAGE_SIZE_MAX = 100;

export const contentListParamsSchema = z.object({ kind: contentKindSchema });
export const contentListQuerySchema = z.object({
  lng: contentLangSchema,
  tag: tagSchema.optional(),
  group: contentSlugSchema.optional(),
  block: contentSlugSchema.optional(),
  category: contentSlugSchema.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(CONTENT_PAGE_SIZE_MAX).default(20),
});
export type ContentListQuery = z.infer<typeof contentListQuerySchema>;

export const contentDocumentParamsSchema = z.object({ kind: contentKindSchema, slug: contentSlugSchema });
export const contentLangQuerySchema = z.object({ lng: contentLangSchema });

/** Spec §3 SEO state: content with style and content (null when the page has no block). */
export const seoStateContentSchema = z.object({ style: z.enum(SEO_TEXT_STYLES), content: z.string() });
export type SeoStateContent = z.infer<typeof seoStateContentSchema>;
export const seoStateAnswerSchema = z.object({ content: seoStateContentSchema.nullable() });
export const seoStateParamsSchema = z.object({ page: contentSlugSchema });

// --- Operator API --------------------------------------------------------------------------

export const CONTENT_BODY_MAX = 60_000;

export const adminContentParamsSchema = z.object({
  kind: contentKindSchema,
  slug: contentSlugSchema,
  lang: contentLangSchema,
});
/** PUT /admin-api/content/:kind/:slug/:lang: a new version (a draft unless `publish`). */
export const adminContentBodySchema = z
  .object({
    title: z.string().trim().min(1).max(200),
    summary: z.string().max(1000).default(''),
    body: z.string().min(1).max(CONTENT_BODY_MAX),
    tags: z.array(tagSchema).max(20).default([]),
    meta: contentMetaSchema.default({}),
    position: z.number().int().min(0).max(100_000).default(0),
    publish: z.boolean().default(false),
  })
  .strict();
export type AdminContentBody = z.infer<typeof adminContentBodySchema>;

export const adminContentVersionSchema = z.object({
  kind: contentKindSchema,
  slug: z.string(),
  lang: z.string(),
  version: z.number().int(),
  title: z.string(),
  published: z.boolean(),
  author: z.string(),
  createdAt: z.string(),
});
export type AdminContentVersion = z.infer<typeof adminContentVersionSchema>;
export const adminContentVersionsAnswerSchema = z.object({ versions: z.array(adminContentVersionSchema) });
export const adminContentVersionParamsSchema = adminContentParamsSchema.extend({
  version: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 31 - 1),
});

// --- Remote views (spec §1, §7 remote view fetch) -------------------------------------------

/** Spec §7: the request headers of a remote view fetch. */
export const REMOTE_VIEW_HEADERS = {
  renderMode: 'mf-render-mode',
  apiVersion: 'mf-api-version',
  forceSpa: 'force-spa',
} as const;
export const REMOTE_VIEW_RENDER_MODE = 'json';
export const REMOTE_VIEW_API_VERSION = 'v2';

/** Spec §7 remote view answer: appName, title, body, style, cssToLoad, scriptsToLoad, codeToEval, head. */
export const remoteViewAnswerSchema = z.object({
  appName: z.string(),
  title: z.string(),
  /** Escaped HTML of the view (empty with force-spa: the shell renders it itself). */
  body: z.string(),
  style: z.string(),
  cssToLoad: z.array(z.string()),
  scriptsToLoad: z.array(z.string()),
  codeToEval: z.string(),
  head: z.string(),
});
export type RemoteViewAnswer = z.infer<typeof remoteViewAnswerSchema>;
/** The headers of the fetch; a request without them is not a remote view fetch (400). */
export const remoteViewHeadersSchema = z.object({
  [REMOTE_VIEW_HEADERS.renderMode]: z.literal(REMOTE_VIEW_RENDER_MODE),
  [REMOTE_VIEW_HEADERS.apiVersion]: z.literal(REMOTE_VIEW_API_VERSION),
  [REMOTE_VIEW_HEADERS.forceSpa]: z.string().max(10).optional(),
});
export const remoteViewParamsSchema = z.object({ '*': z.string().max(300) });

/**
 * Spec §3 Terms item: link, tags, subRules (with position) — one group of the betting rules
 * (`information/rules/{ruleGroup}`) with its chapters in the operator's order. `group` names the
 * group for its label.
 */
export const termsItemSchema = z.object({
  group: contentSlugSchema,
  link: z.string(),
  tags: z.array(z.string()),
  subRules: z.array(
    z.object({
      slug: contentSlugSchema,
      title: z.string(),
      summary: z.string(),
      link: z.string(),
      position: z.number().int(),
    }),
  ),
});
export type TermsItem = z.infer<typeof termsItemSchema>;
/** GET /bff-api/content/v1/terms?lng=: the rules' table of contents. */
export const termsAnswerSchema = z.object({ items: z.array(termsItemSchema) });
export type TermsAnswer = z.infer<typeof termsAnswerSchema>;

/** Rule chapters without a group belong to the sports rules (the seed's default group). */
export const DEFAULT_RULE_GROUP = 'sports';

/**
 * The terms items of a language from its published rule chapters (listed in position order): one
 * item per group in the order its first chapter comes, its tags the union of its chapters' tags.
 */
export function termsItemsOf(chapters: readonly ContentListItem[], lng: string): TermsItem[] {
  const items = new Map<string, TermsItem>();
  for (const c of chapters) {
    const group = c.meta.group ?? DEFAULT_RULE_GROUP;
    const link = `/${lng}/information/rules/${group}`;
    const item = items.get(group) ?? { group, link, tags: [], subRules: [] };
    item.subRules.push({
      slug: c.slug,
      title: c.title,
      summary: c.summary,
      link: `${link}/${c.slug}`,
      position: c.position,
    });
    item.tags = [...new Set([...item.tags, ...c.tags])].sort();
    items.set(group, item);
  }
  return [...items.values()];
}
