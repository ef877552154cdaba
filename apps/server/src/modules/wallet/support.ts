import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { apiErrorSchema } from '@sb/contracts';
import type { Db } from '../../db/client';
import { payments, supportRequests } from '../../db/schema';
import { sendError } from '../../http/errors';
import { requirePrincipal } from '../identity/auth';
import { AuthError } from '../identity/errors';

/**
 * Spec §2 payment/create-request with steps topic, transaction, subtopic: the topics and their
 * subtopics, and whether the request must name one of the player's payments.
 */
export const SUPPORT_TOPICS = {
  deposit: { needsPayment: true, subtopics: ['not_credited', 'wrong_amount', 'charged_twice'] },
  withdrawal: { needsPayment: true, subtopics: ['delayed', 'rejected', 'wrong_details'] },
  other: { needsPayment: false, subtopics: ['limits', 'methods', 'other'] },
} as const;
type Topic = keyof typeof SUPPORT_TOPICS;

const requestView = z.object({
  id: z.number(),
  topic: z.string(),
  subtopic: z.string(),
  paymentId: z.string().nullable(),
  message: z.string(),
  status: z.string(),
  createdAt: z.string(),
});

export function supportRoutes(deps: { db: Db; key: string; now?: () => number }) {
  const now = deps.now ?? Date.now;
  return async (app: FastifyInstance) => {
    app.setErrorHandler((error, _request, reply) => {
      if (error instanceof AuthError) return sendError(reply, error.status, error.code, error.message, error.title);
      throw error;
    });
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get('/web-api/payments/requests/topics', { schema: { tags: ['wallet'] } }, async () => ({
      topics: SUPPORT_TOPICS,
    }));
    r.get(
      '/web-api/payments/requests',
      {
        schema: {
          tags: ['wallet'],
          response: { 200: z.object({ requests: z.array(requestView) }), 401: apiErrorSchema },
        },
      },
      async (request) => {
        const { userId } = await requirePrincipal(deps.db, deps.key, request, now());
        const rows = await deps.db
          .select()
          .from(supportRequests)
          .where(eq(supportRequests.userId, userId))
          .orderBy(desc(supportRequests.createdAt))
          .limit(100);
        return { requests: rows.map((x) => ({ ...x, createdAt: x.createdAt.toISOString() })) };
      },
    );
    r.post(
      '/web-api/payments/requests',
      {
        schema: {
          tags: ['wallet'],
          body: z.object({
            topic: z.enum(Object.keys(SUPPORT_TOPICS) as [Topic, ...Topic[]]),
            subtopic: z.string().max(40),
            paymentId: z.string().max(200).optional(),
            message: z.string().trim().min(10).max(2000),
          }),
          response: { 200: requestView, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const { userId } = await requirePrincipal(deps.db, deps.key, request, now());
        const b = request.body;
        const topic = SUPPORT_TOPICS[b.topic];
        if (!(topic.subtopics as readonly string[]).includes(b.subtopic))
          return sendError(reply, 400, 'unknown_subtopic', 'No such subtopic');
        if (topic.needsPayment && !b.paymentId)
          return sendError(reply, 400, 'payment_required', 'Choose the transaction');
        if (b.paymentId) {
          const [p] = await deps.db
            .select({ id: payments.id })
            .from(payments)
            .where(and(eq(payments.id, b.paymentId), eq(payments.userId, userId)));
          if (!p) return sendError(reply, 404, 'payment_not_found', 'No such transaction');
        }
        const [row] = await deps.db
          .insert(supportRequests)
          .values({ userId, topic: b.topic, subtopic: b.subtopic, paymentId: b.paymentId ?? null, message: b.message })
          .returning();
        if (!row) throw new Error('insert failed');
        return { ...row, createdAt: row.createdAt.toISOString() };
      },
    );
  };
}
