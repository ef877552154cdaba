import { api } from '../../../lib/api-client';
import { auth } from './keys';

/**
 * A POST with an Idempotency-Key header through the site's one API client, so money calls get
 * the same cross-cutting behaviour as every other call (bearer token, 401 refresh, captcha,
 * fingerprint, terms redirect, error mapping).
 */
export function idempotentPost<T>(path: string, body: unknown, key: string): Promise<T> {
  return api.request<T>(path, { method: 'POST', body, headers: { 'Idempotency-Key': key }, ...auth });
}
