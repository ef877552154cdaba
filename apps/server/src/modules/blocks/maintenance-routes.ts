import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema, maintenanceGroupSchema } from '@sb/contracts';
import { sendError } from '../../http/errors';
import type { ConfigService } from '../config';

const ADMIN_SCHEMA = { tags: ['admin'], security: [{ bearer: [] }] };

/**
 * Operators switch maintenance on and off (spec §3 Maintenance config). The config group is
 * versioned and audited; the bus tells every node to drop its cache, so pages follow at once.
 */
export function adminMaintenanceRoutes(config: ConfigService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/admin-api/maintenance',
      {
        schema: {
          ...ADMIN_SCHEMA,
          response: { 200: maintenanceGroupSchema, 401: apiErrorSchema, 403: apiErrorSchema },
        },
      },
      async () => (await config.groups()).maintenance,
    );
    r.put(
      '/admin-api/maintenance',
      {
        schema: {
          ...ADMIN_SCHEMA,
          summary: 'Schedules or switches maintenance (spec §3, §4)',
          body: maintenanceGroupSchema,
          response: { 200: maintenanceGroupSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const m = request.body;
        const order = (a: string | null, b: string | null) => a === null || b === null || Date.parse(a) < Date.parse(b);
        if (!order(m.started_at, m.ended_at) || !order(m.notify_started_at, m.notify_ended_at)) {
          return sendError(reply, 400, 'bad_window', 'each window must start before it ends');
        }
        await config.setGroup('maintenance', m, 'admin-api');
        return (await config.groups()).maintenance;
      },
    );
  };
}
