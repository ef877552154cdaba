import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminRedirectParamsSchema,
  adminRedirectsAnswerSchema,
  apiErrorSchema,
  REDIRECT_LIGHT_PATH,
  redirectLightAnswerSchema,
  redirectLightBodySchema,
  redirectRuleSchema,
  redirectsGroupSchema,
} from '@sb/contracts';
import { sendError } from '../../http/errors';
import type { ConfigService } from '../config';
import { redirectIndexOf, resolveUrl } from './resolve';

/** Spec §7 POST redirect-light: the redirect service the client asks on navigation. */
export function redirectRoutes(config: ConfigService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.post(
      REDIRECT_LIGHT_PATH,
      {
        schema: {
          tags: ['redirects'],
          summary: 'Where a page moved (spec §3 Redirect response, §8 cycles suppressed)',
          body: redirectLightBodySchema,
          response: { 200: redirectLightAnswerSchema, 400: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const decision = resolveUrl(redirectIndexOf((await config.groups()).redirects), request.body.url);
        if (!decision) return sendError(reply, 400, 'bad_url', 'url is not a readable path or URL');
        return { data: decision };
      },
    );
  };
}

const ADMIN_SCHEMA = { tags: ['admin'], security: [{ bearer: [] }] };

/**
 * Operators add and remove rules (docs/config.md). Each change is a new version of the config
 * group `redirects`: audited, and every node drops its cache through the bus.
 */
export function adminRedirectRoutes(config: ConfigService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/admin-api/redirects',
      {
        schema: {
          ...ADMIN_SCHEMA,
          response: { 200: adminRedirectsAnswerSchema, 401: apiErrorSchema, 403: apiErrorSchema },
        },
      },
      async () => (await config.groups()).redirects,
    );
    r.put(
      '/admin-api/redirects/:id',
      {
        schema: {
          ...ADMIN_SCHEMA,
          summary: 'Adds or replaces a redirect rule',
          params: adminRedirectParamsSchema,
          body: redirectRuleSchema,
          response: { 200: adminRedirectsAnswerSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
        },
      },
      async (request, reply) => {
        if (request.params.id !== request.body.id) return sendError(reply, 400, 'id_mismatch', 'path id ≠ body id');
        const { rules } = (await config.groups()).redirects;
        const next = redirectsGroupSchema.safeParse({
          rules: [...rules.filter((x) => x.id !== request.body.id), request.body],
        });
        if (!next.success)
          return sendError(reply, 400, 'invalid_config', next.error.issues.map((i) => i.message).join('; '));
        await config.setGroup('redirects', next.data, 'admin-api');
        return (await config.groups()).redirects;
      },
    );
    r.delete(
      '/admin-api/redirects/:id',
      {
        schema: {
          ...ADMIN_SCHEMA,
          params: adminRedirectParamsSchema,
          response: { 200: adminRedirectsAnswerSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const { rules } = (await config.groups()).redirects;
        if (!rules.some((x) => x.id === request.params.id)) return sendError(reply, 404, 'not_found', 'no such rule');
        await config.setGroup('redirects', { rules: rules.filter((x) => x.id !== request.params.id) }, 'admin-api');
        return (await config.groups()).redirects;
      },
    );
  };
}
