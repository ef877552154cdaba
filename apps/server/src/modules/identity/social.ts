import { createHash } from 'node:crypto';
import { createRemoteJWKSet, decodeJwt, jwtVerify, type JWTPayload } from 'jose';
import type { Db } from '../../db/client';
import { DomainError } from '../../http/errors';
import { sha256 } from './crypto';
import { spendOnce } from './markers';

export interface OidcProvider {
  id: string;
  name: string;
  issuer: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  jwksUri: string;
  clientId: string;
  clientSecret: string;
  scope: string;
}

export interface VerifiedIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

/** JWKS are fetched once per URI and cached by jose (with its own refresh on unknown key ids). */
const jwksCache = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
function jwks(uri: string) {
  let set = jwksCache.get(uri);
  if (!set) {
    set = createRemoteJWKSet(new URL(uri), { timeoutDuration: 5000, cooldownDuration: 30_000 });
    jwksCache.set(uri, set);
  }
  return set;
}

/**
 * Verifies an OpenID Connect ID token: signature against the provider's published keys,
 * issuer, audience (our client id), expiry, and — for the code flow — the nonce we sent.
 */
export async function verifyIdToken(
  token: string,
  opts: { jwksUri: string; issuers: string[]; audience: string; nonce?: string },
): Promise<VerifiedIdentity> {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, jwks(opts.jwksUri), {
      issuer: opts.issuers,
      audience: opts.audience,
      algorithms: ['RS256', 'ES256'],
      clockTolerance: 30,
    }));
  } catch {
    throw new DomainError(400, 'invalid_id_token', 'auth_social_failed', 'ID token verification failed');
  }
  if (opts.nonce !== undefined && payload['nonce'] !== opts.nonce) {
    throw new DomainError(400, 'invalid_id_token', 'auth_social_failed', 'nonce mismatch');
  }
  if (typeof payload.sub !== 'string' || payload.sub.length === 0 || payload.sub.length > 255) {
    throw new DomainError(400, 'invalid_id_token', 'auth_social_failed', 'no subject');
  }
  const email = typeof payload['email'] === 'string' && payload['email'].length <= 254 ? payload['email'] : null;
  const verified = payload['email_verified'] === true || payload['email_verified'] === 'true';
  const name = typeof payload['name'] === 'string' ? payload['name'].slice(0, 80) : null;
  return { subject: payload.sub, email, emailVerified: verified, name };
}

/** The clock tolerance verifyIdToken grants: a spent token's marker outlives the token by it. */
const ID_TOKEN_TOLERANCE_MS = 30_000;

/**
 * Issue 25 §10: an ID token signs in once. Google one-tap posts the token itself (no nonce of
 * ours to bind it to), so a token seen once (a proxy log, a shared machine, a stolen request)
 * could sign in again and again until it expires. Marks the token spent — by its `jti`, else its
 * digest — until its expiry, on every node; a second use is refused. Call after verifyIdToken.
 */
export async function spendIdToken(db: Db, token: string, nowMs: number): Promise<void> {
  const payload = decodeJwt(token);
  const id =
    typeof payload.jti === 'string' && payload.jti.length > 0 ? `jti:${payload.jti.slice(0, 200)}` : sha256(token);
  const expiresAtMs = (payload.exp ?? nowMs / 1000) * 1000 + ID_TOKEN_TOLERANCE_MS;
  if (!(await spendOnce(db, 'id_token', `${payload.iss ?? ''}|${id}`, expiresAtMs, nowMs))) {
    throw new DomainError(400, 'id_token_used', 'auth_social_failed', 'This sign-in was used already');
  }
}

/** RFC 7636 PKCE S256 challenge of a verifier. */
export function pkceChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

/** Exchanges an authorization code for tokens at the provider (RFC 6749 §4.1.3 with PKCE). */
export async function exchangeCode(
  provider: OidcProvider,
  code: string,
  redirectUri: string,
  verifier: string,
  fetchImpl: typeof fetch = fetch,
): Promise<string> {
  let res: Response;
  try {
    res = await fetchImpl(provider.tokenEndpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        client_id: provider.clientId,
        client_secret: provider.clientSecret,
        code_verifier: verifier,
      }),
      signal: AbortSignal.timeout(10_000),
    });
  } catch {
    throw new DomainError(502, 'provider_unreachable', 'auth_social_failed');
  }
  if (!res.ok) throw new DomainError(400, 'code_exchange_failed', 'auth_social_failed');
  const body = (await res.json().catch(() => null)) as { id_token?: unknown } | null;
  if (!body || typeof body.id_token !== 'string')
    throw new DomainError(400, 'code_exchange_failed', 'auth_social_failed');
  return body.id_token;
}
