import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { EventBus } from '../../bus/bus';
import type { Leadership } from '../../cluster/leader';
import type { Database } from '../../db/client';

const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  /** Each dependency: 'ok' or why not. */
  checks: z.record(z.string(), z.string()).optional(),
  /** Whether this node runs the cluster's background jobs (information, not a check). */
  leader: z.enum(['this node', 'follower']).optional(),
});

export function healthRoutes(database: Database, bus: EventBus, leadership: Pick<Leadership, 'isLeader'>) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    // Liveness: the process answers. It must not depend on the database, or a DB outage
    // would make the orchestrator restart healthy nodes.
    r.get('/healthz', { schema: { tags: ['health'], response: { 200: healthSchema } } }, async () => ({
      status: 'ok' as const,
    }));
    // Readiness: this node can serve traffic — the database answers, and on Redis both the
    // publishing and the subscribed connection are up (a node that cannot hear the others
    // would serve stale state).
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
        const leader = leadership.isLeader() ? ('this node' as const) : ('follower' as const);
        return reply.code(ok ? 200 : 503).send({ status: ok ? 'ok' : 'unavailable', checks, leader });
      },
    );
  };
}
