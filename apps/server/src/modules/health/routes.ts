import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { EventBus } from '../../bus/bus';
import type { Database } from '../../db/client';

const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  checks: z.record(z.string(), z.string()).optional(),
});

export function healthRoutes(database: Database, bus: EventBus) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    // Liveness: the process answers. It must not depend on the database, or a DB outage
    // would make the orchestrator restart healthy nodes.
    r.get('/healthz', { schema: { tags: ['health'], response: { 200: healthSchema } } }, async () => ({
      status: 'ok' as const,
    }));
    // Readiness: this node can serve traffic (database and bus reachable).
    r.get(
      '/readyz',
      { schema: { tags: ['health'], response: { 200: healthSchema, 503: healthSchema } } },
      async (_req, reply) => {
        const checks: Record<string, string> = {};
        const probe = async (name: string, fn: () => Promise<void>) => {
          try {
            await fn();
            checks[name] = 'ok';
          } catch (err) {
            checks[name] = err instanceof Error ? err.message : 'failed';
          }
        };
        await Promise.all([probe(database.kind, () => database.ping()), probe(`bus:${bus.kind}`, () => bus.ping())]);
        const ok = Object.values(checks).every((v) => v === 'ok');
        return reply.code(ok ? 200 : 503).send({ status: ok ? 'ok' : 'unavailable', checks });
      },
    );
  };
}
