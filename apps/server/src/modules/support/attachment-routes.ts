import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  CHAT_ATTACHMENT_PATH,
  CHAT_MESSAGE_MAX,
  chatMessageSchema,
  MAX_CHAT_ATTACHMENT_BYTES,
  newChatMessageSchema,
  supportIdParamsSchema,
} from '@sb/contracts';
import { DomainError } from '../../http/errors';
import { principal } from '../identity';
import type { ChatAttachmentFile, ChatService } from './chat-service';

const EXTENSION: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

/** An attachment as a download: never rendered inline by the site's origin, never cached. */
function sendAttachment(reply: FastifyReply, id: number, f: ChatAttachmentFile) {
  return reply
    .type(f.mime)
    .header('Content-Length', String(f.size))
    .header('Content-Disposition', `attachment; filename="support-${id}.${EXTENSION[f.mime] ?? 'bin'}"`)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    .header('Cache-Control', 'no-store')
    .send(f.stream);
}

interface UploadForm {
  data: Buffer;
  lng: string;
  body: string | undefined;
  email: string | undefined;
}

/** The form: `file` and the text fields `lng`, `body?`, `email?` (checked as a chat message). */
async function readForm(request: FastifyRequest): Promise<UploadForm> {
  if (!request.isMultipart()) throw new DomainError(400, 'multipart_required', 'main_error', 'multipart/form-data');
  const fields: Record<string, string> = {};
  let data: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || data) {
          part.file.resume();
          continue;
        }
        data = await part.toBuffer();
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    const code = typeof err === 'object' && err !== null && 'code' in err ? err.code : undefined;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new DomainError(400, 'attachment_too_large', 'support_attachment_too_large', 'At most 5 MiB');
    throw new DomainError(400, 'bad_multipart', 'main_error', typeof code === 'string' ? code : 'unreadable multipart');
  }
  if (!data || data.length === 0) throw new DomainError(400, 'attachment_empty', 'main_error', 'No file');
  const text = newChatMessageSchema.safeParse({
    body: fields.body?.trim() || 'x',
    lng: fields.lng,
    email: fields.email,
  });
  if (!text.success) throw new DomainError(400, 'invalid_request', 'main_error', 'lng, body or email is invalid');
  return { data, lng: text.data.lng, body: fields.body, email: text.data.email };
}

/** Issue 17 chat attachments, the player's side: upload (a message of its own) and own downloads. */
export function supportAttachmentRoutes(chat: ChatService) {
  return async (app: FastifyInstance) => {
    await app.register(multipart, {
      limits: { fileSize: MAX_CHAT_ATTACHMENT_BYTES, files: 1, fields: 3, fieldSize: CHAT_MESSAGE_MAX * 4, parts: 5 },
    });
    const r = app.withTypeProvider<ZodTypeProvider>();
    const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
    r.post(
      CHAT_ATTACHMENT_PATH,
      {
        config: { auth: 'required' },
        schema: {
          tags: ['support'],
          summary:
            'Attach a file to the support chat (multipart: file, lng, body?, email?): JPEG, PNG, WebP or PDF by content, ≤ 5 MiB',
          consumes: ['multipart/form-data'],
          response: { 201: chatMessageSchema, ...errors, 503: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const form = await readForm(request);
        const message = await chat.attach(principal(request).userId, form.lng, form.data, form.body, form.email);
        return reply.code(201).send(message);
      },
    );
    r.get(
      `${CHAT_ATTACHMENT_PATH}/:id`,
      {
        config: { auth: 'required' },
        schema: {
          tags: ['support'],
          params: supportIdParamsSchema,
          response: { 401: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request, reply) =>
        sendAttachment(
          reply,
          request.params.id,
          await chat.attachmentFile(request.params.id, principal(request).userId),
        ),
    );
  };
}

/** Operators download any attachment (admin API; the admin guard is the caller's). */
export function adminSupportAttachmentRoutes(chat: ChatService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/admin-api/support/attachments/:id',
      {
        schema: {
          tags: ['admin'],
          security: [{ bearer: [] }],
          params: supportIdParamsSchema,
          response: { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request, reply) =>
        sendAttachment(reply, request.params.id, await chat.attachmentFile(request.params.id, null)),
    );
  };
}
