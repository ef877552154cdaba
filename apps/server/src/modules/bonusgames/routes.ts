import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ADMIN_BONUS_GAME_TICKETS_PATH,
  adminBonusGameGrantAnswerSchema,
  adminBonusGameGrantBodySchema,
  apiErrorSchema,
  BONUS_GAME_CLIENT_SEED_PATH,
  BONUS_GAME_HISTORY_PATH,
  BONUS_GAME_SEED_PATH,
  BONUS_GAME_SEED_ROTATE_PATH,
  BONUS_GAME_TICKET_BUY_PATH,
  BONUS_GAME_TICKETS_PATH,
  BONUS_GAME_VERIFY_PATH,
  BONUS_GAMES_PATH,
  bonusGameBuyAnswerSchema,
  bonusGameBuyBodySchema,
  bonusGameClientSeedBodySchema,
  bonusGameFairnessSchema,
  bonusGameHistoryAnswerSchema,
  bonusGameHistoryQuerySchema,
  bonusGamePlayAnswerSchema,
  bonusGamePlayBodySchema,
  bonusGamePlayParamsSchema,
  bonusGameRotateAnswerSchema,
  bonusGamesAnswerSchema,
  bonusGameTicketsAnswerSchema,
  bonusGameVerifyAnswerSchema,
  bonusGameVerifyQuerySchema,
} from '@sb/contracts';
import { principal } from '../identity';
import type { BonusGamesService } from './service';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

/** Issue 16 bonus games, player side (spec §2 Games entrance; paths in docs/bonus-games.md). */
export function bonusGameRoutes(games: BonusGamesService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['bonus-games'];
    const auth = { config: { auth: 'required' as const } };
    r.get(BONUS_GAMES_PATH, { schema: { tags, response: { 200: bonusGamesAnswerSchema } } }, async () => games.games());
    r.get(
      BONUS_GAME_TICKETS_PATH,
      { ...auth, schema: { tags, response: { 200: bonusGameTicketsAnswerSchema, ...errors } } },
      async (request) => games.tickets(principal(request).userId),
    );
    r.post(
      BONUS_GAME_TICKET_BUY_PATH,
      {
        config: { ...auth.config, money: true, gate: 'play' },
        schema: { tags, body: bonusGameBuyBodySchema, response: { 200: bonusGameBuyAnswerSchema, ...errors } },
      },
      async (request) => games.buy(principal(request).userId, request.body.idempotencyKey),
    );
    r.get(
      BONUS_GAME_HISTORY_PATH,
      {
        ...auth,
        schema: {
          tags,
          querystring: bonusGameHistoryQuerySchema,
          response: { 200: bonusGameHistoryAnswerSchema, ...errors },
        },
      },
      async (request) => games.history(principal(request).userId, request.query.gameId),
    );
    r.get(
      BONUS_GAME_VERIFY_PATH,
      {
        ...auth,
        schema: {
          tags,
          querystring: bonusGameVerifyQuerySchema,
          response: { 200: bonusGameVerifyAnswerSchema, ...errors },
        },
      },
      async (request) => games.verify(principal(request).userId, request.query.playId),
    );
    r.get(
      BONUS_GAME_SEED_PATH,
      { ...auth, schema: { tags, response: { 200: bonusGameFairnessSchema, ...errors } } },
      async (request) => games.fairness(principal(request).userId),
    );
    r.post(
      BONUS_GAME_SEED_ROTATE_PATH,
      { ...auth, schema: { tags, response: { 200: bonusGameRotateAnswerSchema, ...errors } } },
      async (request) => games.rotate(principal(request).userId),
    );
    r.post(
      BONUS_GAME_CLIENT_SEED_PATH,
      {
        ...auth,
        schema: {
          tags,
          body: bonusGameClientSeedBodySchema,
          response: { 200: bonusGameRotateAnswerSchema, ...errors },
        },
      },
      async (request) => games.rotate(principal(request).userId, request.body.clientSeed),
    );
    r.post(
      `${BONUS_GAMES_PATH}/:gameId/play`,
      {
        config: { ...auth.config, money: true, gate: 'play' },
        schema: {
          tags,
          params: bonusGamePlayParamsSchema,
          body: bonusGamePlayBodySchema,
          response: { 200: bonusGamePlayAnswerSchema, ...errors },
        },
      },
      async (request) => games.play(principal(request).userId, request.params.gameId, request.body),
    );
  };
}

/** Issue 16, operators (behind the admin guard): grant tickets (a promotion). */
export function adminBonusGameRoutes(games: BonusGamesService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.post(
      ADMIN_BONUS_GAME_TICKETS_PATH,
      {
        schema: {
          tags: ['admin'],
          security: [{ bearer: [] }],
          body: adminBonusGameGrantBodySchema,
          response: { 200: adminBonusGameGrantAnswerSchema, 403: apiErrorSchema, ...errors },
        },
      },
      async (request) => games.grant(request.body),
    );
  };
}
