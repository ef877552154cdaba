import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  OFFICE_DASHBOARD_PATH,
  OFFICE_MENU_PATH,
  officeDashboardSchema,
  officeMenuAnswerSchema,
  USER_RIGHTS_PATH,
  userRightsSchema,
} from '@sb/contracts';
import { principal } from '../identity';
import type { OfficeService } from './service';

/** The office calls: spec §7 getOfficeMenu, get rights, and the office dashboard (issue 13). */
export function officeRoutes(office: OfficeService) {
  return async (app: FastifyInstance) => {
    // Balances and personal data: never kept by a shared cache.
    app.addHook('onSend', async (_req, reply) => {
      reply.header('Cache-Control', 'no-store');
    });
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      OFFICE_MENU_PATH,
      {
        config: { auth: 'required' },
        schema: {
          tags: ['office'],
          summary: 'getOfficeMenu (spec §7): office menu user data (§3) and the menu sections the player can open',
          response: { 200: officeMenuAnswerSchema, 401: apiErrorSchema },
        },
      },
      async (request) => office.menu(principal(request).userId),
    );
    r.get(
      OFFICE_DASHBOARD_PATH,
      {
        config: { auth: 'required' },
        schema: {
          tags: ['office'],
          summary: 'The office front page: balances, open bets, verification state, limits in force, bonus account',
          response: { 200: officeDashboardSchema, 401: apiErrorSchema },
        },
      },
      async (request) => office.dashboard(principal(request).userId),
    );
    r.get(
      USER_RIGHTS_PATH,
      {
        config: { auth: 'required' },
        schema: {
          tags: ['office'],
          summary: 'Get rights (spec §7): what the player may do now (ban guard §4, time-out, exclusion)',
          response: { 200: userRightsSchema, 401: apiErrorSchema },
        },
      },
      async (request) => office.rights(principal(request).userId),
    );
  };
}
