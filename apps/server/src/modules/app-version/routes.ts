import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { APP_VERSION_PATH, appVersionOfEntry, appVersionSchema } from '@sb/contracts';

/**
 * Spec §9 app version check: an open tab asks which build this node serves and offers a reload
 * when it differs from its own. Never cached, so a deploy shows at once.
 */
export function appVersionRoutes(entry: string | null) {
  const version = appVersionOfEntry(entry);
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      APP_VERSION_PATH,
      {
        schema: {
          tags: ['config'],
          summary: 'The client build this server serves (spec §9 app version check)',
          response: { 200: appVersionSchema },
        },
      },
      async (_request, reply) => {
        reply.header('Cache-Control', 'no-store');
        return { version };
      },
    );
  };
}
