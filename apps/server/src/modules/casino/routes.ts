import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  CASINO_API,
  casinoActBodySchema,
  casinoClientSeedBodySchema,
  casinoFairnessSchema,
  casinoFavoriteBodySchema,
  casinoGameAnswerSchema,
  casinoGameListAnswerSchema,
  casinoGameParamsSchema,
  casinoGamesAnswerSchema,
  casinoGamesQuerySchema,
  casinoHistoryAnswerSchema,
  casinoHistoryQuerySchema,
  casinoOkAnswerSchema,
  casinoPlayAnswerSchema,
  casinoPlayBodySchema,
  casinoProvidersAnswerSchema,
  casinoRefusalSchema,
  casinoRotateAnswerSchema,
  casinoRoundParamsSchema,
  casinoVerifyAnswerSchema,
  casinoVerifyQuerySchema,
  crashStateSchema,
  liveRouletteStateSchema,
  bingoStateSchema,
} from '@sb/contracts';
import { principal } from '../identity';
import type { CasinoService } from './service';

const tags = ['casino'];
const errors = {
  400: casinoRefusalSchema,
  401: apiErrorSchema,
  403: casinoRefusalSchema,
  404: apiErrorSchema,
  409: casinoRefusalSchema,
};
const playerOnly = { auth: 'required' as const };

/** Issue 15: the casino's API under /web-api/casino (the spec names no casino paths). */
export function casinoRoutes(casino: CasinoService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      `${CASINO_API}/games`,
      {
        schema: {
          tags,
          querystring: casinoGamesQuerySchema,
          response: { 200: casinoGamesAnswerSchema, 400: apiErrorSchema },
        },
      },
      async (request) => casino.games(request.query),
    );
    r.get(
      `${CASINO_API}/games/:gameId`,
      { schema: { tags, params: casinoGameParamsSchema, response: { 200: casinoGameAnswerSchema, ...errors } } },
      async (request) => ({
        game: await casino.game(request.params.gameId),
        paytable: casino.paytable(request.params.gameId),
      }),
    );
    r.get(
      `${CASINO_API}/providers`,
      { schema: { tags, response: { 200: casinoProvidersAnswerSchema } } },
      async () => ({
        providers: await casino.providers(),
      }),
    );

    // ── the player's lists ───────────────────────────────────────────────────────────────
    r.get(
      `${CASINO_API}/favorites`,
      { config: playerOnly, schema: { tags, response: { 200: casinoGameListAnswerSchema, 401: apiErrorSchema } } },
      async (request) => ({ games: await casino.favorites(principal(request).userId) }),
    );
    r.post(
      `${CASINO_API}/favorites`,
      {
        config: playerOnly,
        schema: { tags, body: casinoFavoriteBodySchema, response: { 200: casinoOkAnswerSchema, ...errors } },
      },
      async (request) => {
        await casino.addFavorite(principal(request).userId, request.body.gameId);
        return { ok: true as const };
      },
    );
    r.delete(
      `${CASINO_API}/favorites/:gameId`,
      {
        config: playerOnly,
        schema: { tags, params: casinoGameParamsSchema, response: { 200: casinoOkAnswerSchema, ...errors } },
      },
      async (request) => {
        await casino.removeFavorite(principal(request).userId, request.params.gameId);
        return { ok: true as const };
      },
    );
    r.get(
      `${CASINO_API}/recent`,
      { config: playerOnly, schema: { tags, response: { 200: casinoGameListAnswerSchema, 401: apiErrorSchema } } },
      async (request) => ({ games: await casino.recent(principal(request).userId) }),
    );
    r.get(
      `${CASINO_API}/history`,
      {
        config: playerOnly,
        schema: {
          tags,
          querystring: casinoHistoryQuerySchema,
          response: { 200: casinoHistoryAnswerSchema, ...errors },
        },
      },
      async (request) => ({
        rounds: await casino.history(principal(request).userId, request.query.gameId, request.query.limit),
      }),
    );

    // ── provably fair ────────────────────────────────────────────────────────────────────
    r.get(
      `${CASINO_API}/fairness`,
      { config: playerOnly, schema: { tags, response: { 200: casinoFairnessSchema, 401: apiErrorSchema } } },
      async (request) => casino.fairness(principal(request).userId),
    );
    r.post(
      `${CASINO_API}/fairness/rotate`,
      { config: playerOnly, schema: { tags, response: { 200: casinoRotateAnswerSchema, 401: apiErrorSchema } } },
      async (request) => casino.rotateSeed(principal(request).userId),
    );
    r.post(
      `${CASINO_API}/fairness/client-seed`,
      {
        config: playerOnly,
        schema: { tags, body: casinoClientSeedBodySchema, response: { 200: casinoFairnessSchema, ...errors } },
      },
      async (request) => casino.setClientSeed(principal(request).userId, request.body.clientSeed),
    );
    r.get(
      `${CASINO_API}/verify`,
      {
        schema: { tags, querystring: casinoVerifyQuerySchema, response: { 200: casinoVerifyAnswerSchema, ...errors } },
      },
      async (request) => casino.verify(request.query.roundId),
    );

    // Crash: the shared round now (bets go through /play with gameId crash, cash-out through /act).
    r.get(`${CASINO_API}/crash`, { schema: { tags, response: { 200: crashStateSchema } } }, async () =>
      casino.crashState(),
    );

    r.get(`${CASINO_API}/live-roulette`, { schema: { tags, response: { 200: liveRouletteStateSchema } } }, async () =>
      casino.liveRouletteState(),
    );

    r.get(`${CASINO_API}/bingo`, { schema: { tags, response: { 200: bingoStateSchema } } }, async () =>
      casino.bingoState(),
    );

    r.get(`${CASINO_API}/bingo90`, { schema: { tags, response: { 200: bingoStateSchema } } }, async () =>
      casino.bingo90State(),
    );

    // ── play: demo needs no login (play money), real money needs the player ──────────────
    r.post(
      `${CASINO_API}/play`,
      {
        config: { auth: 'optional', money: true, gate: 'play' },
        schema: { tags, body: casinoPlayBodySchema, response: { 200: casinoPlayAnswerSchema, ...errors } },
      },
      async (request) => casino.play(request.principal?.userId ?? null, request.body, 'instant'),
    );
    r.post(
      `${CASINO_API}/rounds`,
      {
        config: { auth: 'optional', money: true, gate: 'play' },
        schema: { tags, body: casinoPlayBodySchema, response: { 200: casinoPlayAnswerSchema, ...errors } },
      },
      async (request) => casino.play(request.principal?.userId ?? null, request.body, 'round'),
    );
    r.post(
      `${CASINO_API}/rounds/:roundId/act`,
      {
        config: { auth: 'optional', money: true },
        schema: {
          tags,
          params: casinoRoundParamsSchema,
          body: casinoActBodySchema,
          response: { 200: casinoPlayAnswerSchema, ...errors },
        },
      },
      async (request) => casino.act(request.principal?.userId ?? null, request.params.roundId, request.body.action),
    );
  };
}
