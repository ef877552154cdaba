import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminSeoPageBodySchema, apiErrorSchema } from '@sb/contracts';
import { ROUTE_TABLE } from '@sb/web/server';
import { visibleLanguages, effectiveDefaultLanguage, type ConfigService } from '../config';
import type { SeoService } from './service';

/**
 * The site's origin for links: PUBLIC_URL, else what the origin policy makes of the request
 * (http/origin.ts: the Host header only when it is an allowed one, issue 11 §9).
 */
export function originOf(request: FastifyRequest, publicUrl: string | undefined): string {
  if (publicUrl) return publicUrl.replace(/\/$/, '');
  return request.siteOrigin;
}

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

export function seoRoutes(config: ConfigService, publicUrl: string | undefined) {
  return async (app: FastifyInstance) => {
    app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
      const origin = originOf(request, publicUrl);
      reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600');
      return [
        'User-agent: *',
        'Allow: /',
        'Disallow: /*/office',
        'Disallow: /*/user/',
        'Disallow: /*/print-coupon/',
        'Disallow: /*/debugger',
        ...['/bff-api/', '/web-api/', '/admin-api/', '/api-docs'].map((p) => `Disallow: ${p}`),
        `Sitemap: ${origin}/sitemap.xml`,
        '',
      ].join('\n');
    });

    app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
      const origin = originOf(request, publicUrl);
      const groups = await config.groups();
      const langs = visibleLanguages(groups.languages, false);
      const def = effectiveDefaultLanguage(groups.languages);
      const paths = ROUTE_TABLE.filter((r) => r.sitemap && !r.path.includes(':')).map((r) =>
        r.path ? `/${r.path}` : '',
      );
      const urls = paths.flatMap((p) =>
        langs.map((l) => {
          const alternates = [...langs.map((a) => [a, a] as const), ['x-default', def] as const]
            .map(
              ([hreflang, code]) =>
                `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${xml(`${origin}/${code}${p}`)}"/>`,
            )
            .join('');
          return `<url><loc>${xml(`${origin}/${l}${p}`)}</loc>${alternates}</url>`;
        }),
      );
      reply.type('application/xml; charset=utf-8').header('Cache-Control', 'public, max-age=3600');
      return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
    });
  };
}

/** Operator API for per-page SEO overrides (docs/config.md). Registered under the admin guard. */
export function adminSeoRoutes(seo: SeoService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.put(
      '/admin-api/seo/pages',
      {
        schema: {
          tags: ['admin'],
          security: [{ bearer: [] }],
          body: adminSeoPageBodySchema,
          response: { 204: z.null(), 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
        },
      },
      async (request, reply) => {
        await seo.set(request.body.lang, request.body.path, request.body.data);
        return reply.code(204).send(null);
      },
    );
  };
}
