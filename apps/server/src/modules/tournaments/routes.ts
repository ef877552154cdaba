import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ADMIN_TOURNAMENTS_PATH,
  adminTournamentsAnswerSchema,
  apiErrorSchema,
  tournamentAnswerSchema,
  tournamentInputSchema,
  tournamentJoinAnswerSchema,
  tournamentListQuerySchema,
  tournamentParamsSchema,
  tournamentQuerySchema,
  TOURNAMENTS_PATH,
  tournamentsAnswerSchema,
  tournamentViewSchema,
} from '@sb/contracts';
import { principal } from '../identity';
import type { TournamentService } from './service';

const tags = ['tournaments'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/** Issue 16, players: casino tournaments (list, one with its leaderboard, opt in). */
export function tournamentRoutes(tournaments: TournamentService, now: () => number) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      TOURNAMENTS_PATH,
      {
        config: { auth: 'optional' },
        schema: { tags, querystring: tournamentListQuerySchema, response: { 200: tournamentsAnswerSchema, ...errors } },
      },
      async (request) => ({
        now: new Date(now()).toISOString(),
        tournaments: await tournaments.list(request.principal?.userId ?? null, request.query.status),
      }),
    );
    r.get(
      `${TOURNAMENTS_PATH}/:id`,
      {
        config: { auth: 'optional' },
        schema: {
          tags,
          params: tournamentParamsSchema,
          querystring: tournamentQuerySchema,
          response: { 200: tournamentAnswerSchema, ...errors },
        },
      },
      async (request) => tournaments.detail(request.params.id, request.principal?.userId ?? null, request.query.limit),
    );
    r.post(
      `${TOURNAMENTS_PATH}/:id/join`,
      {
        config: { auth: 'required' },
        schema: { tags, params: tournamentParamsSchema, response: { 200: tournamentJoinAnswerSchema, ...errors } },
      },
      async (request) => tournaments.join(request.params.id, principal(request).userId),
    );
  };
}

/** Issue 16, operators (behind the admin guard): create and list tournaments. */
export function adminTournamentRoutes(tournaments: TournamentService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const admin = { tags: ['admin'], security: [{ bearer: [] }] };
    const adminErrors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
    r.get(
      ADMIN_TOURNAMENTS_PATH,
      { schema: { ...admin, response: { 200: adminTournamentsAnswerSchema, ...adminErrors } } },
      async () => ({ tournaments: await tournaments.adminList() }),
    );
    r.post(
      ADMIN_TOURNAMENTS_PATH,
      { schema: { ...admin, body: tournamentInputSchema, response: { 200: tournamentViewSchema, ...adminErrors } } },
      async (request) => tournaments.create(request.body),
    );
  };
}
