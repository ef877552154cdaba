import type { FastifyContextConfig, FastifyInstance } from 'fastify';

/** One method of one route as it was declared: what the shedding and the gates decide by. */
export interface RouteDeclaration {
  method: string;
  url: string;
  config: Readonly<FastifyContextConfig>;
}

const tables = new WeakMap<FastifyInstance, RouteDeclaration[]>();

/**
 * Keeps the declarations of every route registered after this call (the shedding plugin calls it
 * first of all in buildApp), so that a test can check them against what each route does: a money
 * route that forgot `config.money` would be shed under load without anyone noticing (issue 25 §4).
 * Costs nothing per request: onRoute runs once per route, at boot.
 */
export function recordRouteTable(app: FastifyInstance): void {
  if (tables.has(app)) return;
  const table: RouteDeclaration[] = [];
  tables.set(app, table);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue; // Fastify's automatic twin of a GET
      table.push({ method, url: route.url, config: route.config ?? {} });
    }
  });
}

/** Every route of the app, with its declaration; empty if the table was never recorded. */
export function routeTable(app: FastifyInstance): readonly RouteDeclaration[] {
  return tables.get(app) ?? [];
}
