import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ADMIN_VERIFICATION_DOCUMENTS_PATH,
  adminDocumentsAnswerSchema,
  adminDocumentsQuerySchema,
  adminRejectBodySchema,
  adminRequestDocumentBodySchema,
  adminSuccessSchema,
  adminVerificationUserParamsSchema,
  apiErrorSchema,
  documentIdParamsSchema,
  documentViewSchema,
} from '@sb/contracts';
import { sendStoredFile } from './routes';
import type { VerificationService } from './service';

/**
 * Issue 17 KYC, the operators' review (registered under the admin guard): documents waiting,
 * their files, approve, reject with a reason, request another document.
 */
export function adminVerificationRoutes(service: VerificationService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const base = { tags: ['admin'], security: [{ bearer: [] }] };
    const refusals = { 404: apiErrorSchema, 409: apiErrorSchema };

    r.get(
      ADMIN_VERIFICATION_DOCUMENTS_PATH,
      { schema: { ...base, querystring: adminDocumentsQuerySchema, response: { 200: adminDocumentsAnswerSchema } } },
      async (request) => ({ documents: await service.listForReview(request.query.status, request.query.userId) }),
    );
    r.get(
      `${ADMIN_VERIFICATION_DOCUMENTS_PATH}/:id/file`,
      { schema: { ...base, params: documentIdParamsSchema } },
      async (request, reply) => sendStoredFile(reply, request.params.id, await service.operatorFile(request.params.id)),
    );
    r.post(
      `${ADMIN_VERIFICATION_DOCUMENTS_PATH}/:id/approve`,
      { schema: { ...base, params: documentIdParamsSchema, response: { 200: documentViewSchema, ...refusals } } },
      async (request) => service.review(request.params.id, 'approved', null),
    );
    r.post(
      `${ADMIN_VERIFICATION_DOCUMENTS_PATH}/:id/reject`,
      {
        schema: {
          ...base,
          params: documentIdParamsSchema,
          body: adminRejectBodySchema,
          response: { 200: documentViewSchema, 400: apiErrorSchema, ...refusals },
        },
      },
      async (request) => service.review(request.params.id, 'rejected', request.body.reason),
    );
    r.post(
      '/admin-api/verification/users/:id/request-document',
      {
        schema: {
          ...base,
          summary: 'Ask the player for another document (spec §3 requested_additional_document)',
          params: adminVerificationUserParamsSchema,
          body: adminRequestDocumentBodySchema,
          response: { 200: adminSuccessSchema, 400: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request) => {
        const { type, comment, days } = request.body;
        await service.requestDocument(request.params.id, type, comment ?? null, days ?? null);
        return { success: true as const };
      },
    );
  };
}
