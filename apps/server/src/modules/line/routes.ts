import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  LINE_API,
  apiErrorSchema,
  champsResponseSchema,
  sportsMapResponseSchema,
  sportsResponseSchema,
} from '@sb/contracts';
import { sendError } from '../../http/errors';
import * as q from './queries';
import { liveGameRoute, liveOutcomesAnswer, liveRoutes, liveSchemas, liveSection } from './live-routes';
import { keyOf, sendCached } from './send-cached';
import {
  champsQuery,
  gameParams,
  gamesQuery,
  outcomesQuery,
  outcomesResponseSchema,
  pagedResultsResponseSchema,
  resultsQuery,
  searchQuery,
  searchResponseSchema,
  sportsMapQuery,
  sportsQuery,
  statisticsResponseSchema,
  teamParams,
  teamResponseSchema,
  topResponseSchema,
} from './schemas';
import type { LineService } from './service';

const errors = { 400: apiErrorSchema, 404: apiErrorSchema };
const tags = ['line'];
/**
 * Issue 17: the sports a logged-in player hid from the line (spec §3 user config
 * disallow_line_sport; the office stores them). Their sports and champs lists leave them out.
 * Issue 14: with section=live, the sports hidden from live (disallow_live_sport).
 */
export type HiddenSports = (userId: number, section: 'line' | 'live') => Promise<readonly number[]>;

async function hiddenOf(
  request: FastifyRequest,
  hiddenSports: HiddenSports | undefined,
  section: 'line' | 'live',
): Promise<Set<number>> {
  if (!request.principal || !hiddenSports) return new Set();
  return new Set(await hiddenSports(request.principal.userId, section));
}

/**
 * The catalog API (issue 5 part 3) under LINE_API; every answer is cached per snapshot. A player
 * who hid sports gets the sports and champs lists without them, private (never the shared cache).
 */
export function lineRoutes(line: LineService, hiddenSports?: HiddenSports) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      `${LINE_API}/sports`,
      {
        config: { auth: 'optional' },
        schema: { tags, querystring: sportsQuery, response: { 200: sportsResponseSchema, ...errors } },
      },
      async (request, reply) => {
        const c =
          request.query.section === 'live'
            ? await liveSection(line, 'sports', request.query)
            : await line.cached(keyOf('sports', request.query), (s) => q.sports(line, s, request.query.cyber));
        const hide = await hiddenOf(request, hiddenSports, request.query.section);
        if (hide.size === 0) return sendCached(request, reply, c);
        reply.header('cache-control', 'private, no-store');
        const all = sportsResponseSchema.parse(JSON.parse(c.entry.body));
        return { sports: all.sports.filter((s) => !hide.has(s.id)) };
      },
    );
    r.get(
      `${LINE_API}/champs`,
      {
        config: { auth: 'optional' },
        schema: { tags, querystring: champsQuery, response: { 200: champsResponseSchema, ...errors } },
      },
      async (request, reply) => {
        const c =
          request.query.section === 'live'
            ? await liveSection(line, 'champs', request.query)
            : await line.cached(keyOf('champs', request.query), (s) => q.champs(line, s, request.query));
        const hide = await hiddenOf(request, hiddenSports, request.query.section);
        if (hide.size === 0) return sendCached(request, reply, c);
        reply.header('cache-control', 'private, no-store');
        const all = champsResponseSchema.parse(JSON.parse(c.entry.body));
        return { champs: all.champs.filter((ch) => !hide.has(ch.sportId)) };
      },
    );
    r.get(
      `${LINE_API}/games`,
      { schema: { tags, querystring: gamesQuery, response: { 200: liveSchemas.games, ...errors } } },
      async (request, reply) => {
        const query = request.query;
        if (query.from !== undefined && query.to !== undefined && query.from > query.to) {
          return sendError(reply, 400, 'bad_range', 'from must not be after to');
        }
        if (query.section === 'live') return sendCached(request, reply, await liveSection(line, 'games', query));
        return sendCached(request, reply, await line.cached(keyOf('games', query), (s) => q.games(s, query)));
      },
    );
    r.get(
      `${LINE_API}/games/:gameId`,
      { schema: { tags, params: gameParams, response: { 200: liveSchemas.game, ...errors } } },
      async (request, reply) =>
        sendCached(
          request,
          reply,
          // Issue 14: a game in play answers its live markets and state, fresh each second.
          (await liveGameRoute(line, request.params.gameId)) ??
            (await line.cached(`game:${request.params.gameId}`, (s, now) =>
              q.game(line, s, now, request.params.gameId),
            )),
        ),
    );
    r.get(
      `${LINE_API}/outcomes`,
      { schema: { tags, querystring: outcomesQuery, response: { 200: outcomesResponseSchema, ...errors } } },
      async (request, reply) =>
        sendCached(
          request,
          reply,
          (await liveOutcomesAnswer(line, keyOf('outcomes', request.query), request.query.ids)) ??
            (await line.cached(keyOf('outcomes', request.query), () => q.outcomes(line, request.query.ids))),
        ),
    );
    r.get(
      `${LINE_API}/search`,
      { schema: { tags, querystring: searchQuery, response: { 200: searchResponseSchema, ...errors } } },
      async (request, reply) =>
        sendCached(
          request,
          reply,
          await line.cached(keyOf('search', request.query), (s) =>
            q.search(line, s, request.query.q, request.query.limit),
          ),
        ),
    );
    r.get(
      `${LINE_API}/sports-map`,
      { schema: { tags, querystring: sportsMapQuery, response: { 200: sportsMapResponseSchema, ...errors } } },
      async (request, reply) =>
        sendCached(
          request,
          reply,
          await line.cached(keyOf('sports-map', request.query), () =>
            q.sportsMap(line, request.query.lng, request.query.nameEng),
          ),
        ),
    );
    r.get(
      `${LINE_API}/results`,
      { schema: { tags, querystring: resultsQuery, response: { 200: pagedResultsResponseSchema, ...errors } } },
      async (request, reply) => {
        if (Number.isNaN(Date.parse(`${request.query.date}T00:00:00Z`))) {
          return sendError(reply, 400, 'bad_date', 'date must be YYYY-MM-DD');
        }
        return sendCached(
          request,
          reply,
          await line.cached(keyOf('results', request.query), (_s, now) => q.results(line, now, request.query)),
        );
      },
    );
    r.get(
      `${LINE_API}/statistics/:gameId`,
      { schema: { tags, params: gameParams, response: { 200: statisticsResponseSchema, ...errors } } },
      async (request, reply) =>
        sendCached(
          request,
          reply,
          await line.cached(`statistics:${request.params.gameId}`, (_s, now) =>
            q.statistics(line, now, request.params.gameId),
          ),
        ),
    );
    r.get(
      `${LINE_API}/top`,
      { schema: { tags, response: { 200: topResponseSchema, ...errors } } },
      async (request, reply) => sendCached(request, reply, await line.cached('top', (s, now) => q.top(s, now))),
    );
    r.get(
      `${LINE_API}/teams/:teamId`,
      { schema: { tags, params: teamParams, response: { 200: teamResponseSchema, ...errors } } },
      async (request, reply) =>
        sendCached(
          request,
          reply,
          await line.cached(`team:${request.params.teamId}`, (s, now) => q.team(line, s, now, request.params.teamId)),
        ),
    );
    // Issue 14: incidents of a game and results/live.
    liveRoutes(app, line);
  };
}
