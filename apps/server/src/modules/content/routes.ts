import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminContentBodySchema,
  adminContentParamsSchema,
  adminContentVersionParamsSchema,
  adminContentVersionSchema,
  adminContentVersionsAnswerSchema,
  apiErrorSchema,
  CONTENT_PAGE_SIZE_MAX,
  contentDocumentParamsSchema,
  contentDocumentSchema,
  contentLangQuerySchema,
  contentListAnswerSchema,
  contentListParamsSchema,
  contentListQuerySchema,
  remoteViewAnswerSchema,
  remoteViewHeadersSchema,
  remoteViewParamsSchema,
  seoStateAnswerSchema,
  seoStateParamsSchema,
  termsAnswerSchema,
  termsItemsOf,
  SEO_TEXT_STYLES,
} from '@sb/contracts';
import { matchesTarget, remoteViewOf, viewTargetOf } from './remote-view';
import { sendError } from '../../http/errors';
import { ContentConflictError, ContentNotFoundError, type ContentService } from './service';

/** Public texts change only when an operator publishes; a minute of caching spares the database. */
const PUBLIC_CACHE = 'public, max-age=60';

export const CONTENT_API = '/bff-api/content/v1';

/** Public reads: published versions only (issue 18 content service). */
export function contentRoutes(content: ContentService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      `${CONTENT_API}/documents/:kind`,
      {
        schema: {
          tags: ['content'],
          params: contentListParamsSchema,
          querystring: contentListQuerySchema,
          response: { 200: contentListAnswerSchema, 400: apiErrorSchema },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', PUBLIC_CACHE);
        return content.list(request.params.kind, request.query);
      },
    );
    r.get(
      `${CONTENT_API}/terms`,
      {
        schema: {
          tags: ['content'],
          querystring: contentLangQuerySchema,
          response: { 200: termsAnswerSchema, 400: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const { lng } = request.query;
        const { items } = await content.list('rule', { lng, page: 1, pageSize: CONTENT_PAGE_SIZE_MAX });
        reply.header('Cache-Control', PUBLIC_CACHE);
        return { items: termsItemsOf(items, lng) };
      },
    );
    r.get(
      `${CONTENT_API}/documents/:kind/:slug`,
      {
        schema: {
          tags: ['content'],
          params: contentDocumentParamsSchema,
          querystring: contentLangQuerySchema,
          response: { 200: contentDocumentSchema, 400: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const { kind, slug } = request.params;
        const doc = await content.published(kind, slug, request.query.lng);
        if (!doc)
          return sendError(reply, 404, 'content_not_found', `No published ${kind} "${slug}"`, 'error_404_title');
        reply.header('Cache-Control', PUBLIC_CACHE);
        return doc;
      },
    );
    // Spec §3 SEO state: content with style and content, for the line, casino and landing pages.
    r.get(
      `${CONTENT_API}/seo/:page`,
      {
        schema: {
          tags: ['content'],
          params: seoStateParamsSchema,
          querystring: contentLangQuerySchema,
          response: { 200: seoStateAnswerSchema, 400: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const doc = await content.published('seo', request.params.page, request.query.lng);
        reply.header('Cache-Control', PUBLIC_CACHE);
        if (!doc) return { content: null };
        const style = doc.meta.style ?? SEO_TEXT_STYLES[0];
        return { content: { style, content: doc.body } };
      },
    );
    // Spec §7 remote view fetch: the view URL plus the current path, e.g. …/view/en/information/about.
    r.get(
      `${CONTENT_API}/view/*`,
      {
        schema: {
          tags: ['content'],
          params: remoteViewParamsSchema,
          headers: remoteViewHeadersSchema,
          response: { 200: remoteViewAnswerSchema, 400: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const target = viewTargetOf(request.params['*']);
        const doc = target ? await content.published(target.kind, target.slug, target.lng) : null;
        if (!target || !doc || !matchesTarget(doc, target)) {
          return sendError(reply, 404, 'view_not_found', 'No content view at this path', 'error_404_title');
        }
        reply.header('Cache-Control', PUBLIC_CACHE).header('Vary', 'force-spa');
        return remoteViewOf(doc, target.lng, request.headers['force-spa'] !== undefined);
      },
    );
  };
}

const ADMIN_ERRORS = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema } as const;

/** Operator API (docs/content.md), registered under the admin bearer guard. */
export function adminContentRoutes(content: ContentService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const security = [{ bearer: [] }];
    r.get(
      '/admin-api/content/:kind/:slug/:lang/versions',
      {
        schema: {
          tags: ['admin'],
          security,
          params: adminContentParamsSchema,
          response: { 200: adminContentVersionsAnswerSchema, ...ADMIN_ERRORS },
        },
      },
      async (request) => {
        const { kind, slug, lang } = request.params;
        return { versions: await content.versions(kind, slug, lang) };
      },
    );
    r.put(
      '/admin-api/content/:kind/:slug/:lang',
      {
        schema: {
          tags: ['admin'],
          security,
          params: adminContentParamsSchema,
          body: adminContentBodySchema,
          response: { 201: adminContentVersionSchema, 409: apiErrorSchema, ...ADMIN_ERRORS },
        },
      },
      async (request, reply) => {
        const { kind, slug, lang } = request.params;
        try {
          const saved = await content.save(kind, slug, lang, request.body, 'admin-api');
          return reply.code(201).send(saved);
        } catch (err) {
          if (err instanceof ContentConflictError) return sendError(reply, 409, 'content_conflict', err.message);
          throw err;
        }
      },
    );
    r.post(
      '/admin-api/content/:kind/:slug/:lang/versions/:version/publish',
      {
        schema: {
          tags: ['admin'],
          security,
          params: adminContentVersionParamsSchema,
          response: { 200: adminContentVersionSchema, 404: apiErrorSchema, ...ADMIN_ERRORS },
        },
      },
      async (request, reply) => {
        const { kind, slug, lang, version } = request.params;
        try {
          return await content.publish(kind, slug, lang, version);
        } catch (err) {
          if (err instanceof ContentNotFoundError) return sendError(reply, 404, 'content_not_found', err.message);
          throw err;
        }
      },
    );
    r.post(
      '/admin-api/content/:kind/:slug/:lang/unpublish',
      {
        schema: {
          tags: ['admin'],
          security,
          params: adminContentParamsSchema,
          response: { 200: z.object({ unpublished: z.number().int() }), 404: apiErrorSchema, ...ADMIN_ERRORS },
        },
      },
      async (request, reply) => {
        const { kind, slug, lang } = request.params;
        try {
          return { unpublished: await content.unpublish(kind, slug, lang) };
        } catch (err) {
          if (err instanceof ContentNotFoundError) return sendError(reply, 404, 'content_not_found', err.message);
          throw err;
        }
      },
    );
  };
}
