import { timingSafeEqual, createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminConfigGroupBodySchema,
  adminConfigGroupParamsSchema,
  adminConfigGroupSchema,
  adminConfigGroupsAnswerSchema,
  apiErrorSchema,
  CONFIG_GROUP_NAMES,
} from '@sb/contracts';
import { sendError } from '../../http/errors';
import { ConfigValidationError, type ConfigService } from './service';

/** Hashing both sides first gives equal lengths, so the comparison is constant-time. */
export function tokenMatches(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

/**
 * Operator API (docs/config.md). Authenticated by `Authorization: Bearer $ADMIN_TOKEN`; without
 * ADMIN_TOKEN configured it refuses everything.
 */
export function registerAdminGuard(app: FastifyInstance, adminToken: string | undefined): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!adminToken) return sendError(reply, 403, 'admin_disabled', 'Set ADMIN_TOKEN to enable the admin API');
    const header = request.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7) : '';
    if (!token || !tokenMatches(token, adminToken)) {
      return sendError(reply, 401, 'unauthorized', 'A valid admin bearer token is required');
    }
  });
}

export function adminConfigRoutes(config: ConfigService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const present = (g: Awaited<ReturnType<ConfigService['storedGroups']>>[number]) => ({
      ...g,
      updatedAt: g.updatedAt.toISOString(),
    });
    r.get(
      '/admin-api/config/groups',
      {
        schema: {
          tags: ['admin'],
          security: [{ bearer: [] }],
          response: { 200: adminConfigGroupsAnswerSchema, 401: apiErrorSchema, 403: apiErrorSchema },
        },
      },
      async () => ({ groups: (await config.storedGroups()).map(present), known: CONFIG_GROUP_NAMES }),
    );
    r.put(
      '/admin-api/config/groups/:name',
      {
        schema: {
          tags: ['admin'],
          security: [{ bearer: [] }],
          params: adminConfigGroupParamsSchema,
          body: adminConfigGroupBodySchema,
          response: { 200: adminConfigGroupSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
        },
      },
      async (request, reply) => {
        try {
          const row = await config.setGroup(request.params.name, request.body.value, 'admin-api');
          return present(row);
        } catch (err) {
          if (err instanceof ConfigValidationError) {
            return sendError(reply, 400, 'invalid_config', err.issues.join('; '));
          }
          throw err;
        }
      },
    );
  };
}
