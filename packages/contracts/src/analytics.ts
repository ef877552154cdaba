import { z } from 'zod';

/**
 * First-party analytics (spec §3 Analytics storage, §5 marketing analytics gating, §7 collector
 * /fatman-api/{key} and counters, §9 timings). Each collector key is one stream, and each stream
 * needs its own consent type.
 */
export const ANALYTICS_COLLECTOR_PREFIX = '/fatman-api';
/** Under the collector's prefix, so every answer there is JSON (never an HTML page). */
export const ANALYTICS_COUNTER_PATH = '/fatman-api/counter';
export const ANALYTICS_KEYS = { events: 'analytics', marketing: 'marketing' } as const;
export type AnalyticsKey = keyof typeof ANALYTICS_KEYS;
export const isAnalyticsKey = (key: string): key is AnalyticsKey => Object.hasOwn(ANALYTICS_KEYS, key);

/** Spec §9: analytics storage lifetime 24 h; analytics starts after 10000 ms (at once on registration pages). */
export const ANALYTICS_STORAGE_LIFETIME_MS = 24 * 3600 * 1000;
export const ANALYTICS_START_DELAY_MS = 10_000;
/** The first-party visitor id cookie, set only once analytics is consented to. */
export const ANALYTICS_SESSION_COOKIE = 'fm_sid';

export const analyticsSessionIdSchema = z.string().regex(/^[A-Za-z0-9-]{8,64}$/);
export const analyticsEventNameSchema = z.string().regex(/^[a-z][a-z0-9_]{1,40}$/);
const dataValue = z.union([z.string().max(200), z.number().finite(), z.boolean()]);

export const analyticsEventSchema = z.object({
  name: analyticsEventNameSchema,
  path: z.string().max(300),
  data: z
    .record(z.string().regex(/^[A-Za-z0-9_]{1,40}$/), dataValue)
    .refine((d) => Object.keys(d).length <= 20, 'at most 20 fields')
    .optional(),
});
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

export const analyticsBatchSchema = z.object({
  sessionId: analyticsSessionIdSchema,
  events: z.array(analyticsEventSchema).min(1).max(50),
});
export type AnalyticsBatch = z.infer<typeof analyticsBatchSchema>;
export const analyticsKeyParamsSchema = z.object({ key: z.string().max(40) });
export const analyticsAcceptedSchema = z.object({ accepted: z.number().int() });

/** Spec §7 analytics counters: domain, projectId (with the page and the visitor). */
export const analyticsCounterBodySchema = z.object({
  domain: z.string().regex(/^[a-z0-9.-]{1,253}(:\d{1,5})?$/),
  projectId: z.number().int().min(1).max(1_000_000),
  sessionId: analyticsSessionIdSchema,
  path: z.string().max(300),
});

/** Spec §3 Analytics storage, kept in the browser for 24 h. */
export const analyticsStorageSchema = z.object({
  authTryCounter: z.number().int().min(0),
  regTryCounter: z.number().int().min(0),
  lastRegCallTime: z.number().int().nullable(),
  hasDone: z.boolean(),
  socialData: z.string().max(100).nullable(),
  expiresAt: z.number().int(),
});
export type AnalyticsStorage = z.infer<typeof analyticsStorageSchema>;

export const ANALYTICS_FUNNEL_STEPS = ['visit', 'registration', 'deposit'] as const;
export const analyticsReportQuerySchema = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
});
export const analyticsReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  visits: z.number().int(),
  events: z.number().int(),
  funnel: z.array(
    z.object({
      step: z.enum(ANALYTICS_FUNNEL_STEPS),
      sessions: z.number().int(),
      /** Share of the visiting sessions that reached this step, 0–1. */
      rate: z.number(),
    }),
  ),
  /** Spec §9 Telegram source 119 and Android A/B arms 56/57: their sessions and how far they got. */
  segments: z.array(
    z.object({
      dimension: z.enum(['source', 'abTest']),
      value: z.number().int(),
      sessions: z.number().int(),
      registrationSessions: z.number().int(),
      depositSessions: z.number().int(),
    }),
  ),
});
export type AnalyticsReport = z.infer<typeof analyticsReportSchema>;
