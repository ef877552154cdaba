import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { createMemoryBus, createRedisBus, type EventBus } from './bus/bus';
import { openDatabase, type Database } from './db/client';
import type { Env } from './env';
import { registerCsrfGuard } from './http/csrf';
import { registerErrorHandling } from './http/errors';
import { registerMetrics } from './plugins/metrics';
import { adminConfigRoutes, registerAdminGuard } from './modules/config/admin-routes';
import { configRoutes } from './modules/config/routes';
import { ConfigService } from './modules/config/service';
import { healthRoutes } from './modules/health/routes';
import { principalOf } from './modules/identity/auth';
import { outboxSender } from './modules/identity/messages';
import { identityRoutes } from './modules/identity/routes';
import { socialRoutes } from './modules/identity/social-routes';
import { loadSigningKey } from './modules/identity/secrets';
import { IdentityService } from './modules/identity/service';
import { users } from './db/schema';
import { eq } from 'drizzle-orm';
import { pwaRoutes } from './modules/pwa/routes';
import { adminSeoRoutes, seoRoutes } from './modules/seo/routes';
import { SeoService } from './modules/seo/service';
import { DEFAULT_WEB_DIST, loadAssets, ssrRoutes } from './modules/ssr/routes';
import { hmac } from './modules/identity/crypto';
import { adminWalletRoutes } from './modules/wallet/admin-routes';
import type { DepositGuard } from './modules/wallet/deposit-guard';
import { realtimeRoutes } from './modules/wallet/realtime';
import { walletRoutes } from './modules/wallet/routes';
import { sandboxRoutes, WEBHOOK_PATH } from './modules/wallet/sandbox-routes';
import { WalletService } from './modules/wallet/service';
import { supportRoutes } from './modules/wallet/support';
import { responsibleRoutes } from './modules/responsible/routes';
import { RgService } from './modules/responsible/service';
import { createFeed } from '@sb/feed';
import { Leadership } from './cluster/leader';
import { adminLineRoutes } from './modules/line/admin-routes';
import { lineRoutes } from './modules/line/routes';
import { LineService } from './modules/line/service';
import { settleOutcome } from '@sb/feed';
import { bettingRoutes } from './modules/betting/routes';
import { BettingService } from './modules/betting/service';

export interface AppDeps {
  env: Env;
  /** Tests pass an already-open database (one per test file) to avoid a PGlite boot per test. */
  database?: Database;
  bus?: EventBus;
  /** PostgreSQL schema for test isolation. */
  schemaName?: string;
  /** A controllable clock for tests of expiry rules. */
  now?: () => number;
  /** The deposit check (responsible gaming fills it); tests pass their own. */
  depositGuard?: DepositGuard;
  /** Leader election of background jobs, started by the caller; default: advisory lock on DATABASE_URL (PGlite: always leader). */
  leadership?: Leadership;
}

export interface App {
  app: FastifyInstance;
  database: Database;
  bus: EventBus;
  config: ConfigService;
  wallet: WalletService;
  rg: RgService;
  /** The sportsbook line (LinePort for betting, catalog, results). */
  line: LineService;
  /** Whether this node runs the cluster's background jobs. */
  leadership: Leadership;
  betting: BettingService;
  /** Secret the sandbox payment provider signs webhooks with. */
  sandboxSecret: string;
}

/** Limits that keep a single request from exhausting the node (spec: bad input never a 500). */
const BODY_LIMIT_BYTES = 256 * 1024;

