import { z } from 'zod';

/**
 * Payment support requests (spec §2 payment/create-request with steps topic, transaction,
 * subtopic; payment/requests): the topics and their subtopics, and whether a request must name
 * one of the player's payments.
 */
export const SUPPORT_TOPICS = {
  deposit: { needsPayment: true, subtopics: ['not_credited', 'wrong_amount', 'charged_twice'] },
  withdrawal: { needsPayment: true, subtopics: ['delayed', 'rejected', 'wrong_details'] },
  other: { needsPayment: false, subtopics: ['limits', 'methods', 'other'] },
} as const;
export type SupportTopic = keyof typeof SUPPORT_TOPICS;
const TOPIC_NAMES = Object.keys(SUPPORT_TOPICS) as [SupportTopic, ...SupportTopic[]];

/** GET /web-api/payments/requests/topics. */
export const supportTopicsAnswerSchema = z.object({
  topics: z.record(z.string(), z.object({ needsPayment: z.boolean(), subtopics: z.array(z.string()).readonly() })),
});

/** A support request as the API presents it. */
export const supportRequestViewSchema = z.object({
  id: z.number(),
  topic: z.string(),
  subtopic: z.string(),
  paymentId: z.string().nullable(),
  message: z.string(),
  status: z.string(),
  createdAt: z.string(),
});
export type SupportRequestView = z.infer<typeof supportRequestViewSchema>;

/** GET /web-api/payments/requests: the player's requests, newest first. */
export const supportRequestsAnswerSchema = z.object({ requests: z.array(supportRequestViewSchema) });

/** POST /web-api/payments/requests. */
export const newSupportRequestSchema = z.object({
  topic: z.enum(TOPIC_NAMES),
  subtopic: z.string().max(40),
  paymentId: z.string().max(200).optional(),
  message: z.string().trim().min(10).max(2000),
});
export type NewSupportRequest = z.infer<typeof newSupportRequestSchema>;
