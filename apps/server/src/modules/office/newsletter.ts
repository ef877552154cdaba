import { hmac, safeEqual } from '../identity';

/**
 * Spec §2 user/stopnewsletter: the signed token of a mailing's unsubscribe link. It names the
 * player and carries an HMAC of the server's key, so a link works without logging in and cannot
 * be forged for another player; it never expires (an old newsletter's link still unsubscribes).
 */
const purpose = (userId: number) => `stopnewsletter:${userId}`;

export function newsletterToken(key: string, userId: number): string {
  return `${userId}.${hmac(key, purpose(userId))}`;
}

/** The player a token was made for, or null for a token this server did not sign. */
export function playerOfNewsletterToken(key: string, token: string): number | null {
  const m = /^(\d{1,10})\.([A-Za-z0-9_-]{20,100})$/.exec(token);
  if (!m) return null;
  const userId = Number(m[1]);
  if (!Number.isSafeInteger(userId) || userId <= 0) return null;
  return safeEqual(m[2] ?? '', hmac(key, purpose(userId))) ? userId : null;
}

/** The link a mailing carries: the page in the player's language, with the token. */
export function unsubscribeUrl(publicUrl: string, lng: string, key: string, userId: number): string {
  const base = publicUrl.replace(/\/+$/, '');
  return `${base}/${lng}/user/stopnewsletter?token=${encodeURIComponent(newsletterToken(key, userId))}`;
}
