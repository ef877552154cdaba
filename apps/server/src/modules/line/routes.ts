import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  LINE_API,
  apiErrorSchema,
  champsResponseSchema,
  gameResponseSchema,
  gamesResponseSchema,
  sportsMapResponseSchema,
  sportsResponseSchema,
} from '@sb/contracts';
import { sendError } from '../../http/errors';
import * as q from './queries';
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
import type { CachedResponse, LineService } from './service';

const errors = { 400: apiErrorSchema, 404: apiErrorSchema };
const tags = ['line'];
/** Small bodies go out as they are (the compress plugin's own threshold). */
const COMPRESS_MIN_BYTES = 1024;

/**
 * Sends a cached rendering: Cache-Control until the next price tick or kick-off (≤ 60 s), and a
 * weak ETag so a client that has the body gets a 304.
 */
function sendCached(request: FastifyRequest, reply: FastifyReply, c: CachedResponse) {
  const { entry } = c;
  reply
    .header('cache-control', `public, max-age=${c.maxAge}`)
    .header('etag', entry.etag)
    .header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  if (entry.body.length < COMPRESS_MIN_BYTES) return reply.send(entry.body);
  const accept = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accept)) {
    entry.br ??= brotliCompressSync(entry.body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } });
    return reply.header('content-encoding', 'br').send(entry.br);
  }
  if (/\bgzip\b/.test(accept)) {
    entry.gzip ??= gzipSync(entry.body, { level: 6 });
    return reply.header('content-encoding', 'gzip').send(entry.gzip);
  }
  return reply.send(entry.body);
}

/** A stable cache key: the route plus its validated query in a fixed order. */
function keyOf(route: string, query: object): string {
  return `${route}?${JSON.stringify(Object.entries(query).sort(([a], [b]) => a.localeCompare(b)))}`;
}

/**
 * Issue 17: the sports a logged-in player hid from the line (spec §3 user config
 * disallow_line_sport; the office stores them). Their sports and champs lists leave them out.
 */
export type HiddenSports = (userId: number) => Promise<readonly number[]>;

async function hiddenOf(request: FastifyRequest, hiddenSports: HiddenSports | undefined): Promise<Set<number>> {
  if (!request.principal || !hiddenSports) return new Set();
  return new Set(await hiddenSports(request.principal.userId));
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
        const c = await line.cached(keyOf('sports', request.query), (s) => q.sports(line, s));
        const hide = await hiddenOf(request, hiddenSports);
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
        const c = await line.cached(keyOf('champs', request.query), (s) => q.champs(line, s, request.query));
        const hide = await hiddenOf(request, hiddenSports);
        if (hide.size === 0) return sendCached(request, reply, c);
        reply.header('cache-control', 'private, no-store');
        const all = champsResponseSchema.parse(JSON.parse(c.entry.body));
        return { champs: all.champs.filter((ch) => !hide.has(ch.sportId)) };
      },
    );
    r.get(
      `${LINE_API}/games`,
      { schema: { tags, querystring: gamesQuery, response: { 200: gamesResponseSchema, ...errors } } },
      async (request, reply) => {
        const query = request.query;
        if (query.from !== undefined && query.to !== undefined && query.from > query.to) {
          return sendError(reply, 400, 'bad_range', 'from must not be after to');
        }
        return sendCached(request, reply, await line.cached(keyOf('games', query), (s) => q.games(s, query)));
      },
    );
    r.get(
      `${LINE_API}/games/:gameId`,
      { schema: { tags, params: gameParams, response: { 200: gameResponseSchema, ...errors } } },
      async (request, reply) =>
        sendCached(
          request,
          reply,
          await line.cached(`game:${request.params.gameId}`, (s, now) => q.game(line, s, now, request.params.gameId)),
        ),
    );
    r.get(
      `${LINE_API}/outcomes`,
      { schema: { tags, querystring: outcomesQuery, response: { 200: outcomesResponseSchema, ...errors } } },
      async (request, reply) =>
        sendCached(
          request,
          reply,
          await line.cached(keyOf('outcomes', request.query), () => q.outcomes(line, request.query.ids)),
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
  };
}
