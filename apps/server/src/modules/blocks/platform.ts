import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { adminAnalyticsRoutes, analyticsRoutes, EventBuffer, insertEvents, registerFunnelHook } from '../analytics';
import { registerAdminGuard, type ConfigService } from '../config';
import { adminRedirectRoutes, redirectRoutes } from '../redirects';
import { registerApiGate } from './api-gate';
import { adminMaintenanceRoutes } from './maintenance-routes';
import { registerPageGuard } from './page-guard';
import { adminBlockRoutes, blockRoutes } from './routes';
import type { VipFacts } from './vip-domain';

export interface PlatformDeps {
  db: Db;
  config: ConfigService;
  now: () => number;
  adminToken: string | undefined;
  countryHeader: string;
  /** Spec §6 VIP main-domain authentication: a player's VIP facts (block/light). */
  vipFacts?: (userId: number) => Promise<VipFacts>;
}

/** Analytics batches: written every 2 s, or at 200 events; at most 10,000 wait for a database. */
const FLUSH_MS = 2000;
const BATCH_SIZE = 200;
const MAX_PENDING = 10_000;

/**
 * Issue 18 platform services in one place: the page guard (maintenance, blocks, redirects), the
 * API gate of the routes declared `gate: 'play'` (issue 25 §5), the
 * redirect and block services, analytics with the cookie agreement, and their operator routes.
 * Call after @fastify/cookie is registered (the guard reads cookies).
 */
export async function registerPlatformServices(app: FastifyInstance, deps: PlatformDeps): Promise<void> {
  const buffer = new EventBuffer({
    write: (rows) => insertEvents(deps.db, rows),
    flushMs: FLUSH_MS,
    batchSize: BATCH_SIZE,
    maxPending: MAX_PENDING,
    onError: (err) => app.log.warn({ err }, 'analytics batch not written; kept for the next flush'),
  });
  const analytics = { db: deps.db, buffer, now: deps.now };
  registerPageGuard(app, { config: deps.config, countryHeader: deps.countryHeader, now: deps.now });
  registerApiGate(app, { config: deps.config, countryHeader: deps.countryHeader, now: deps.now });
  registerFunnelHook(app, analytics);
  await app.register(redirectRoutes(deps.config));
  await app.register(
    blockRoutes({
      config: deps.config,
      countryHeader: deps.countryHeader,
      ...(deps.vipFacts ? { vipFacts: deps.vipFacts } : {}),
    }),
  );
  await app.register(analyticsRoutes(analytics));
  await app.register(async (admin) => {
    registerAdminGuard(admin, deps.adminToken);
    await admin.register(adminRedirectRoutes(deps.config));
    await admin.register(adminBlockRoutes(deps.config));
    await admin.register(adminMaintenanceRoutes(deps.config));
    await admin.register(adminAnalyticsRoutes(analytics));
  });
  app.addHook('onClose', async () => {
    await buffer.drain();
  });
}
