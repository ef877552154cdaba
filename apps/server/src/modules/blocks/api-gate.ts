import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { blockPageOf, DISPLAY_BLOCKED, isMaintenanceActive, type MaintenanceConfig } from '@sb/contracts';
import { sendError, sendErrorSerialised } from '../../http/errors';
import type { ConfigService } from '../config';
import { decideBlock } from './evaluate';
import { visitorOf } from './visitor';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Issue 25 §5, the compliance gate of an API route. 'play': the call starts something new —
     * an account, a session, a deposit, a stake, a bonus claim — and is refused while the
     * visitor's country or address is blocked or the site is under maintenance. 'open' (the
     * default): served whatever the block, because regulators require that an existing player can
     * still withdraw, set limits, exclude themselves, close the account, log out and read their
     * account and history; and a round or bet already running can still be finished or cashed out.
     */
    gate?: 'play' | 'open';
  }
}

/** The refusal codes of the gate (stable: the web app and integrators read them). */
export const REGION_BLOCKED_CODE = 'region_blocked';
export const MAINTENANCE_CODE = 'maintenance';
/** Dictionary keys the web app shows for them (every shipped language has both). */
export const REGION_BLOCKED_TITLE = 'main_region_blocked';
export const MAINTENANCE_TITLE = 'maintenance_text';
const REGION_BLOCKED_DETAIL = 'Not available from this country or network';
/** Retry-After of a maintenance refusal without a known end: a client checks again in a minute. */
export const MAINTENANCE_RETRY_S = 60;
/** …and at most an hour, whatever end the schedule names (a schedule can be shortened). */
const MAX_MAINTENANCE_RETRY_S = 3600;

export interface ApiGateDeps {
  config: ConfigService;
  /** GEO_COUNTRY_HEADER, lower case. */
  countryHeader: string;
  now: () => number;
}

/** Seconds until the scheduled end of maintenance, within [1, 3600]; 60 when no end is known. */
export function maintenanceRetryAfterS(m: MaintenanceConfig, now: number): number {
  const end = m.web_state || m.ended_at === null ? null : Date.parse(m.ended_at);
  if (end === null || Number.isNaN(end)) return MAINTENANCE_RETRY_S;
  return Math.min(MAX_MAINTENANCE_RETRY_S, Math.max(1, Math.ceil((end - now) / 1000)));
}

/**
 * Issue 25 §5: the page guard's decision (maintenance, then the block rules of the visitor's
 * country, address and browser) applied to the API, on the routes declared `gate: 'play'` only.
 * Runs in onRequest after the principal hook (registered before it in buildApp), so that a rule
 * for guests only spares a logged-in player exactly as on pages; nothing is parsed or written for
 * a refused call. One cached config read, no database statement, as the page guard. The
 * maintenance cookie is not read here: it lets a browser preview the maintenance page, and must
 * not let anyone switch the API off or on for themselves.
 */
export function registerApiGate(app: FastifyInstance, deps: ApiGateDeps): void {
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.routeOptions.config.gate !== 'play') return;
    const groups = await deps.config.groups();
    const now = deps.now();
    if (isMaintenanceActive(groups.maintenance, now)) {
      reply.header('Retry-After', String(maintenanceRetryAfterS(groups.maintenance, now)));
      reply.header('Cache-Control', 'no-store');
      return sendError(reply, 503, MAINTENANCE_CODE, 'The site is under maintenance', MAINTENANCE_TITLE);
    }
    const block = decideBlock(groups.blocks, visitorOf(request, deps.countryHeader, request.principal !== null));
    if (block.displayTypeId === DISPLAY_BLOCKED && block.templateTypeId !== null) {
      // Serialised here: the route's own 403 schema (when it has one) would drop the reason fields.
      reply.header('Cache-Control', 'no-store');
      // The same reason the pages use (spec §3 Block response), so a client can show its page.
      return sendErrorSerialised(reply, 403, REGION_BLOCKED_CODE, REGION_BLOCKED_DETAIL, REGION_BLOCKED_TITLE, {
        templateTypeId: block.templateTypeId,
        page: blockPageOf(block.templateTypeId),
      });
    }
    return undefined;
  });
}
