import { hmac, safeEqual } from './crypto';

/**
 * Compact signed tokens: base64url(JSON payload) + "." + HMAC-SHA256. Used for the short-lived
 * bearer access token, the two-step login ticket, the captcha pass and the password-reset ticket;
 * `kind` keeps one from being replayed as another.
 */
export interface TokenPayload {
  kind: 'access' | 'two_step' | 'captcha' | 'reset' | 'oauth' | 'fingerprint' | 'login' | 'grant';
  sub: string;
  exp: number;
  sid?: string;
  /** Unique per token: what a spent-marker names (two-step tickets, rotated access tokens). */
  jti?: string;
  /** Two-step ticket: whether the session opened after it is remembered. */
  remember?: boolean;
}

export function signToken(key: string, payload: TokenPayload): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${hmac(key, body)}`;
}

export function verifyToken(
  key: string,
  token: string,
  kind: TokenPayload['kind'],
  nowMs: number,
): TokenPayload | null {
  if (token.length > 2048) return null;
  const dot = token.indexOf('.');
  if (dot <= 0) return null;
  const body = token.slice(0, dot);
  if (!safeEqual(hmac(key, body), token.slice(dot + 1))) return null;
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const p = payload as Partial<TokenPayload>;
  if (p.kind !== kind || typeof p.sub !== 'string' || typeof p.exp !== 'number' || p.exp <= nowMs) return null;
  return p as TokenPayload;
}
