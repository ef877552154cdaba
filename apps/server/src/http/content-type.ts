import type { FastifyInstance } from 'fastify';
import { clientError } from './errors';

/** RFC 2046 §5.1.1: a multipart boundary is 1 to 70 characters. */
const BOUNDARY = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))\s*(?:;|$)/i;

/** Whether a Content-Type header can be parsed as what it claims (today: multipart needs a boundary). */
export function contentTypeProblem(header: string | undefined): string | null {
  if (!header) return null;
  if (!/^\s*multipart\//i.test(header)) return null;
  return BOUNDARY.test(header) ? null : 'multipart content needs a boundary of 1 to 70 characters';
}

/**
 * Issue 11 §9: a multipart body without a usable boundary made the multipart parser throw (500).
 * The header is checked before any content-type parser runs, so it is a 400 on every route.
 */
export function registerContentTypeGuard(app: FastifyInstance): void {
  app.addHook('preParsing', async (request) => {
    const problem = contentTypeProblem(request.headers['content-type']);
    if (problem) throw clientError(400, 'bad_content_type', problem);
  });
}
