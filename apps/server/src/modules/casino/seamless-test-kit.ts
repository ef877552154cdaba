import { createHash, randomUUID } from 'node:crypto';
import type { App } from '../../app';
import type { Db } from '../../db/client';
import { ProviderSessions } from './seamless-sessions';
import { hmacHex, signingString } from './seamless-wallet';

/**
 * What the seamless-wallet tests share (issue 25 §7/§8): a provider's signed request, as the
 * published protocol says, and a provider session opened for a player the way a launch opens
 * one (a one-use launch token bound to the player's site session, consumed by `authenticate`).
 */
export interface SignOptions {
  secret: string;
  provider: string;
  operation: string;
  /** Unix ms; the X-Timestamp sent is its seconds. */
  at: number;
  nonce?: string;
  method?: string;
}

/** The headers of a signed call (a fresh nonce unless one is given). */
export function signedHeaders(body: string, o: SignOptions): Record<string, string> {
  const timestamp = String(Math.floor(o.at / 1000));
  const nonce = o.nonce ?? randomUUID();
  const path = `/casino-api/seamless/${o.provider}/${o.operation}`;
  return {
    'content-type': 'application/json',
    'x-timestamp': timestamp,
    'x-nonce': nonce,
    'x-signature': hmacHex(o.secret, signingString({ method: o.method ?? 'POST', path, timestamp, nonce, body })),
  };
}

/** Sends a signed call through the app (fastify inject). */
export function signedCall(app: App, body: object | string, o: SignOptions) {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  return app.app.inject({
    method: 'POST',
    url: `/casino-api/seamless/${o.provider}/${o.operation}`,
    headers: signedHeaders(raw, o),
    payload: raw,
  });
}

/** The identity module's id of the site session whose cookie secret is `sid` (its SHA-256, base64url). */
export const siteSessionIdOf = (sid: string) => createHash('sha256').update(sid).digest('base64url');

/**
 * A provider session for the player logged in with the `sid` cookie, opened as a launch and the
 * provider's `authenticate` would: answers the session token the wallet calls carry.
 */
export async function openProviderSession(
  app: App,
  o: { db: Db; provider: string; userId: number; sid: string; gameId?: string; now: () => number },
): Promise<string> {
  const sessions = new ProviderSessions({ db: o.db, rg: app.rg, now: o.now });
  const launchToken = await sessions.issue({
    provider: o.provider,
    userId: o.userId,
    gameId: o.gameId ?? `${o.provider}-game`,
    siteSessionId: siteSessionIdOf(o.sid),
    expiresAt: o.now() + 60_000,
  });
  const opened = await sessions.open(o.provider, launchToken);
  if (!opened.ok) throw new Error(`no provider session: ${opened.code}`);
  return opened.sessionToken;
}
