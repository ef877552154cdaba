import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  GAME_STATUS_ID,
  LINE_API,
  apiErrorSchema,
  gameResponseSchema,
  gamesResponseSchema,
  liveGameResponseSchema,
  liveGamesResponseSchema,
  liveIncidentsResponseSchema,
  liveResultsResponseSchema,
} from '@sb/contracts';
import { parseOutcomeId } from '@sb/feed';
import { sendError } from '../../http/errors';
import { lineError } from './errors';
import * as lq from './live-queries';
import * as q from './queries';
import { type champsQuery, gameParams, type gamesQuery, liveResultsQuery, type sportsQuery } from './schemas';
import { keyOf, sendCached } from './send-cached';
import type { CachedResponse, LineService } from './service';

const errors = { 400: apiErrorSchema, 404: apiErrorSchema };
const tags = ['line'];

/** The catalog's answers that are either pre-match or live (the OpenAPI document names both). */
export const liveSchemas = {
  games: z.union([gamesResponseSchema, liveGamesResponseSchema]),
  game: z.union([liveGameResponseSchema, gameResponseSchema]),
};

type Query<S extends z.ZodType> = z.output<S>;

/** `section=live` of /sports, /champs and /games: rendered once per second and query. */
export function liveSection(
  line: LineService,
  route: 'sports',
  query: Query<typeof sportsQuery>,
): Promise<CachedResponse>;
export function liveSection(
  line: LineService,
  route: 'champs',
  query: Query<typeof champsQuery>,
): Promise<CachedResponse>;
export function liveSection(
  line: LineService,
  route: 'games',
  query: Query<typeof gamesQuery>,
): Promise<CachedResponse>;
export function liveSection(
  line: LineService,
  route: 'sports' | 'champs' | 'games',
  query: Query<typeof sportsQuery> | Query<typeof champsQuery> | Query<typeof gamesQuery>,
): Promise<CachedResponse> {
  return line.live.cached(keyOf(`live-${route}`, query), (at) => {
    if (route === 'sports') return lq.liveSports(line, at, query);
    if (route === 'champs') return lq.liveChamps(line, at, query);
    return lq.liveGames(line, at, query as Query<typeof gamesQuery>);
  });
}

/** The game page of a game in play (live markets, state), or null when the game is not being played. */
export async function liveGameRoute(line: LineService, gameId: number): Promise<CachedResponse | null> {
  const g = line.feed.game(gameId);
  if (!g || !line.live.isLive(g, line.clock())) return null;
  return line.live.cached(`live-game:${gameId}`, (at) => {
    const answer = lq.liveGame(line, at, gameId);
    // Over at the frame's start (finished meanwhile): the pre-match path answers next time.
    if (!answer) throw lineError(404, 'game_not_live', `game ${gameId} is not being played`);
    return answer;
  });
}

/**
 * `/outcomes` when a selection's game is in play: live prices, fresh each second. Null when no
 * asked outcome belongs to a game being played (the snapshot path answers, cached per tick).
 */
export async function liveOutcomesAnswer(
  line: LineService,
  key: string,
  ids: readonly string[],
): Promise<CachedResponse | null> {
  const now = line.clock();
  const anyLive = ids.some((id) => {
    const parsed = parseOutcomeId(id);
    const g = parsed ? line.feed.game(parsed.gameId) : null;
    return g !== null && line.statusOf(g, now) === GAME_STATUS_ID.live;
  });
  if (!anyLive) return null;
  return line.live.cached(`live-${key}`, (at) => q.outcomes(line, ids, at));
}

/** Issue 14: a game's incident timeline and the results of games played live. */
export function liveRoutes(app: FastifyInstance, line: LineService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    `${LINE_API}/games/:gameId/incidents`,
    { schema: { tags, params: gameParams, response: { 200: liveIncidentsResponseSchema, ...errors } } },
    async (request, reply) => {
      const { gameId } = request.params;
      const g = line.feed.game(gameId);
      const live = g !== null && line.live.isLive(g, line.clock());
      // A game in play grows its timeline: fresh each second. A finished one: per snapshot (≤ 60 s).
      const c = live
        ? await line.live.cached(`incidents:${gameId}`, (at) => lq.incidents(line, at, gameId))
        : await line.cached(`incidents:${gameId}`, (_s, now) => lq.incidents(line, now, gameId));
      return sendCached(request, reply, c);
    },
  );
  r.get(
    `${LINE_API}/results/live`,
    { schema: { tags, querystring: liveResultsQuery, response: { 200: liveResultsResponseSchema, ...errors } } },
    async (request, reply) => {
      if (Number.isNaN(Date.parse(`${request.query.date}T00:00:00Z`))) {
        return sendError(reply, 400, 'bad_date', 'date must be YYYY-MM-DD');
      }
      return sendCached(
        request,
        reply,
        await line.cached(keyOf('results-live', request.query), (_s, now) => lq.liveResults(line, now, request.query)),
      );
    },
  );
}
