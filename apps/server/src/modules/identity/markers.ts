import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { captchas } from '../../db/schema';

/**
 * Markers: "this ticket or token is spent", "this decoy request id was issued then". They live in
 * the captcha table, which already held the spent-captcha-pass markers: a namespaced id, an expiry
 * after which what the marker guards is dead anyway (so purgeCaptchas may drop it), used_at set.
 * Every node sees the same markers, and spending is one atomic insert.
 */
export type MarkerKind = 'pass' | 'two_step' | 'access' | 'code' | 'login' | 'id_token';

const markerId = (kind: MarkerKind, key: string) => `${kind}:${key}`;

/** True the first time only: a second spend of the same key (on any node) answers false. */
export async function spendOnce(db: Db, kind: MarkerKind, key: string, expiresAtMs: number, nowMs: number) {
  const inserted = await db
    .insert(captchas)
    .values({ id: markerId(kind, key), answerHash: '-', expiresAt: new Date(expiresAtMs), usedAt: new Date(nowMs) })
    .onConflictDoNothing()
    .returning({ id: captchas.id });
  return inserted.length === 1;
}

/** SQL true when the key is spent, for a query that must check it in the same round trip. */
export function isSpentSql(kind: MarkerKind, key: string): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${captchas} where ${captchas.id} = ${markerId(kind, key)})`;
}

/**
 * The expiry of a marker, created with `expiresAtMs` on first sight: later calls answer the first
 * expiry, so something first seen now keeps the life it got then.
 */
export async function markerExpiry(
  db: Db,
  kind: MarkerKind,
  key: string,
  expiresAtMs: number,
  nowMs: number,
): Promise<number> {
  const id = markerId(kind, key);
  const [row] = await db
    .insert(captchas)
    // used_at set: captcha/validate treats the row as a spent challenge, never as a live one.
    .values({ id, answerHash: '-', expiresAt: new Date(expiresAtMs), usedAt: new Date(nowMs) })
    // A no-op update, so the existing row (and its first expiry) comes back in the same statement.
    .onConflictDoUpdate({ target: captchas.id, set: { expiresAt: sql`${captchas.expiresAt}` } })
    .returning({ expiresAt: captchas.expiresAt });
  return row?.expiresAt.getTime() ?? expiresAtMs;
}
