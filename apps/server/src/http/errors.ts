import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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

export function sendError(
  reply: FastifyReply,
  status: number,
  code: string,
  detail: string,
  title = 'main_error',
  extra: Readonly<Record<string, unknown>> = {},
) {
  const body: ApiError = { errors: [{ status: String(status), code, title, detail }] };
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send({ ...body, ...extra });
}

/**
 * The same answer as sendError, serialised here: from a hook that runs before any route's handler
 * (the API gate), where the route's own error schema would drop the fields beside `errors`.
 */
export function sendErrorSerialised(
  reply: FastifyReply,
  status: number,
  code: string,
  detail: string,
  title: string,
  extra: Readonly<Record<string, unknown>>,
) {
  const body: ApiError = { errors: [{ status: String(status), code, title, detail }] };
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send(JSON.stringify({ ...body, ...extra }));
}

/**
 * Issue 12: the one refusal type of every module (identity, wallet, responsible gaming, betting,
 * line, …). Each module's `errors.ts` builds it through its factories; the root handler answers it
 * as `{errors:[{status,code,title,detail}], ...extra}` — `title` is the dictionary key of the
 * message, `extra` the fields some answers carry beside `errors` (betting's `changes`/`offer`,
 * identity's 451 `exception_code`).
 */
export class DomainError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly title: string = 'main_error',
    detail?: string,
    readonly extra: Readonly<Record<string, unknown>> = {},
  ) {
    super(detail ?? code);
    this.name = 'DomainError';
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * How this route answers an `unauthorized` refusal (the principal hook's, or an inline
     * `requirePrincipal`): betting's API names it `not_authenticated` with its own title.
     */
    unauthorized?: { code: string; title: string };
  }
}

export function sendDomainError(reply: FastifyReply, error: DomainError) {
  return sendError(reply, error.status, error.code, error.message, error.title, error.extra);
}

/** Requests past onRequest (their body is being read), and those whose body was read (preHandler). */
const bodyReading = new WeakSet<FastifyRequest>();
const bodyRead = new WeakSet<FastifyRequest>();

function isMultipart(request: FastifyRequest): boolean {
  return (request.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/');
}

/**
 * A refusal thrown from a hook. Throwing (rather than sending from the hook) stops the request's
 * chain at once, even where an async onSend hook delays the end of the reply; the root handler
 * answers it with this status, code and detail.
 */
export function clientError(
  status: number,
  code: string,
  detail: string,
): Error & { statusCode: number; code: string } {
  return Object.assign(new Error(detail), { statusCode: status, code });
}

/**
 * A schema check may name its own error code (`params: { code }` on a zod refinement, e.g. the
 * contracts' `control_character` and `date_out_of_range`); otherwise `validation_failed`.
 */
function validationCode(validation: readonly { params: Record<string, unknown> }[]): string {
  for (const v of validation) {
    const params = v.params['params'];
    if (typeof params === 'object' && params !== null && 'code' in params && typeof params.code === 'string')
      return params.code;
  }
  return 'validation_failed';
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.addHook('preParsing', async (request, _reply, payload) => {
    bodyReading.add(request);
    return payload;
  });
  app.addHook('preHandler', async (request) => {
    bodyRead.add(request);
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) {
      const as = error.code === 'unauthorized' ? request.routeOptions.config.unauthorized : undefined;
      return sendDomainError(reply, as ? new DomainError(error.status, as.code, as.title, error.message) : error);
    }
    const whileReadingBody = bodyReading.has(request) && !bodyRead.has(request);
    if (!('statusCode' in error) && whileReadingBody && isMultipart(request)) {
      // Busboy's "Unexpected end of multipart data", "Malformed part header", …: bad input (issue 11).
      return sendError(reply, 400, 'bad_multipart', 'The multipart body could not be read');
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const detail = error.validation
        .map((v) => `${v.instancePath || error.validationContext}: ${v.message}`)
        .join('; ');
      return sendError(reply, 400, validationCode(error.validation), detail);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: bad JSON, body too large, unsupported media type, …
      return sendError(reply, status, (error.code ?? 'bad_request').toLowerCase(), error.message);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 500, 'internal_error', 'Internal server error');
  });
  // Pages have their catch-all GET route; any other unknown method and path answers the error shape.
  app.setNotFoundHandler((request, reply) =>
    sendError(reply, 404, 'not_found', `No route ${request.method} ${request.url.split('?')[0] ?? ''}`),
  );
}

/**
 * Errors the router raises before any hook runs (a malformed percent-escape, a path parameter
 * over maxParamLength): the same JSON-API error shape as every other error, without echoing the
 * (possibly huge) path back.
 */
export function frameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode ?? 400;
  const detail = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'A path parameter is too long' : 'Malformed URL';
  void sendError(reply, status, (error.code ?? 'bad_url').toLowerCase(), detail);
}
