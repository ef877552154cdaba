import { z } from 'zod';

/**
 * The redirect service (spec §3 Redirect response, §7 POST /redirects-api/api/v1/redirect-light,
 * §8 cyclic redirects suppressed, §9 redirect check retries). Operators keep the rules in the
 * private config group `redirects` (admin API); pages and the client ask the service.
 */
export const REDIRECT_LIGHT_PATH = '/redirects-api/api/v1/redirect-light';
/** Spec §9 Retries: redirect check 5 times, 1000 ms apart. */
export const REDIRECT_CHECK_RETRIES = 5;
export const REDIRECT_CHECK_RETRY_DELAY_MS = 1000;
/** A chain longer than this is treated like a cycle: never followed (spec §8). */
export const REDIRECT_MAX_HOPS = 10;
/** Spec §8: the log line of an answer that does not fit the contract. */
export const REDIRECT_FORMAT_ERROR = 'Incorrect response format of the Redirect service';

/**
 * A path without the language segment: `/old-promo`, `/news/2024/x`. Letters, digits and the
 * usual path punctuation only, so a rule can never point off-site (no `//host`, no scheme).
 */
export const redirectPathSchema = z
  .string()
  .max(300)
  .regex(/^\/(?!\/)[A-Za-z0-9\-._~/%]*$/, 'a path starting with one /');

export const REDIRECT_CODES = [301, 302] as const;
export const redirectRuleSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,40}$/),
  from: redirectPathSchema,
  to: redirectPathSchema,
  code: z.union([z.literal(301), z.literal(302)]),
  /** Why the page moved (shown to operators and returned in `reasons`). */
  reason: z.string().min(1).max(120),
});
export type RedirectRule = z.infer<typeof redirectRuleSchema>;

export const redirectsGroupSchema = z.object({ rules: z.array(redirectRuleSchema).max(5000) });
export type RedirectsGroup = z.infer<typeof redirectsGroupSchema>;

export const redirectLightBodySchema = z.object({ url: z.string().min(1).max(2048) });

/** Spec §3 Redirect response: redirect, code, url, reasons, breadcrumbs (under `data`, §7). */
export const redirectDecisionSchema = z.object({
  redirect: z.boolean(),
  code: z.union([z.literal(301), z.literal(302)]).nullable(),
  url: z.string().nullable(),
  reasons: z.array(z.string()),
  breadcrumbs: z.array(z.string()),
});
export type RedirectDecision = z.infer<typeof redirectDecisionSchema>;
export const redirectLightAnswerSchema = z.object({ data: redirectDecisionSchema });

export const NO_REDIRECT: RedirectDecision = { redirect: false, code: null, url: null, reasons: [], breadcrumbs: [] };

export const adminRedirectParamsSchema = z.object({ id: z.string().max(40) });
export const adminRedirectsAnswerSchema = redirectsGroupSchema;
