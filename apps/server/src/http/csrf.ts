import type { FastifyInstance } from 'fastify';
import { isApiPath, sendError } from './errors';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * ARCHITECTURE: state-changing requests require X-Requested-With. A cross-site form cannot set
 * custom headers, and a cross-site fetch that does needs a CORS preflight this server refuses.
 */
export function registerCsrfGuard(app: FastifyInstance, exempt: readonly string[] = []): void {
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE.has(request.method) || !isApiPath(request.url)) return;
    if (exempt.includes(request.url.split('?')[0] ?? '')) return;
    if (!request.headers['x-requested-with']) {
      return sendError(reply, 403, 'csrf_header_missing', 'X-Requested-With header is required', 'main_error');
    }
  });
}
