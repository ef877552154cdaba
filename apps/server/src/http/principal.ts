import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { principalOf, unauthorized, type Principal } from '../modules/identity';

/**
 * Who may call a route (route option `config: { auth }`):
 * - 'required': a logged-in player; anyone else gets 401 before the body is parsed or validated;
 * - 'optional': anyone; `request.principal` holds the player or null;
 * - 'public' (the default): the hook does nothing.
 */
export type AuthMode = 'required' | 'optional' | 'public';

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: AuthMode;
  }
  interface FastifyRequest {
    /** The caller, resolved once by the principal hook (null where the route is not 'required'). */
    principal: Principal | null;
  }
}

export interface PrincipalDeps {
  db: Db;
  key: string;
  now: () => number;
}

/** OpenAPI: a protected operation takes the bearer token or the session cookie. */
export const PLAYER_SECURITY: readonly Record<string, readonly string[]>[] = [{ bearer: [] }, { session: [] }];

/**
 * Issue 11 §8 / issue 12: the principal is resolved once, in the route chain. onRequest runs
 * before content-type parsing and schema validation, so an anonymous caller of a protected route
 * gets 401 whatever it sends. The refusal is a thrown DomainError: the root error handler answers
 * it 401 `unauthorized`, or with the route's own code (`config.unauthorized`; betting's
 * `not_authenticated`).
 */
export function registerPrincipal(app: FastifyInstance, deps: PrincipalDeps): void {
  app.decorateRequest('principal', null);
  app.addHook('onRoute', (route) => {
    if (route.config?.auth !== 'required') return;
    route.schema = { ...route.schema, security: PLAYER_SECURITY };
  });
  app.addHook('onRequest', async (request) => {
    const mode = request.routeOptions.config.auth;
    if (mode !== 'required' && mode !== 'optional') return;
    const principal = await principalOf(deps.db, deps.key, request, deps.now());
    if (!principal && mode === 'required') throw unauthorized();
    request.principal = principal;
  });
}
