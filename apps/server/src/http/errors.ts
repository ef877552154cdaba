import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError } from '@sb/contracts';

/** Spec §7 path prefixes: everything under them answers JSON, never an HTML page. */
export const API_PREFIXES = [
  '/bff-api',
  '/redirects-api',
  '/blocks-api',
  '/web-api',
  '/limit-service-api',
  '/social-api',
  '/fatman-api',
  '/admin-api',
  '/line-api',
  '/bets-api',
] as const;

export function isApiPath(url: string): boolean {
  return API_PREFIXES.some((p) => url === p || url.startsWith(`${p}/`) || url.startsWith(`${p}?`));
}

export function sendError(reply: FastifyReply, status: number, code: string, detail: string, title = 'main_error') {
  const body: ApiError = { errors: [{ status: String(status), code, title, detail }] };
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const detail = error.validation
        .map((v) => `${v.instancePath || error.validationContext}: ${v.message}`)
        .join('; ');
      return sendError(reply, 400, 'validation_failed', detail);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: bad JSON, body too large, unsupported media type, …
      return sendError(reply, status, (error.code ?? 'bad_request').toLowerCase(), error.message);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 500, 'internal_error', 'Internal server error');
  });
}
