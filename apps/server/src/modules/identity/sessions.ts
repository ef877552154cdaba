import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema';
import { randomToken, sha256 } from './crypto';

/** "Remember me" keeps a browser logged in for 30 days; otherwise 12 hours of inactivity end it. */
export const REMEMBER_TTL_MS = 30 * 24 * 3600_000;
export const SESSION_TTL_MS = 12 * 3600_000;
export const SESSION_COOKIE = 'sid';
/** Spec §6: a 'ua' cookie marks a logged-in browser. */
export const UA_COOKIE = 'ua';

export interface SessionInfo {
  id: string;
  userId: number;
  remember: boolean;
}

/** The cookie holds the secret; the table holds its hash, so a leaked table opens no session. */
export async function createSession(
  db: Db,
  userId: number,
  remember: boolean,
  nowMs: number,
  meta: { ip: string; userAgent: string | undefined },
): Promise<{ secret: string; session: SessionInfo; expiresAt: Date }> {
  const secret = randomToken(32);
  const id = sha256(secret);
  const expiresAt = new Date(nowMs + (remember ? REMEMBER_TTL_MS : SESSION_TTL_MS));
  await db.insert(sessions).values({
    id,
    userId,
    remember,
    expiresAt,
    ip: meta.ip,
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
  });
  return { secret, session: { id, userId, remember }, expiresAt };
}

export async function findSession(db: Db, secret: string | undefined, nowMs: number): Promise<SessionInfo | null> {
  if (!secret || secret.length > 100) return null;
  const [row] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.id, sha256(secret)), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date(nowMs))));
  return row ? { id: row.id, userId: row.userId, remember: row.remember } : null;
}

/**
 * Issue 25 §8: whether the session with this id is still open (not logged out or revoked, not
 * expired). A provider game session launched from it ends with it.
 */
export async function sessionAlive(db: Db, id: string, nowMs: number): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date(nowMs))));
  return row !== undefined;
}

/** Sliding expiry: an active session of a non-remembered browser lives 12 h past its last use. */
export async function touchSession(db: Db, s: SessionInfo, nowMs: number): Promise<void> {
  await db
    .update(sessions)
    .set({
      lastSeenAt: new Date(nowMs),
      ...(s.remember ? {} : { expiresAt: new Date(nowMs + SESSION_TTL_MS) }),
    })
    .where(eq(sessions.id, s.id));
}

export async function revokeSession(db: Db, id: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}

/** Every session of a user (password change, recovery), optionally except one. */
export async function revokeAllSessions(db: Db, userId: number, exceptId?: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(eq(sessions.userId, userId), isNull(sessions.revokedAt), exceptId ? ne(sessions.id, exceptId) : undefined),
    );
}

export async function listSessions(db: Db, userId: number, nowMs: number) {
  return db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      ip: sessions.ip,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date(nowMs))));
}

/** Revokes a session only if it belongs to this user: another user's id is simply not found. */
export async function revokeOwnSession(db: Db, userId: number, id: string): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, id), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length === 1;
}

export async function isRemembered(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ remember: sessions.remember }).from(sessions).where(eq(sessions.id, id));
  return row?.remember ?? false;
}
