import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  configAllQuerySchema,
  configGroupAnswerSchema,
  configGroupQuerySchema,
  PRIVATE_CONFIG_GROUPS,
  siteConfigSchema,
} from '@sb/contracts';
import { sendError } from '../../http/errors';
import {
  configCacheSeconds,
  effectiveDefaultLanguage,
  isConfigGroupName,
  visibleLanguages,
  type ConfigService,
} from './service';

/** The visitor's country as a CDN or load balancer reports it (spec §7: header with country code). */
export function countryCodeOf(request: FastifyRequest): string | undefined {
  const raw = request.headers['x-country-code'] ?? request.headers['cf-ipcountry'];
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value && /^[A-Za-z]{2}$/.test(value) ? value.toLowerCase() : undefined;
}

export function configRoutes(config: ConfigService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/bff-api/config/all.json',
      {
        schema: {
          tags: ['config'],
          summary: 'Full site config (spec §3 Site config flags, §7)',
          querystring: configAllQuerySchema,
          response: { 200: siteConfigSchema, 400: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const answer = await config.siteConfig({
          lang: request.query.lang,
          countryCode: countryCodeOf(request),
          authenticated: false,
        });
        reply.header('Vary', 'X-Country-Code, CF-IPCountry');
        reply.header('Cache-Control', 'private, max-age=60');
        return answer;
      },
    );

    r.get(
      '/bff-api/config/group/get',
      {
        schema: {
          tags: ['config'],
          summary: 'Config groups, cacheable for a random 600–900 s (spec §9)',
          querystring: configGroupQuerySchema,
          response: { 200: configGroupAnswerSchema, 400: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const names = [...new Set(request.query.groups.split(',').filter(Boolean))];
        // Rule groups (redirects, blocks) are the server's: never handed to the public.
        const unknown = names.filter((n) => !isConfigGroupName(n) || PRIVATE_CONFIG_GROUPS.has(n));
        if (names.length === 0 || unknown.length > 0) {
          return sendError(
            reply,
            400,
            'unknown_config_group',
            `unknown groups: ${unknown.join(', ') || '(none given)'}`,
          );
        }
        const groups = await config.groups();
        const visible = visibleLanguages(groups.languages, false);
        const lang =
          request.query.lang && visible.includes(request.query.lang)
            ? request.query.lang
            : effectiveDefaultLanguage(groups.languages);
        const cacheTime = configCacheSeconds();
        reply.header('Cache-Control', `public, max-age=${cacheTime}`);
        const picked: Record<string, unknown> = {};
        for (const n of names) if (isConfigGroupName(n)) picked[n] = groups[n];
        return { lang, cacheTime, groups: picked };
      },
    );
  };
}
