import { createApiClient } from '../../../lib/api-client';
import { requestCaptcha } from '../../../lib/captcha-store';
import { auth } from './keys';

/**
 * A POST with an Idempotency-Key header, through the site's API client (X-Requested-With, bearer
 * token, 401 refresh, captcha, error mapping). The shared client has no per-call headers, so a
 * client of the same factory adds this one header to its requests.
 */
export function idempotentPost<T>(path: string, body: unknown, key: string): Promise<T> {
  const client = createApiClient({
    solveCaptcha: requestCaptcha,
    fetchImpl: (input, init) =>
      fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string>), 'Idempotency-Key': key } }),
  });
  return client.post<T>(path, body, auth);
}
