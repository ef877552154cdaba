import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema';
import { audit } from './audit';
import { randomToken, sha256 } from './crypto';
import { isSpentSql, spendOnce } from './markers';
import { revokeSession } from './sessions';
import { signToken, verifyToken, type TokenPayload } from './signed-token';

/** Spec §9 token cache 60 s: the client shares one token for a minute; it lives a little longer. */
export const ACCESS_TOKEN_TTL_MS = 10 * 60_000;

/**
 * Bearer access tokens: signed, ten minutes, bound to a session (the token family). Refreshing
 * (`updatetoken` with the token) spends the presented one and hands out its successor; a spent
 * token presented again — anywhere — is taken for a stolen copy and ends the whole session, so
 * the thief's successor dies with it (issue 11 §9: refresh did not revoke the old token).
 */
export function issueAccessToken(key: string, userId: number, sessionId: string, nowMs: number): string {
  return signToken(key, {
    kind: 'access',
    sub: String(userId),
    sid: sessionId,
    exp: nowMs + ACCESS_TOKEN_TTL_MS,
    jti: randomToken(12),
  });
}

/** Tokens signed before rotation existed carry no jti: their hash names them instead. */
const markerKey = (t: TokenPayload, token: string) => t.jti ?? sha256(token);

export interface BearerPrincipal {
  userId: number;
  sessionId: string;
}

/** Who a bearer token speaks for: a live session and an unspent token, in one round trip. */
export async function bearerPrincipal(
  db: Db,
  key: string,
  token: string,
  nowMs: number,
  ip: string,
): Promise<BearerPrincipal | null> {
  const t = verifyToken(key, token, 'access', nowMs);
  if (!t?.sid) return null;
  const [row] = await db
    .select({ spent: isSpentSql('access', markerKey(t, token)) })
    .from(sessions)
    .where(and(eq(sessions.id, t.sid), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date(nowMs))));
  if (!row) return null;
  if (row.spent) {
    await reuseDetected(db, t, ip);
    return null;
  }
  return { userId: Number(t.sub), sessionId: t.sid };
}

/** `updatetoken`: the successor of a live, unspent token; null (401) otherwise. */
export async function rotateAccessToken(
  db: Db,
  key: string,
  token: string,
  nowMs: number,
  ip: string,
): Promise<string | null> {
  const p = await bearerPrincipal(db, key, token, nowMs, ip);
  const t = verifyToken(key, token, 'access', nowMs);
  if (!p || !t) return null;
  // Two refreshes racing with one token: one wins, the other is a reuse.
  if (!(await spendOnce(db, 'access', markerKey(t, token), t.exp, nowMs))) {
    await reuseDetected(db, t, ip);
    return null;
  }
  return issueAccessToken(key, p.userId, p.sessionId, nowMs);
}

async function reuseDetected(db: Db, t: TokenPayload, ip: string): Promise<void> {
  if (!t.sid) return;
  await revokeSession(db, t.sid);
  await audit(db, 'token_reuse', Number(t.sub), ip, { session: t.sid.slice(0, 12) });
}
