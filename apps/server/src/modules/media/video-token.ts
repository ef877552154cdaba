import { createHmac, timingSafeEqual } from 'node:crypto';
import { VIDEO_TOKEN_REFRESH_MS, type VideoTokenResponse } from '@sb/contracts';

/**
 * Spec §6 "The video token is fetched only for authenticated users", §7 "video-token refresh
 * every 10 min": a token lives 15 minutes, so one refreshed every 10 never lapses while a page
 * stays open. It is `<payload>.<signature>`: payload base64url JSON {u: userId, e: expiresAt},
 * signature HMAC-SHA256 with a key derived from the app's signing key (a provider holding the
 * key can check it without calling us).
 */
export const VIDEO_TOKEN_TTL_MS = VIDEO_TOKEN_REFRESH_MS + 5 * 60 * 1000;

const sign = (key: string, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

export function issueVideoToken(key: string, userId: number, now: number): VideoTokenResponse {
  const expiresAt = now + VIDEO_TOKEN_TTL_MS;
  const payload = Buffer.from(JSON.stringify({ u: userId, e: expiresAt })).toString('base64url');
  return { token: `${payload}.${sign(key, payload)}`, expiresAt };
}

/** The player of a valid, unexpired token; null for anything else. */
export function verifyVideoToken(key: string, token: string, now: number): number | null {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = sign(key, payload);
  const a = Buffer.from(expected);
  const b = Buffer.from(signature);
  if (a.length !== b.length || !timingSafeEqual(a, b)) return null;
  try {
    const body: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (typeof body !== 'object' || body === null) return null;
    const { u, e } = body as { u?: unknown; e?: unknown };
    if (typeof u !== 'number' || typeof e !== 'number' || e <= now) return null;
    return u;
  } catch {
    return null;
  }
}
