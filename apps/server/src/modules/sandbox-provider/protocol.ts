import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/**
 * The sandbox aggregator's launch protocol (issue 15 provider adapter): what the operator (our
 * casino's adapter) and the provider (this sandbox) agree on, as a real aggregator's integration
 * guide would state it. Both sides hold the provider's shared secret.
 *
 * - Launch URL: `{base}/launch?game&token&currency&mode&lang&return&expires&sig`, where `token`
 *   is the operator's one-use launch token (empty in demo), `expires` unix seconds and `sig` =
 *   hex HMAC-SHA256(secret, the canonical string below). A stale or altered URL opens nothing;
 *   in real mode the provider exchanges the token at the operator's wallet (`authenticate`), which
 *   answers a session token once (issue 25 §8): the same URL opened again opens nothing.
 * - Session: the provider's page then holds a session token it signs itself (SESSION_TTL_MS),
 *   sent with each round, carrying the wallet's session token and the round scope (issue 25 §3:
 *   `real:{playerId}` or `demo:{random}`); the operator's wallet ends the real one with its site session.
 */
export const SANDBOX_BASE_PATH = '/sandbox-provider';
export const LAUNCH_TTL_MS = 5 * 60 * 1000;
export const SESSION_TTL_MS = 4 * 60 * 60 * 1000;

export interface LaunchTicket {
  game: string;
  /** The seamless wallet's player token; '' in demo mode. */
  token: string;
  currency: string;
  mode: 'real' | 'demo';
  lang: string;
  /** Where the page's "back" link goes (the operator's game page). */
  returnUrl: string;
  /** Unix seconds. */
  expires: number;
}

const hmacHex = (secret: string, message: string) => createHmac('sha256', secret).update(message).digest('hex');

const sameHex = (a: string, b: string) =>
  /^[0-9a-f]{64}$/.test(b) && timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));

const canonical = (t: LaunchTicket) =>
  ['launch', t.game, t.token, t.currency, t.mode, t.lang, t.returnUrl, String(t.expires)].join('\n');

/** The launch URL's query for a ticket (the operator's side). */
export function launchQuery(secret: string, t: LaunchTicket): string {
  return new URLSearchParams({
    game: t.game,
    token: t.token,
    currency: t.currency,
    mode: t.mode,
    lang: t.lang,
    return: t.returnUrl,
    expires: String(t.expires),
    sig: hmacHex(secret, canonical(t)),
  }).toString();
}

const ticketSchema = z.object({
  game: z.string().regex(/^[a-z0-9-]{1,40}$/),
  token: z.string().max(200),
  currency: z.string().regex(/^[A-Z]{3}$/),
  mode: z.enum(['real', 'demo']),
  lang: z.string().regex(/^[a-z]{2}(-[a-z]{2})?$/),
  return: z.string().max(300),
  expires: z.coerce.number().int().positive(),
  sig: z.string(),
});

export type TicketCheck =
  { ok: true; ticket: LaunchTicket } | { ok: false; reason: 'malformed' | 'bad_signature' | 'expired' };

/** The provider's side: a launch URL's query is the operator's, unaltered and not stale. */
export function verifyLaunch(secret: string, query: unknown, nowMs: number): TicketCheck {
  const parsed = ticketSchema.safeParse(query);
  if (!parsed.success) return { ok: false, reason: 'malformed' };
  const q = parsed.data;
  const ticket: LaunchTicket = {
    game: q.game,
    token: q.token,
    currency: q.currency,
    mode: q.mode,
    lang: q.lang,
    returnUrl: q.return,
    expires: q.expires,
  };
  if (!sameHex(hmacHex(secret, canonical(ticket)), q.sig)) return { ok: false, reason: 'bad_signature' };
  if (ticket.mode === 'real' && ticket.token === '') return { ok: false, reason: 'malformed' };
  if (ticket.expires * 1000 < nowMs || ticket.expires * 1000 > nowMs + 2 * LAUNCH_TTL_MS)
    return { ok: false, reason: 'expired' };
  return { ok: true, ticket };
}

export interface SandboxSession {
  game: string;
  /** The operator wallet's session token ('' in demo). */
  token: string;
  /** Issue 25 §3: whose rounds these are — `real:{playerId}` or `demo:{random per launch}`. */
  scope: string;
  currency: string;
  mode: 'real' | 'demo';
  /** Unix milliseconds. */
  expiresAt: number;
}

const sessionSchema = z.object({
  game: z.string(),
  token: z.string(),
  scope: z.string().min(1),
  currency: z.string(),
  mode: z.enum(['real', 'demo']),
  expiresAt: z.number(),
});

/** The page's session token: base64url(JSON) "." hex HMAC(secret, "session:" + payload). */
export function signSession(secret: string, s: SandboxSession): string {
  const payload = Buffer.from(JSON.stringify(s)).toString('base64url');
  return `${payload}.${hmacHex(secret, `session:${payload}`)}`;
}

export function sessionOf(secret: string, token: string, nowMs: number): SandboxSession | null {
  const [payload, sig, ...rest] = token.split('.');
  if (!payload || !sig || rest.length > 0) return null;
  if (!sameHex(hmacHex(secret, `session:${payload}`), sig)) return null;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const s = sessionSchema.safeParse(json);
  return s.success && s.data.expiresAt > nowMs ? s.data : null;
}
