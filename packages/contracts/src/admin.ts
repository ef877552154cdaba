import { z } from 'zod';

/**
 * The operator API (`/admin-api/…`, under the admin guard: `Authorization: Bearer $ADMIN_TOKEN`):
 * config groups (docs/config.md), withdrawal review, the player's verification verdict and the
 * ledger reconciliation. The line's operator result uses the line contract (`gameResultSchema`).
 */

/** One stored config group. */
export const adminConfigGroupSchema = z.object({
  name: z.string(),
  value: z.unknown(),
  version: z.number(),
  updatedAt: z.string(),
  updatedBy: z.string(),
});
export type AdminConfigGroup = z.infer<typeof adminConfigGroupSchema>;
/** GET /admin-api/config/groups: the stored groups and every group name the site knows. */
export const adminConfigGroupsAnswerSchema = z.object({
  groups: z.array(adminConfigGroupSchema),
  known: z.array(z.string()),
});
/** PUT /admin-api/config/groups/:name. */
export const adminConfigGroupParamsSchema = z.object({ name: z.string().max(64) });
export const adminConfigGroupBodySchema = z.object({ value: z.unknown() });

/** A withdrawal waiting for review; the amount in exact minor units. */
export const adminWithdrawalSchema = z.object({
  id: z.string(),
  userId: z.number(),
  accountId: z.number(),
  amountMinor: z.string(),
  currency: z.string(),
  method: z.string(),
  createdAt: z.string(),
});
/** GET /admin-api/withdrawals. */
export const adminWithdrawalsAnswerSchema = z.object({ withdrawals: z.array(adminWithdrawalSchema) });
/** POST /admin-api/withdrawals/:id/{approve,reject}. */
export const adminPaymentParamsSchema = z.object({ id: z.string().max(200) });
export const adminSuccessSchema = z.object({ success: z.literal(true) });

/** PUT /admin-api/users/:id/verification (spec §3 internal_verification_status). */
export const adminUserParamsSchema = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});
export const adminVerificationBodySchema = z.object({
  internal_verification_status: z.union([z.literal(0), z.literal(1)]),
});

/** GET /admin-api/ledger/reconcile: balances against their entries, per-currency totals (minor units). */
export const adminReconcileAnswerSchema = z.object({
  accounts: z.number(),
  clean: z.boolean(),
  mismatches: z.array(z.object({ accountId: z.number(), balance: z.string(), sumOfEntries: z.string() })),
  unbalancedCurrencies: z.array(z.string()),
  totals: z.record(z.string(), z.string()),
});

/** Spec §3 SEO page data (the fields an operator may override per page and language). */
const robotsSchema = z.string().regex(/^[a-z, -]{1,60}$/);
/** Spec §3 SEO page data metas: an extra head meta, by name (description-like) or property (Open Graph). */
export const seoMetaSchema = z
  .object({
    name: z
      .string()
      .regex(/^[A-Za-z0-9:._-]{1,60}$/)
      .optional(),
    property: z
      .string()
      .regex(/^[A-Za-z0-9:._-]{1,60}$/)
      .optional(),
    content: z.string().max(500),
  })
  .refine((m) => (m.name === undefined) !== (m.property === undefined), 'a meta has a name or a property');
export type SeoMeta = z.infer<typeof seoMetaSchema>;

export const seoOverrideSchema = z.object({
  title: z.string().min(1).max(200).optional(),
  description: z.string().min(1).max(500).optional(),
  metaRobots: robotsSchema.optional(),
  /** Spec §3 hierarchyMetaRobots: robots for this page and every page below it (unless one sets its own). */
  hierarchyMetaRobots: robotsSchema.optional(),
  metas: z.array(seoMetaSchema).max(20).optional(),
  customCanonical: z
    .object({
      mode: z.enum(['url', 'mirror']),
      targetUrl: z.url().optional(),
      domain: z.object({ host: z.string().regex(/^[a-z0-9.-]{1,253}$/) }).optional(),
    })
    .refine(
      (c) => (c.mode === 'url' ? !!c.targetUrl : !!c.domain),
      'url mode needs targetUrl, mirror mode needs domain',
    )
    .optional(),
});
export type SeoOverrideData = z.infer<typeof seoOverrideSchema>;

/** PUT /admin-api/seo/pages: one page's override in one language (answers 204). */
export const adminSeoPageBodySchema = z.object({
  lang: z.string().regex(/^[a-z]{2}$/),
  path: z
    .string()
    .regex(/^(\/[A-Za-z0-9._~-]+)*$/)
    .max(300),
  data: seoOverrideSchema,
});

/**
 * POST /admin-api/line/results/:gameId: the operator's result (status 4 finished, 5 cancelled),
 * correcting a stored one or settling a game early; answers the line contract's gameResultSchema.
 */
export const adminGameResultBodySchema = z.object({
  statusId: z.union([z.literal(4), z.literal(5)]),
  score: z
    .object({
      home: z.number().int().min(0).max(10_000),
      away: z.number().int().min(0).max(10_000),
      periods: z.array(z.tuple([z.number().int().min(0).max(10_000), z.number().int().min(0).max(10_000)])).max(50),
    })
    .nullable()
    .optional(),
  winnerId: z.number().int().min(1).nullable().optional(),
});
export type AdminGameResultBody = z.infer<typeof adminGameResultBodySchema>;