export async function buildApp(deps: AppDeps): Promise<App> {
  const { env } = deps;
  const production = env.NODE_ENV === 'production';
  const app = Fastify({
    logger: env.LOG_LEVEL === 'silent' ? false : { level: env.LOG_LEVEL },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: env.TRUST_PROXY,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    routerOptions: { maxParamLength: 200, ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  const database =
    deps.database ??
    (await openDatabase({
      url: env.DATABASE_URL,
      dataDir: env.DATA_DIR,
      schemaName: deps.schemaName ?? env.DATABASE_SCHEMA,
    }));
  const bus = deps.bus ?? (env.REDIS_URL ? await createRedisBus(env.REDIS_URL) : createMemoryBus());
  const config = new ConfigService(database.db, bus);
  await config.start();
  const seo = new SeoService(database.db, bus);
  await seo.start();
  const signingKey = await loadSigningKey(database.db, env.AUTH_SECRET);
  // Outside production an operator (or a browser test) may move the clock forward, to see what
  // a player sees after a cooling-off or a time-out without waiting a day. Production: real time.
  const devClock = { offsetMs: 0 };
  const now = deps.now ?? (production ? Date.now : () => Date.now() + devClock.offsetMs);
  const identity = new IdentityService(database.db, config, outboxSender(database.db), signingKey, now);
  const rg = new RgService(database.db, config, now);
  // Every deposit passes the responsible-gaming limits (tests may pass their own guard).
  const wallet = new WalletService(database.db, config, bus, deps.depositGuard ?? rg.depositGuard(), now);
  const leadership =
    deps.leadership ??
    new Leadership({
      url: database.kind === 'postgres' ? env.DATABASE_URL : undefined,
      name: `sportsbook:${deps.schemaName ?? env.DATABASE_SCHEMA ?? 'default'}`,
      onError: (err) => app.log.warn({ err }, 'leader election'),
    });
  // An injected leadership is started (or not) by whoever made it: a test may hold a node as follower.
  if (!deps.leadership) await leadership.start();
  const line = new LineService({
    db: database.db,
    bus,
    feed: createFeed({ seed: env.FEED_SEED }),
    now,
    leadership,
    log: app.log,
  });
  await line.start();
  const betting = new BettingService({
    db: database.db,
    line,
    rg,
    config,
    bus,
    leadership,
    settleLeg: settleOutcome,
    now,
    log: (err, msg) => app.log.error({ err }, msg),
  });
  const sandboxSecret = env.SANDBOX_WEBHOOK_SECRET ?? hmac(signingKey, 'sandbox-webhook');

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        fontSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        upgradeInsecureRequests: production ? [] : null,
      },
    },
    strictTransportSecurity: production,
    crossOriginEmbedderPolicy: false,
  });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
  await app.register(cookie);
  // The payment provider's webhook is authenticated by its signature, not by a browser header.
  registerCsrfGuard(app, [WEBHOOK_PATH]);
  registerMetrics(app);

  await app.register(swagger, {
    openapi: {
      info: { title: 'Sportsbook API', version: '0.1.0', description: 'Generated from the route schemas.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api-docs', staticCSP: true });

  await app.register(healthRoutes(database, bus));
  await app.register(configRoutes(config));
  await app.register(async (admin) => {
    registerAdminGuard(admin, env.ADMIN_TOKEN);
    await admin.register(adminConfigRoutes(config));
    await admin.register(adminSeoRoutes(seo));
    await admin.register(adminWalletRoutes({ db: database.db, wallet }));
    await admin.register(adminLineRoutes(line));
    if (!production) {
      admin.post<{ Body: { offsetMs?: unknown } }>(
        '/admin-api/dev/clock',
        { schema: { hide: true } },
        async (request, reply) => {
          const offset = request.body?.offsetMs;
          if (typeof offset !== 'number' || !Number.isSafeInteger(offset) || offset < 0) {
            return reply
              .code(400)
              .send({ errors: [{ status: '400', code: 'bad_offset', title: 'main_error', detail: 'offsetMs ≥ 0' }] });
          }
          devClock.offsetMs = offset;
          return { now: new Date(now()).toISOString() };
        },
      );
    }
  });
  await app.register(seoRoutes(config, env.PUBLIC_URL));
  await app.register(identityRoutes({ db: database.db, identity, config, key: signingKey, production, now }));
  await app.register(walletRoutes({ db: database.db, key: signingKey, wallet, config, now }));
  await app.register(bettingRoutes({ db: database.db, key: signingKey, betting, now }));
  await app.register(supportRoutes({ db: database.db, key: signingKey, now }));
  await app.register(responsibleRoutes({ db: database.db, key: signingKey, rg, config, now }));
  await app.register(lineRoutes(line));
  await app.register(sandboxRoutes({ wallet, config, secret: sandboxSecret, now }));
  await app.register(realtimeRoutes({ db: database.db, key: signingKey, bus, now }));
  await app.register(
    socialRoutes({
      identity,
      config,
      key: signingKey,
      production,
      publicUrl: env.PUBLIC_URL,
      providers: env.OIDC_PROVIDERS,
      google: { clientId: env.GOOGLE_CLIENT_ID, jwksUri: env.GOOGLE_JWKS_URI, issuers: env.GOOGLE_ISSUERS },
      now,
    }),
  );

  const distDir = env.WEB_DIST_DIR ?? DEFAULT_WEB_DIST;
  const assets = loadAssets(distDir);
  if (!assets.entry)
    app.log.warn({ distDir }, 'web client not built: pages render without scripts (run npm run build)');
  await app.register(pwaRoutes(config, assets, assets.entry?.replace(/\W/g, '') ?? 'dev'));
  if (existsSync(distDir)) {
    // Hashed files never change: cache for a year. Everything else in public/: one day.
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      setHeaders: (reply, path) => {
        reply.header(
          'Cache-Control',
          path.startsWith(join(distDir, 'assets')) ? 'public, max-age=31536000, immutable' : 'public, max-age=86400',
        );
      },
    });
  }
  await app.register(
    ssrRoutes({
      config,
      seo,
      production,
      publicUrl: env.PUBLIC_URL,
      assets,
      socialProviders: env.OIDC_PROVIDERS.map((p) => ({ id: p.id, name: p.name })),
      userOf: async (request) => {
        const p = await principalOf(database.db, signingKey, request, now());
        if (!p) return null;
        const [u] = await database.db.select().from(users).where(eq(users.id, p.userId));
        if (!u) return null;
        const terms = await identity.termsStatus(u.id);
        const excluded = (await rg.excluded(u.id)) !== null;
        return {
          id: u.id,
          login: u.login,
          banLevel: u.banLevel,
          banVersion: u.banVersion,
          termsPending: terms.result,
          excluded,
        };
      },
    }),
  );

  betting.start();
  app.addHook('onClose', async () => {
    await line.stop();
    if (!deps.leadership) await leadership.stop();
    await betting.stop();
    config.stop();
    seo.stop();
    if (!deps.bus) await bus.close();
    if (!deps.database) await database.close();
  });
  return { app, database, bus, config, wallet, rg, betting, line, leadership, sandboxSecret };
}
