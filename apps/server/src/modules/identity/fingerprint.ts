import { createHash } from 'node:crypto';
import { DomainError } from '../../http/errors';
import { signToken, verifyToken } from './signed-token';

/** Spec §3 Fingerprint record: token, componentsData, expiresAt. A day, then the client renews it. */
export const FINGERPRINT_TTL_MS = 24 * 3600_000;
export const FINGERPRINT_HEADER = 'x-fingerprint-token';
/** Spec §8: HTTP 400 with this code tells the client to refresh the fingerprint and retry. */
export const FINGERPRINT_ERROR_CODE = 'fingerprint_invalid';

/**
 * A stable device id from the browser's components (screen, time zone, languages, …): the
 * same components give the same id, so the audit log can tell a player's devices apart.
 */
export function deviceId(components: Record<string, unknown>): string {
  const canonical = JSON.stringify(
    Object.keys(components)
      .sort()
      .map((k) => [k, components[k]]),
  );
  return createHash('sha256').update(canonical).digest('base64url').slice(0, 32);
}

export function issueFingerprint(key: string, components: Record<string, unknown>, nowMs: number) {
  const id = deviceId(components);
  const expiresAt = nowMs + FINGERPRINT_TTL_MS;
  return { token: signToken(key, { kind: 'fingerprint', sub: id, exp: expiresAt }), expiresAt, data: { deviceId: id } };
}

/** Absent is fine (old clients, API users); present but invalid or expired is a 400 to refresh. */
export function fingerprintOf(key: string, header: string | undefined, nowMs: number): string | null {
  if (!header) return null;
  const t = verifyToken(key, header, 'fingerprint', nowMs);
  if (!t)
    throw new DomainError(400, FINGERPRINT_ERROR_CODE, 'main_error', 'Fingerprint expired or invalid; refresh it');
  return t.sub;
}
