import { z } from 'zod';

/**
 * The limit service API (apps/server modules/responsible), exactly the spec §7 paths and fields:
 * limits (spec §3 Limit), the questionnaire, time-out and self-exclusion (BlockUser), the 30 s
 * ping and the reality-check answer (spec §3 Reality-check request).
 */
export const LIMIT_SERVICE_API = '/limit-service-api/api/external/web/v3';
export const REALITY_CHECK_PATH = '/web-api/api/web/user/v1/reality-check';

export const LIMIT_STATES = ['PENDING', 'ACTIVE', 'INACTIVE'] as const;

/** Spec §3 Limit, as the limit service answers it. */
export const limitViewSchema = z.object({
  limitType: z.number(),
  limitValue: z.string(),
  limitBalance: z.string().nullable(),
  limitState: z.enum(LIMIT_STATES),
  needApprove: z.boolean(),
  startedAt: z.string(),
  endsAt: z.string().nullable(),
  selfExcludeReason: z.string().nullable(),
  availableValues: z.array(z.number()).nullable(),
  measure: z.string(),
  label: z.string(),
  currencyCode: z.string().nullable(),
});
export type LimitView = z.infer<typeof limitViewSchema>;
export const limitListSchema = z.array(limitViewSchema);

/** The X-Language header of the limit service calls. */
export const languageHeaderSchema = z
  .object({
    'x-language': z
      .string()
      .regex(/^[a-z]{2}$/)
      .optional(),
  })
  .loose();

/** POST …/ping: play time, session limit, reality check. */
export const pingAnswerSchema = z.object({
  active: z.boolean(),
  sessionLimitReached: z.boolean(),
  messages: z.array(z.string()),
  realityCheck: z
    .object({
      due: z.boolean(),
      playedSeconds: z.number(),
      netResultMinor: z.string(),
      intervalMinutes: z.number(),
    })
    .nullable(),
});
export type PingAnswer = z.infer<typeof pingAnswerSchema>;

/** GET …/availablelimits. */
export const availableLimitSchema = z.object({
  limitType: z.number(),
  measure: z.string(),
  label: z.string(),
  availableValues: z.array(z.number()).nullable(),
});
export type AvailableLimit = z.infer<typeof availableLimitSchema>;
export const availableLimitsSchema = z.array(availableLimitSchema);

/** GET …/reasons/selfexclude. */
export const selfExcludeReasonsSchema = z.array(z.object({ id: z.string(), label: z.string() }));

/** One limit of a save request. */
export const limitRequestSchema = z.object({
  limitType: z.number().int(),
  limitValue: z.number().int(),
  selfExcludeReason: z.string().max(60).optional(),
});
export type LimitRequest = z.infer<typeof limitRequestSchema>;

/** POST …/limits: answers status, data.questions, tokenGuid, limitsData. */
export const saveLimitsBodySchema = z.object({ limits: z.array(limitRequestSchema).min(1).max(20) });
export const saveLimitsAnswerSchema = z.object({
  status: z.enum(['saved', 'questions']),
  data: z.object({ questions: z.array(z.object({ id: z.number(), text: z.string() })) }),
  tokenGuid: z.string().nullable(),
  limitsData: limitListSchema,
});
export type SaveLimitsAnswer = z.infer<typeof saveLimitsAnswerSchema>;

/** POST …/testanswers: the questionnaire's answers. */
export const testAnswersBodySchema = z.object({
  tokenGuid: z.uuid(),
  answers: z.array(z.object({ id: z.number().int(), answer: z.enum(['yes', 'no']) })).max(20),
});
export const testAnswersAnswerSchema = z.object({
  questionsResult: z.array(z.object({ id: z.number(), correct: z.boolean() })),
  success: z.boolean(),
  limitsData: limitListSchema,
});

/** POST …/limitaction: confirm or reject a pending limit (spec §4 Deposit limit). */
export const limitActionBodySchema = z.object({ action: z.enum(['confirm', 'reject']), limitType: z.number().int() });
export const limitActionAnswerSchema = z.object({ title: z.string(), limitsData: limitListSchema });

/** DELETE …/limit?limitType=. */
export const removeLimitQuerySchema = z.object({ limitType: z.coerce.number().int() });
export const limitsDataAnswerSchema = z.object({ limitsData: limitListSchema });

/** POST …/BlockUser: self-exclusion (limit type 30) for one of the spec's periods. */
export const blockUserBodySchema = z.object({ days: z.number().int(), reason: z.string().max(60).optional() });
export const blockUserAnswerSchema = z.object({ success: z.literal(true) });

/** POST /web-api/api/web/user/v1/reality-check (spec §3 Reality-check request). */
export const REALITY_CHECK_ACTIONS = ['continue', 'log_out', 'nothing'] as const;
export type RealityCheckAction = (typeof REALITY_CHECK_ACTIONS)[number];
export const realityCheckBodySchema = z.object({
  data: z.object({
    attributes: z.object({
      action: z.enum(REALITY_CHECK_ACTIONS),
      do_not_show_again: z.boolean().default(false),
      popup_show_at: z.iso.datetime({ offset: true }).optional(),
    }),
  }),
});
export const realityCheckAnswerSchema = z.object({ success: z.literal(true), loggedOut: z.boolean() });
