import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clientError, isApiPath } from './errors';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The path as the router sees it: duplicate slashes (and backslashes) collapsed, escapes decoded.
 * Used only where no route matched; a matched request is judged by its route's pattern.
 */
export function normalizedPath(url: string): string {
  const path = url.split('?')[0] ?? '';
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // Malformed escapes: judge the raw path.
  }
  return decoded.replace(/[/\\]+/g, '/');
}

/**
 * Whether an exempt path names the route this request was routed to: the route's own pattern
 * (`/web-api/payments/webhook/:provider`), or a concrete path (`/web-api/payments/webhook/sandbox`)
 * whose segments equal the pattern's, parameters standing for the values the router decoded.
 */
function routedTo(request: FastifyRequest, exempt: string): boolean {
  const pattern = request.routeOptions.url;
  if (pattern === undefined) return false;
  if (pattern === exempt) return true;
  const want = exempt.split('/');
  const have = pattern.split('/');
  if (want.length !== have.length) return false;
  const params = request.params as Record<string, unknown>;
  return have.every((segment, i) =>
    segment.startsWith(':') ? params[segment.slice(1)] === want[i] : segment === want[i],
  );
}

/**
 * ARCHITECTURE: state-changing requests require X-Requested-With. A cross-site form cannot set
 * custom headers, and a cross-site fetch that does needs a CORS preflight this server refuses.
 *
 * Issue 11 §4: the check reads the path the request was ROUTED to, never the raw URL: the router
 * ignores duplicate slashes and decodes escapes, so `//web-api/…` and `/%77eb-api/…` reach API
 * routes. A simple cross-site request (a form, or fetch with text/plain and no body) carries no
 * such header whatever its content type, so it is refused with 403 before its body is read.
 * `exempt`: routes authenticated otherwise (a payment provider's signed webhook).
 */
export function registerCsrfGuard(app: FastifyInstance, exempt: readonly string[] = []): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE.has(request.method)) return;
    const path = request.routeOptions.url ?? normalizedPath(request.url);
    if (!isApiPath(path)) return;
    if (exempt.some((e) => routedTo(request, e))) return;
    if (!request.headers['x-requested-with']) {
      throw clientError(403, 'csrf_header_missing', 'X-Requested-With header is required');
    }
  });
}
