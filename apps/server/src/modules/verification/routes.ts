import type { FastifyInstance, FastifyReply } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  documentIdParamsSchema,
  documentsAnswerSchema,
  documentViewSchema,
  MAX_DOCUMENT_BYTES,
  VERIFICATION_DOCUMENTS_PATH,
  VERIFICATION_PATH,
  verificationAnswerSchema,
} from '@sb/contracts';
import { principal } from '../identity';
import { readUpload } from './read-upload';
import type { StoredFile, VerificationService } from './service';

const EXTENSION: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

/**
 * A stored document as a download: the sniffed type, never rendered inline by the site's origin
 * (attachment, nosniff, a sandboxing CSP), never cached by anyone.
 */
export function sendStoredFile(reply: FastifyReply, id: string, f: StoredFile) {
  return reply
    .type(f.mime)
    .header('Content-Length', String(f.size))
    .header('Content-Disposition', `attachment; filename="${f.type}-${id.slice(0, 8)}.${EXTENSION[f.mime] ?? 'bin'}"`)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    .header('Cache-Control', 'no-store')
    .send(f.stream);
}

/** Issue 17 KYC, the player's side: status, documents, upload, own downloads (paths: contracts/verification.ts). */
export function verificationRoutes(service: VerificationService) {
  return async (app: FastifyInstance) => {
    await app.register(multipart, {
      limits: { fileSize: MAX_DOCUMENT_BYTES, files: 1, fields: 4, fieldSize: 64, parts: 6 },
    });
    app.addHook('onSend', async (_req, reply) => {
      if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
    });
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['verification'];
    const auth = { auth: 'required' as const };

    r.get(
      VERIFICATION_PATH,
      {
        config: auth,
        schema: {
          tags,
          summary: 'Verification state: spec §3 user config verification fields, missing and requested documents',
          response: { 200: verificationAnswerSchema, 401: apiErrorSchema },
        },
      },
      async (request) => service.status(principal(request).userId),
    );
    r.get(
      VERIFICATION_DOCUMENTS_PATH,
      {
        config: auth,
        schema: { tags, response: { 200: documentsAnswerSchema, 401: apiErrorSchema } },
      },
      async (request) => ({ documents: await service.documents(principal(request).userId) }),
    );
    r.post(
      VERIFICATION_DOCUMENTS_PATH,
      {
        config: auth,
        schema: {
          tags,
          summary: 'Upload a document (multipart: type, file): JPEG, PNG, WebP or PDF by content, at most 10 MiB',
          consumes: ['multipart/form-data'],
          response: { 200: documentViewSchema, 400: apiErrorSchema, 401: apiErrorSchema, 429: apiErrorSchema },
        },
      },
      async (request) => {
        const userId = principal(request).userId;
        const { type, data } = await readUpload(request);
        return service.upload(userId, type, data);
      },
    );
    r.get(
      `${VERIFICATION_DOCUMENTS_PATH}/:id/file`,
      {
        config: auth,
        schema: { tags, summary: 'The player’s own document file', params: documentIdParamsSchema },
      },
      async (request, reply) => {
        const f = await service.ownFile(principal(request).userId, request.params.id);
        return sendStoredFile(reply, request.params.id, f);
      },
    );
  };
}
