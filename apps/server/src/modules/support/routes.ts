import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  newSupportRequestSchema,
  SUPPORT_TOPICS,
  supportRequestsAnswerSchema,
  supportRequestViewSchema,
  supportTopicsAnswerSchema,
} from '@sb/contracts';
import type { Db } from '../../db/client';
import { principal } from '../identity';
import { SupportService } from './service';

/** Spec §2 payment/create-request: the topics live in the support contract (@sb/contracts). */
export { SUPPORT_TOPICS };

export function supportRoutes(deps: { db: Db }) {
  const support = new SupportService(deps.db);
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/web-api/payments/requests/topics',
      { schema: { tags: ['wallet'], response: { 200: supportTopicsAnswerSchema } } },
      async () => ({ topics: SUPPORT_TOPICS }),
    );
    r.get(
      '/web-api/payments/requests',
      {
        config: { auth: 'required' },
        schema: {
          tags: ['wallet'],
          response: { 200: supportRequestsAnswerSchema, 401: apiErrorSchema },
        },
      },
      async (request) => {
        const { userId } = principal(request);
        return { requests: await support.list(userId) };
      },
    );
    r.post(
      '/web-api/payments/requests',
      {
        config: { auth: 'required' },
        schema: {
          tags: ['wallet'],
          body: newSupportRequestSchema,
          response: { 200: supportRequestViewSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request) => {
        const { userId } = principal(request);
        return support.create(userId, request.body);
      },
    );
  };
}
