import type { FastifyRequest } from 'fastify';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
/** Headers a proxy in front of the node adds: a request that carries one came from elsewhere. */
const PROXY_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'] as const;

/**
 * Issue 25 §10: whether the request comes from this machine itself. Reads the socket's address,
 * never `request.ip` (with TRUST_PROXY that is whatever X-Forwarded-For says), and refuses a
 * request a local proxy passed on: behind nginx on the same host every visitor is 127.0.0.1.
 */
export function fromLoopback(request: FastifyRequest): boolean {
  const address = request.raw.socket.remoteAddress ?? '';
  if (!LOOPBACK.has(address)) return false;
  return PROXY_HEADERS.every((h) => request.headers[h] === undefined);
}
