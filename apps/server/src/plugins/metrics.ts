import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { clientError } from '../http/errors';
import { safeEqual } from '../modules/identity';

export interface MetricsAccess {
  /** `METRICS_TOKEN`: the bearer token a scraper sends. */
  token: string | undefined;
  production: boolean;
}

/**
 * Issue 11 §9: /metrics tells anyone the routes, their traffic and the process's memory. In
 * production it needs `Authorization: Bearer $METRICS_TOKEN` and is off (404) without a token;
 * elsewhere it is open unless a token is set.
 */
export function checkMetricsAccess(request: FastifyRequest, access: MetricsAccess): void {
  if (!access.token) {
    if (access.production) throw clientError(404, 'not_found', 'Set METRICS_TOKEN to serve /metrics in production');
    return;
  }
  const header = request.headers.authorization ?? '';
  const given = header.startsWith('Bearer ') ? header.slice(7) : '';
  if (!given || !safeEqual(given, access.token)) {
    throw clientError(401, 'unauthorized', 'A valid metrics bearer token is required');
  }
}

/** Prometheus metrics; route labels use the route pattern so cardinality stays bounded. */
export function registerMetrics(app: FastifyInstance, access: MetricsAccess): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  const total = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status: String(reply.statusCode),
    };
    duration.observe(labels, reply.elapsedTime / 1000);
    total.inc(labels);
  });
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    checkMetricsAccess(request, access);
    reply.type(registry.contentType);
    return registry.metrics();
  });
  return registry;
}
