import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { unauthorized } from './errors';
import { SESSION_COOKIE, findSession, sessionActive, type SessionInfo } from './sessions';
import { verifyToken } from './signed-token';

/** Spec §9 token cache 60 s: the client shares one token for a minute; it lives a little longer. */
export const ACCESS_TOKEN_TTL_MS = 10 * 60_000;

export interface Principal {
  userId: number;
  sessionId: string;
}

/**
 * Who is calling: a bearer access token (checked against a live session, so logout and password
 * change take effect at once), else the session cookie.
 */
export async function principalOf(
  db: Db,
  key: string,
  request: FastifyRequest,
  nowMs: number,
): Promise<Principal | null> {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) {
    const t = verifyToken(key, header.slice(7), 'access', nowMs);
    if (!t?.sid || !(await sessionActive(db, t.sid, nowMs))) return null;
    return { userId: Number(t.sub), sessionId: t.sid };
  }
  const s: SessionInfo | null = await findSession(db, request.cookies[SESSION_COOKIE], nowMs);
  return s ? { userId: s.userId, sessionId: s.id } : null;
}

export async function requirePrincipal(
  db: Db,
  key: string,
  request: FastifyRequest,
  nowMs: number,
): Promise<Principal> {
  const p = await principalOf(db, key, request, nowMs);
  if (!p) throw unauthorized();
  return p;
}

export function clientIp(request: FastifyRequest): string {
  return request.ip;
}

export function noStore(reply: FastifyReply): void {
  reply.header('Cache-Control', 'no-store');
}
