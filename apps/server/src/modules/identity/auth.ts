import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { unauthorized } from './errors';
import { bearerPrincipal } from './access-tokens';
import { SESSION_COOKIE, findSession, type SessionInfo } from './sessions';

export { ACCESS_TOKEN_TTL_MS } from './access-tokens';

export interface Principal {
  userId: number;
  sessionId: string;
}

/**
 * Who is calling: a bearer access token (checked against a live session, so logout and password
 * change take effect at once, and not spent by a refresh), else the session cookie.
 */
export async function principalOf(
  db: Db,
  key: string,
  request: FastifyRequest,
  nowMs: number,
): Promise<Principal | null> {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return bearerPrincipal(db, key, header.slice(7), nowMs, request.ip);
  const s: SessionInfo | null = await findSession(db, request.cookies[SESSION_COOKIE], nowMs);
  return s ? { userId: s.userId, sessionId: s.id } : null;
}

/**
 * The caller of a route marked `config: { auth: 'required' }`: the principal hook
 * (http/principal.ts) resolved it before the body was read, so a handler needs no database for it.
 */
export function principal(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized();
  return request.principal;
}

export async function requirePrincipal(
  db: Db,
  key: string,
  request: FastifyRequest,
  nowMs: number,
): Promise<Principal> {
  // A route with `config: { auth: 'required' }` was resolved by the principal hook (http/principal.ts).
  const p = request.principal ?? (await principalOf(db, key, request, nowMs));
  if (!p) throw unauthorized();
  return p;
}

export function clientIp(request: FastifyRequest): string {
  return request.ip;
}

export function noStore(reply: FastifyReply): void {
  reply.header('Cache-Control', 'no-store');
}
