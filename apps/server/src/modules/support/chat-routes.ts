import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  callbackAnswerSchema,
  callbackRequestSchema,
  chatAnswerSchema,
  chatMessageSchema,
  consultantBodySchema,
  supportIdParamsSchema,
  consultantSchema,
  conversationAnswerSchema,
  conversationsAnswerSchema,
  newChatMessageSchema,
  operatorReplySchema,
  socialLinksBodySchema,
  supportEmailAnswerSchema,
  supportEmailSchema,
  supportStateQuerySchema,
  supportStateSchema,
} from '@sb/contracts';
import { z } from 'zod';
import { principal } from '../identity';
import type { ChatService } from './chat-service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/** The floating support button's calls (spec §1): state, chat, callback and the e-mail form. */
export function supportChatRoutes(chat: ChatService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/web-api/support/state',
      {
        config: { auth: 'optional' },
        schema: {
          tags: ['support'],
          querystring: supportStateQuerySchema,
          response: { 200: supportStateSchema, 400: apiErrorSchema },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'private, no-store');
        return chat.state(request.principal?.userId ?? null, request.query.lng);
      },
    );
    r.get(
      '/web-api/support/chat',
      {
        config: { auth: 'required' },
        schema: { tags: ['support'], response: { 200: chatAnswerSchema, 401: apiErrorSchema } },
      },
      async (request) => chat.history(principal(request).userId),
    );
    r.post(
      '/web-api/support/chat',
      {
        config: { auth: 'required' },
        schema: { tags: ['support'], body: newChatMessageSchema, response: { 201: chatMessageSchema, ...errors } },
      },
      async (request, reply) => {
        const { lng, body, email } = request.body;
        const message = await chat.send(principal(request).userId, lng, body, email);
        return reply.code(201).send(message);
      },
    );
    r.post(
      '/web-api/support/chat/read',
      {
        config: { auth: 'required' },
        schema: {
          tags: ['support'],
          // The last message the player has seen: a later answer stays unread (no race with a new one).
          body: z
            .object({ upTo: z.number().int().positive().max(2_147_483_647).optional() })
            .strict()
            .nullish(),
          response: { 204: z.null(), 400: apiErrorSchema, 401: apiErrorSchema },
        },
      },
      async (request, reply) => {
        await chat.markRead(principal(request).userId, request.body?.upTo);
        return reply.code(204).send(null);
      },
    );
    r.post(
      '/web-api/support/callback',
      {
        config: { auth: 'required' },
        schema: { tags: ['support'], body: callbackRequestSchema, response: { 201: callbackAnswerSchema, ...errors } },
      },
      async (request, reply) => {
        const answer = await chat.callback(principal(request).userId, request.body.lng, request.body.phone);
        return reply.code(201).send(answer);
      },
    );
    r.post(
      '/web-api/support/email',
      {
        config: { auth: 'optional' },
        schema: {
          tags: ['support'],
          body: supportEmailSchema,
          response: { 201: supportEmailAnswerSchema, 400: apiErrorSchema, 429: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const { lng, ...form } = request.body;
        const answer = await chat.email({ ...form, lang: lng, userId: request.principal?.userId ?? null }, request.ip);
        return reply.code(201).send(answer);
      },
    );
  };
}

/** Operators (admin API now, the back office later): consultants, conversations, replies, links. */
export function adminSupportRoutes(chat: ChatService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const admin = { tags: ['admin'], security: [{ bearer: [] }] };
    const adminErrors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
    r.get(
      '/admin-api/support/consultants',
      { schema: { ...admin, response: { 200: z.object({ consultants: z.array(consultantSchema) }), ...adminErrors } } },
      async () => ({ consultants: await chat.listConsultants() }),
    );
    r.post(
      '/admin-api/support/consultants',
      { schema: { ...admin, body: consultantBodySchema, response: { 201: consultantSchema, ...adminErrors } } },
      async (request, reply) => reply.code(201).send(await chat.saveConsultant(null, request.body)),
    );
    r.put(
      '/admin-api/support/consultants/:id',
      {
        schema: {
          ...admin,
          params: supportIdParamsSchema,
          body: consultantBodySchema,
          response: { 200: consultantSchema, ...adminErrors },
        },
      },
      async (request) => chat.saveConsultant(request.params.id, request.body),
    );
    r.get(
      '/admin-api/support/conversations',
      { schema: { ...admin, response: { 200: conversationsAnswerSchema, ...adminErrors } } },
      async () => ({ conversations: await chat.conversations() }),
    );
    r.get(
      '/admin-api/support/conversations/:id',
      {
        schema: {
          ...admin,
          params: supportIdParamsSchema,
          response: { 200: conversationAnswerSchema, ...adminErrors },
        },
      },
      async (request) => chat.conversation(request.params.id),
    );
    r.post(
      '/admin-api/support/conversations/:id/reply',
      {
        schema: {
          ...admin,
          params: supportIdParamsSchema,
          body: operatorReplySchema,
          response: { 201: chatMessageSchema, ...adminErrors },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await chat.reply(request.params.id, request.body.consultantId, request.body.body)),
    );
    r.put(
      '/admin-api/support/social-links',
      { schema: { ...admin, body: socialLinksBodySchema, response: { 204: z.null(), ...adminErrors } } },
      async (request, reply) => {
        await chat.replaceSocialLinks(request.body.links);
        return reply.code(204).send(null);
      },
    );
  };
}
