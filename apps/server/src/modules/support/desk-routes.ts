import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  appealAnswerBodySchema,
  appealSchema,
  appealsAnswerSchema,
  managerAnswerSchema,
  managerAssignSchema,
  newAppealSchema,
  supportIdParamsSchema,
} from '@sb/contracts';
import { z } from 'zod';
import { principal } from '../identity';
import type { DeskService } from './desk-service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 409: apiErrorSchema };

/** Spec §2 office/manager and block-appeal-history, the player's side. */
export function deskRoutes(desk: DeskService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/web-api/support/manager',
      {
        config: { auth: 'required' },
        schema: { tags: ['support'], response: { 200: managerAnswerSchema, 401: apiErrorSchema } },
      },
      async (request) => desk.manager(principal(request).userId),
    );
    r.get(
      '/web-api/support/appeals',
      {
        config: { auth: 'required' },
        schema: { tags: ['support'], response: { 200: appealsAnswerSchema, 401: apiErrorSchema } },
      },
      async (request) => desk.appeals(principal(request).userId),
    );
    r.post(
      '/web-api/support/appeals',
      {
        config: { auth: 'required' },
        schema: { tags: ['support'], body: newAppealSchema, response: { 201: appealSchema, ...errors } },
      },
      async (request, reply) => reply.code(201).send(await desk.appeal(principal(request).userId, request.body.body)),
    );
  };
}

/** Operators: assign personal managers, answer appeals. */
export function adminDeskRoutes(desk: DeskService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const admin = { tags: ['admin'], security: [{ bearer: [] }] };
    const adminErrors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
    r.put(
      '/admin-api/support/managers/:id',
      {
        schema: {
          ...admin,
          params: supportIdParamsSchema,
          body: managerAssignSchema,
          response: { 204: z.null(), ...adminErrors },
        },
      },
      async (request, reply) => {
        await desk.assignManager(request.params.id, request.body.consultantId);
        return reply.code(204).send(null);
      },
    );
    r.get(
      '/admin-api/support/appeals',
      { schema: { ...admin, response: { 200: appealsAnswerSchema, ...adminErrors } } },
      async () => desk.openAppeals(),
    );
    r.post(
      '/admin-api/support/appeals/:id/answer',
      {
        schema: {
          ...admin,
          params: supportIdParamsSchema,
          body: appealAnswerBodySchema,
          response: { 200: appealSchema, ...adminErrors },
        },
      },
      async (request) => desk.answerAppeal(request.params.id, request.body.status, request.body.answer),
    );
  };
}
