import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedResponse } from './service';

/** Small bodies go out as they are (the compress plugin's own threshold). */
const COMPRESS_MIN_BYTES = 1024;

/**
 * Sends a cached rendering: Cache-Control until the next price tick or kick-off (≤ 60 s), and a
 * weak ETag so a client that has the body gets a 304.
 */
export function sendCached(request: FastifyRequest, reply: FastifyReply, c: CachedResponse) {
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
export function keyOf(route: string, query: object): string {
  return `${route}?${JSON.stringify(Object.entries(query).sort(([a], [b]) => a.localeCompare(b)))}`;
}
