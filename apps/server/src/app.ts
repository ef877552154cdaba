import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
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
import { registerContentTypeGuard } from './http/content-type';
import { registerControlCharacterGuard } from './http/control-characters';
import { registerCsrfGuard } from './http/csrf';
import { registerSiteOrigin } from './http/origin';
import { loadSheddingOptions, registerLoadShedding } from './plugins/load-shedding';
import { frameworkError, registerErrorHandling, sendError } from './http/errors';
import { registerPrincipal } from './http/principal';
import { registerMetrics } from './plugins/metrics';
import { adminConfigRoutes, registerAdminGuard } from './modules/config/admin-routes';
import { configRoutes } from './modules/config/routes';
import { ConfigService } from './modules/config/service';
import { healthRoutes } from './modules/health/routes';
import { principalOf } from './modules/identity/auth';
import { SESSION_COOKIE } from './modules/identity/sessions';
import { messageSender } from './modules/messaging';
import { identityRoutes } from './modules/identity/routes';
import { socialRoutes } from './modules/identity/social-routes';
import { loadOutcomeSecret, loadSigningKey } from './modules/identity/secrets';
import { IdentityService } from './modules/identity/service';
import { pageViewer } from './modules/identity/viewer';
import { pwaRoutes } from './modules/pwa/routes';
import { appVersionRoutes } from './modules/app-version/routes';
import { adminSeoRoutes, seoRoutes } from './modules/seo/routes';
import { adminContentRoutes, ContentService, contentRoutes, SEED_CONTENT } from './modules/content';
import { SeoService } from './modules/seo/service';
import { DEFAULT_WEB_DIST, loadAssets, ssrRoutes } from './modules/ssr/routes';
import { hmac } from './modules/identity/crypto';
import { adminWalletRoutes } from './modules/wallet/admin-routes';
import type { DepositGuard } from './modules/wallet/deposit-guard';
import { realtimeRoutes } from './modules/realtime/routes';
import { LiveHub, LiveTicker, lineLiveSource } from './modules/live';
import { walletRoutes } from './modules/wallet/routes';
import {
  adminConversionRoutes,
  conversionRoutes,
  hasDeposit,
  requiredTransfer,
  transferHistoryRoutes,
} from './modules/wallet';
import { paymentRegistry, sandboxEnabled } from './modules/payments/registry';
import { paymentWebhookRoutes } from './modules/payments/webhook-routes';
import { WalletService } from './modules/wallet/service';
import { ReferralRewardJob, ReferralService, referralRoutes } from './modules/referrals';
import { supportRoutes } from './modules/support/routes';
import { adminSupportRoutes, supportChatRoutes } from './modules/support/chat-routes';
import { ChatService, supportChatPush } from './modules/support/chat-service';
import { adminSupportAttachmentRoutes, supportAttachmentRoutes } from './modules/support/attachment-routes';
import { adminDeskRoutes, deskRoutes } from './modules/support/desk-routes';
import { DeskService } from './modules/support/desk-service';
import { responsibleRoutes } from './modules/responsible/routes';
import { RgService } from './modules/responsible/service';
import { LimitExpiryJob } from './modules/responsible/expiry-job';
import { createFeed, DEFAULT_MARGIN } from '@sb/feed';
import { composeFeeds, SCHEDULED_DEFS, ScheduledFeed, settleAnyOutcome } from '@sb/scheduled';
import { Leadership } from './cluster/leader';
import { registerClusterMetrics } from './cluster/metrics';
import { adminLineRoutes } from './modules/line/admin-routes';
import { lineRoutes } from './modules/line/routes';
import { LineService } from './modules/line/service';
import { MediaService, mediaRoutes, videoProviderFromEnv } from './modules/media';
import { bettingRoutes } from './modules/betting/routes';
import { BettingService } from './modules/betting/service';
import { registerPlatformServices } from './modules/blocks/platform';
import {
  CasinoService,
  casinoRoutes,
  packageStudio,
  SeamlessWalletService,
  seamlessWalletRoutes,
  providerGamesSetup,
  registerProviderGames,
  setCasinoBonusPort,
  setFreeSpinsPort,
  casinoFreeSpinRoutes,
  setCasinoStakeListener,
  SharedRoundsJob,
  SharedRoundsFeed,
  casinoSnapshotOf,
  type Studio,
} from './modules/casino';
import { adminLottoRoutes, LottoDrawJob, LottoService, lottoRoutes } from './modules/lotto';
import { adminTotoRoutes, TotoService, TotoSettlementJob, totoLine, totoRoutes } from './modules/toto';
import { TOTO_15 } from '@sb/toto';
import { ScheduledService, scheduledRoutes } from './modules/scheduled';
import {
  adminBonusRoutes,
  adminCouponBoostRoutes,
  couponBoostPort,
  couponBoostRoutes,
  BonusExpiryJob,
  BonusService,
  bonusRoutes,
  casinoBonusPort,
  freeSpinsPort,
  freeSpinsRoutes,
  adminFreeSpinsRoutes,
  casinoPointsTx,
  casinoStakeForm,
  casinoStakeTx,
  LoyaltyService,
  loyaltyRoutes,
  VipCashbackService,
  vipCashbackRoutes,
  sportBonusPort,
  sportPointsTx,
  sportStakesSettledTx,
} from './modules/bonuses';
import { seamlessWageringPort } from './modules/bonuses/seamless-wagering';
import { adminBonusGameRoutes, BonusGamesService, bonusGameRoutes } from './modules/bonusgames';
import {
  adminTournamentRoutes,
  TournamentLiveBoard,
  TournamentPrizeJob,
  TournamentService,
  tournamentRoutes,
} from './modules/tournaments';
import { OfficeDataService, OfficeService, officeDataRoutes, officeRoutes } from './modules/office';
import {
  adminVerificationRoutes,
  documentStore,
  VerificationService,
  verificationRoutes,
} from './modules/verification';

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
  /** Tests of load shedding: the node behaves as if overloaded (pages and non-money APIs answer 503). */
  forcePressure?: boolean;
  /** How often every node reads events that must not be lost from the database (default 2 s; tests shorten it). */
  pollMs?: number;
  /** The casino's games (default: the studio package @sb/casino); tests pass their own. */
  casinoStudio?: Studio;
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
  /** Issue 15: the casino (its crash schedule and settlement are driven by tests through it). */
  casino: CasinoService;
  /** Issue 16: the leader's live tournament boards (`tournament:N` on /ws); tests tick it. */
  tournamentBoard: TournamentLiveBoard;
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
    frameworkErrors: frameworkError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  // Issue 11 §10: the first hook of all, so that a request shed under load costs almost nothing.
  await registerLoadShedding(app, loadSheddingOptions(env, deps.forcePressure));
  // Issue 11 §2, §9: links never carry a forged Host; no control character or boundless multipart reaches a handler.
  registerSiteOrigin(app, { publicUrl: env.PUBLIC_URL, allowedHosts: env.ALLOWED_HOSTS, production });
  registerContentTypeGuard(app);
  registerControlCharacterGuard(app);

  const database =
    deps.database ??
    (await openDatabase({
      url: env.DATABASE_URL,
      dataDir: env.DATA_DIR,
      schemaName: deps.schemaName ?? env.DATABASE_SCHEMA,
      onProgress: (message) => app.log.info(message),
    }));
  // Redis connects in the background: the node starts (and reports not ready) while it is away.
  const bus =
    deps.bus ??
    (env.REDIS_URL
      ? createRedisBus(env.REDIS_URL, { prefix: env.REDIS_PREFIX, log: app.log })
      : createMemoryBus(app.log));
  // Issue 11 §1: with the sandbox provider on, the public config says the site is a demo.
  const config = new ConfigService(database.db, bus, Date.now, sandboxEnabled(env));
  await config.start();
  const seo = new SeoService(database.db, bus, app.log.child({ module: 'seo' }));
  await seo.start();
  const signingKey = await loadSigningKey(database.db, env.AUTH_SECRET);
  // Outside production an operator (or a browser test) may move the clock forward, to see what
  // a player sees after a cooling-off or a time-out without waiting a day. Production: real time.
  const devClock = { offsetMs: 0 };
  const now = deps.now ?? (production ? Date.now : () => Date.now() + devClock.offsetMs);
  // Issue 17: codes and notices go out by SMTP and the SMS gateway when configured, else to the outbox.
  const messaging = messageSender(env, database.db);
  if (production && messaging.undelivered.length > 0)
    app.log.warn(
      { channels: messaging.undelivered },
      'no delivery configured (SMTP_URL, SMS_GATEWAY_URL): these messages reach nobody',
    );
  app.addHook('onClose', () => messaging.close());
  const identity = new IdentityService(database.db, config, messaging.sender, signingKey, now);
  const rg = new RgService(database.db, config, now);
  // Issue 17 KYC: documents in DATA_DIR/documents, or S3-compatible storage when DOCUMENTS_S3_* are set.
  const verification = new VerificationService({
    db: database.db,
    store: documentStore(env),
    config,
    now,
    // Spec §3 is_identification_bonus reads the bonus definitions (the service is made further down).
    bonuses: { definitions: () => bonuses.definitions(), hasDeposit: (userId) => hasDeposit(database.db, userId) },
  });
  // Every deposit passes the responsible-gaming limits (tests may pass their own guard).
  const sandboxSecret = env.SANDBOX_WEBHOOK_SECRET ?? hmac(signingKey, 'sandbox-webhook');
  // Issue 11 §1: the payment providers this node runs are configuration (the sandbox: not in production).
  const payments = paymentRegistry(env, { sandbox: sandboxSecret });
  const wallet = new WalletService(
    database.db,
    config,
    bus,
    deps.depositGuard ?? rg.depositGuard(),
    now,
    payments.deposits,
    env.KYC_WITHDRAWAL_THRESHOLD_MINOR === undefined ? null : BigInt(env.KYC_WITHDRAWAL_THRESHOLD_MINOR),
  );
  // Issue 16 referrals: attribution at registration, the bring-a-friend reward after a friend's deposit.
  const referrals = new ReferralService({ db: database.db, now, ensureAccounts: (id) => wallet.ensureAccounts(id) });
  // Spec §8: a referral tag failure ('fail save referral tags') is only logged; registration goes on.
  const attributeReferral = async (userId: number, request: FastifyRequest) => {
    try {
      const before = await principalOf(database.db, signingKey, request, now());
      await referrals.attribute(userId, request.cookies, before?.userId ?? null);
    } catch (err) {
      request.log.error({ err }, 'fail save referral tags');
    }
  };
  const leadership =
    deps.leadership ??
    new Leadership({
      url: database.kind === 'postgres' ? env.DATABASE_URL : undefined,
      name: `sportsbook:${deps.schemaName ?? env.DATABASE_SCHEMA ?? 'default'}`,
      log: app.log.child({ module: 'leadership' }),
    });
  // An injected leadership is started (or not) by whoever made it: a test may hold a node as follower.
  if (!deps.leadership) await leadership.start();
  // Issue 25 item 2: every outcome comes from this secret (generated at first start, in the
  // database), never from FEED_SEED or AUTH_SECRET, which a visitor may know: FEED_SEED shapes
  // only the catalogue and prices.
  const outcomeSecret = await loadOutcomeSecret(database.db, env.OUTCOME_SECRET);
  // Issue 19: TV games and virtual sports as line games; their draws come from day hash chains of a server secret.
  const scheduledFeed = new ScheduledFeed({
    seed: env.FEED_SEED,
    secret: hmac(outcomeSecret, 'scheduled-draws'),
    margin: DEFAULT_MARGIN,
    defs: SCHEDULED_DEFS,
  });
  const line = new LineService({
    db: database.db,
    bus,
    feed: composeFeeds(
      createFeed({ seed: env.FEED_SEED, resultSecret: hmac(outcomeSecret, 'feed-results') }),
      scheduledFeed,
    ),
    now,
    leadership,
    log: app.log.child({ module: 'line' }),
    ...(deps.pollMs === undefined ? {} : { pollMs: deps.pollMs }),
  });
  app.log.info('pricing the sports line (simulated feed)');
  await line.start();
  app.log.info('sports line ready');
  const betting = new BettingService({
    db: database.db,
    line,
    rg,
    config,
    bus,
    leadership,
    settleLeg: settleAnyOutcome(scheduledFeed),
    // Issue 16: first-settled coupons move bonus wagering in the settling transaction.
    onStakesSettled: async (tx, stakes) => {
      await sportStakesSettledTx(tx, stakes);
      // Issue 16 club points accrue on the same first-settled coupons (once per coupon).
      await sportPointsTx(tx, stakes, new Date(now()));
    },
    // Issue 16: no sport bet stakes a bonus account whose money belongs only to casino bonuses.
    sportBonusAllowed: sportBonusPort(database.db),
    // Issue 16 coupon boost: a promo code on a coupon is checked against the bonuses module's boost codes.
    couponBoost: couponBoostPort(database.db),
    // Issue 14: the in-play state and decided outcomes (live acceptance, live cash out, in-play settlement).
    live: line.feed,
    now,
    log: app.log.child({ module: 'betting' }),
  });

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
  // Issue 11 §8: routes marked `config: { auth: 'required' }` answer 401 before any parsing.
  registerPrincipal(app, { db: database.db, key: signingKey, now });
  // The payment provider's webhook is authenticated by its signature, not by a browser header.
  registerCsrfGuard(app, payments.webhookPaths);
  registerClusterMetrics(registerMetrics(app, { token: env.METRICS_TOKEN, production }), { leadership, bus });

  await app.register(swagger, {
    openapi: {
      info: { title: 'Sportsbook API', version: '0.1.0', description: 'Generated from the route schemas.' },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  // Issue 25 §10: the docs are public outside production only, unless API_DOCS says otherwise.
  if (env.API_DOCS ?? !production) await app.register(swaggerUi, { routePrefix: '/api-docs', staticCSP: true });

  await app.register(healthRoutes(database, bus, leadership));
  await app.register(configRoutes(config));
  // Issue 18: maintenance, blocks and redirects guard every page; analytics and the cookie agreement.
  await registerPlatformServices(app, {
    db: database.db,
    config,
    now,
    adminToken: env.ADMIN_TOKEN,
    countryHeader: env.GEO_COUNTRY_HEADER,
    // Spec §6 VIP main-domain authentication (block/light): a VIP has a personal manager (§2
    // office/manager) or a club level (issue 16); both services are made further down.
    vipFacts: async (userId) => ({
      level: (await loyalty.points(userId)).level,
      hasManager: (await desk.manager(userId)).manager !== null,
    }),
  });
  // Issue 18 content: versioned pages, seeded with the starting texts (only documents that do not exist yet).
  const content = new ContentService(database.db, now);
  await content.seed(SEED_CONTENT);
  await app.register(contentRoutes(content));
  // Spec §1 floating support button: chat, callback, e-mail form; consultants answer from the admin API.
  const chat = new ChatService({
    db: database.db,
    bus,
    now,
    hiddenLanguages: async () => (await config.groups()).languages.hiddenForUnauthorized,
    // Issue 17: attachments in the documents' store; answers to messages left offline by e-mail.
    store: documentStore(env),
    mail: messaging.sender,
    publicUrl: env.PUBLIC_URL,
  });
  // Spec §2 office/manager and block-appeal-history.
  const desk = new DeskService(database.db, now);
  await app.register(async (admin) => {
    registerAdminGuard(admin, env.ADMIN_TOKEN);
    await admin.register(adminConfigRoutes(config));
    await admin.register(adminSeoRoutes(seo));
    await admin.register(adminContentRoutes(content));
    await admin.register(adminSupportRoutes(chat));
    await admin.register(adminSupportAttachmentRoutes(chat));
    await admin.register(adminDeskRoutes(desk));
    await admin.register(adminWalletRoutes({ db: database.db, wallet }));
    await admin.register(adminConversionRoutes({ db: database.db }));
    await admin.register(adminVerificationRoutes(verification));
    await admin.register(adminLineRoutes(line));
    if (!production) {
      admin.post<{ Body: { offsetMs?: unknown } }>(
        '/admin-api/dev/clock',
        { schema: { hide: true } },
        async (request, reply) => {
          const offset = request.body?.offsetMs;
          if (typeof offset !== 'number' || !Number.isSafeInteger(offset) || offset < 0) {
            return sendError(reply, 400, 'bad_offset', 'offsetMs ≥ 0');
          }
          devClock.offsetMs = offset;
          return { now: new Date(now()).toISOString() };
        },
      );
    }
  });
  // Issue 17: the office's data (personal data, settings, hidden sports); the user config and the
  // line lists read the hidden sports through it.
  const officeData = new OfficeDataService({
    db: database.db,
    config,
    sports: () => line.feed.sports(),
    now,
    key: signingKey,
    // Issue 25 §6: personal data is saved only after the password is entered again.
    confirmPassword: (userId, password, meta) => identity.confirmPassword(userId, password, meta, 'personal_data'),
  });
  await app.register(seoRoutes(config, env.PUBLIC_URL));
  await app.register(
    identityRoutes({
      db: database.db,
      identity,
      config,
      key: signingKey,
      production,
      adminToken: env.ADMIN_TOKEN,
      now,
      onRegistered: attributeReferral,
      userConfigExtras: async (userId) => ({
        ...(await officeData.userConfigFields(userId)),
        ...(await verification.userConfigFields(userId)),
        has_deposit: await hasDeposit(database.db, userId),
        ...(await referrals.userConfigFields(userId)),
        user_msg_count: await chat.unreadCount(userId),
        isRequiredTransfer: await requiredTransfer(database.db, userId),
      }),
    }),
  );
  await app.register(walletRoutes({ wallet, config, now }));
  await app.register(transferHistoryRoutes({ db: database.db, config }));
  await app.register(conversionRoutes({ db: database.db, bus, config, now }));
  await app.register(bettingRoutes({ betting, now }));
  await app.register(supportRoutes({ db: database.db }));
  await app.register(supportChatRoutes(chat));
  await app.register(supportAttachmentRoutes(chat));
  await app.register(deskRoutes(desk));
  // Issue 15: the casino's catalogue is the studio's games, upserted at boot.
  const studio = deps.casinoStudio ?? packageStudio();
  const crashSecret = hmac(outcomeSecret, 'casino-crash-chain');
  const casino = new CasinoService({ db: database.db, studio, rg, config, bus, now, crashSecret });
  await casino.seed();
  await app.register(casinoRoutes(casino));
  await app.register(casinoFreeSpinRoutes(casino));
  // Issue 15: the seamless wallet external game providers call (signed requests, env CASINO_PROVIDERS).
  // Issue 16: their stakes wager casino bonuses as studio stakes do (a rollback takes its gains back).
  // Issue 15 provider games: the sandbox aggregator (CASINO_SANDBOX_PROVIDER) is one more provider.
  const providerGames = providerGamesSetup({
    sandboxEnabled: env.CASINO_SANDBOX_PROVIDER ?? !production,
    signingSecret: hmac(signingKey, 'casino-providers'),
    configured: env.CASINO_PROVIDERS,
  });
  const seamless = new SeamlessWalletService({
    db: database.db,
    rg,
    now,
    bus,
    config,
    providers: providerGames.providers,
    wagering: seamlessWageringPort,
  });
  await app.register(seamlessWalletRoutes(seamless, now));
  await registerProviderGames(app, providerGames, { db: database.db, rg, now });
  // Bets of shared rounds that ended (crash, live roulette) are settled by the leader (reads never write).
  // Issue 15: the feed of shared rounds over /ws (made with the live hub below) hears of each settlement.
  let sharedFeed: SharedRoundsFeed | null = null;
  const sharedRounds = new SharedRoundsJob({
    settle: async (at) => {
      const n = await casino.settleSharedRoundsByTopic(at);
      for (const topic of ['casino:crash', 'casino:roulette', 'casino:bingo75', 'casino:bingo90'] as const)
        sharedFeed?.settled(topic, n[topic]);
      return n['casino:crash'] + n['casino:roulette'] + n['casino:bingo75'] + n['casino:bingo90'];
    },
    leadership,
    now,
    log: app.log.child({ module: 'casino' }),
  });
  sharedRounds.start();
  app.addHook('onClose', () => sharedRounds.stop());
  // Issue 19: lotteries; their draws are a leader job on the clock, which the admin hook can run at a given time.
  // Issue 25 item 2: each lottery day's chain seed is derived from the outcome secret, never public.
  const lottoDaySeed = (lotteryId: string, dayMs: number) => hmac(outcomeSecret, `lotto:${lotteryId}:${dayMs}`);
  const lotto = new LottoService({ db: database.db, rg, config, bus, now, daySeed: lottoDaySeed });
  await lotto.seed();
  const lottoDraws = new LottoDrawJob({
    db: database.db,
    leadership,
    now,
    daySeed: lottoDaySeed,
    log: app.log.child({ module: 'lotto' }),
    onCredited: (credited) => lotto.publishBalance(credited),
  });
  await app.register(lottoRoutes(lotto));
  await app.register(async (admin) => {
    registerAdminGuard(admin, env.ADMIN_TOKEN);
    await admin.register(adminLottoRoutes(lottoDraws, { production, now }));
  });
  // Issue 19: toto draws of the line's football matches; made, closed and settled by a leader job (admin hook as lotto's).
  const totoFromLine = totoLine(line.feed, line);
  const toto = new TotoService({ db: database.db, rules: TOTO_15, line: totoFromLine, rg, config, bus, now });
  await toto.seed();
  const totoJob = new TotoSettlementJob({
    db: database.db,
    rules: TOTO_15,
    line: totoFromLine,
    leadership,
    now,
    log: app.log.child({ module: 'toto' }),
    onCredited: (credited) => toto.publishBalance(credited),
  });
  await app.register(totoRoutes(toto));
  await app.register(async (admin) => {
    registerAdminGuard(admin, env.ADMIN_TOKEN);
    await admin.register(adminTotoRoutes(totoJob, { production, now }));
  });
  await app.register(responsibleRoutes({ rg, config, now }));
  await app.register(
    officeRoutes(
      new OfficeService({
        db: database.db,
        wallet,
        rg,
        config,
        verificationFields: (userId) => verification.userConfigFields(userId),
      }),
    ),
  );
  await app.register(officeDataRoutes(officeData));
  await app.register(verificationRoutes(verification));
  // Issue 16: bonuses — operators' definitions and promo codes; players' bonuses on the bonus account (type 4).
  const bonuses = new BonusService({
    db: database.db,
    now,
    ensureAccounts: (userId) => wallet.ensureAccounts(userId),
    firstDepositChoice: async (userId) => (await officeData.settings(userId)).firstDepositBonusSetting.value,
  });
  // The first-deposit bonus follows the deposit's commit; a failure is logged, never fails the deposit.
  wallet.onDepositCompleted(async (deposit) => {
    await bonuses.grantFirstDeposit(deposit).catch((err: unknown) => app.log.error({ err }, 'first-deposit bonus'));
  });
  await app.register(bonusRoutes(bonuses));
  await app.register(couponBoostRoutes(database.db, now));
  // Issue 16 bring-a-friend: a friend's qualifying deposit pays the referrer's reward (once per friend).
  wallet.onDepositCompleted(async (deposit) => {
    await referrals.onDeposit(deposit).catch((err: unknown) => app.log.error({ err }, 'bring-a-friend reward'));
  });
  await app.register(referralRoutes(referrals, { production }));
  // Issue 16: each real casino stake moves bonus wagering in the debiting transaction.
  // Its SQL form does the same inside an instant round's one statement (casinoStakeForm).
  setCasinoStakeListener(async (tx, stake) => {
    await casinoStakeTx(tx, stake);
    await casinoPointsTx(tx, stake, new Date(now()));
  }, casinoStakeForm);
  // Issue 16 money order: casino bonus money is staked once the real balance is short.
  setCasinoBonusPort(casinoBonusPort);
  // Issue 16 free spins: granted and kept by the bonuses module, spun on the casino's slots.
  setFreeSpinsPort(freeSpinsPort);
  await app.register(freeSpinsRoutes(bonuses));
  // Issue 16: club points, VIP levels and the rewards shop.
  const loyalty = new LoyaltyService({
    db: database.db,
    now,
    ensureAccounts: (userId) => wallet.ensureAccounts(userId),
    bonuses,
  });
  await app.register(loyaltyRoutes(loyalty));
  // Issue 16 cashback by VIP level: the premium programme and the office pages' answer.
  const vipCashback = new VipCashbackService({ db: database.db, now });
  await app.register(vipCashbackRoutes(vipCashback));
  const bonusExpiry = new BonusExpiryJob({
    // Issue 16: the same leader step pays the last complete period's cashback (once, by its ledger key).
    expire: async () => (await bonuses.expireDue()) + (await bonuses.payCashback()) + (await vipCashback.payPremium()),
    leadership,
    log: app.log.child({ module: 'bonuses' }),
  });
  bonusExpiry.start();
  app.addHook('onClose', () => bonusExpiry.stop());
  // Issue 25 §9: a friend's reward waits for their own play; the leader decides the waiting ones.
  const referralRewards = new ReferralRewardJob({
    settle: () => referrals.settleWaiting(),
    leadership,
    log: app.log.child({ module: 'referrals' }),
  });
  referralRewards.start();
  app.addHook('onClose', () => referralRewards.stop());
  await app.register(async (admin) => {
    registerAdminGuard(admin, env.ADMIN_TOKEN);
    await admin.register(adminBonusRoutes(bonuses));
    await admin.register(adminFreeSpinsRoutes(bonuses));
    await admin.register(adminCouponBoostRoutes(database.db));
  });
  // Issue 16 bonus games (spec §2 Games entrance): tickets from the rewards shop, operators' grants and
  // deposits (after the deposit's commit; a failure is logged); prizes through the bonus engine.
  const bonusGames = new BonusGamesService({
    db: database.db,
    now,
    bus,
    ensureAccounts: (id) => wallet.ensureAccounts(id),
  });
  wallet.onDepositCompleted(async (deposit) => {
    await bonusGames.depositTickets(deposit).catch((err: unknown) => app.log.error({ err }, 'bonus game ticket'));
  });
  await app.register(bonusGameRoutes(bonusGames));
  await app.register(async (admin) => {
    registerAdminGuard(admin, env.ADMIN_TOKEN);
    await admin.register(adminBonusGameRoutes(bonusGames));
  });
  // Issue 16 casino tournaments: operators create them, players opt in; the leader pays prizes once at the end.
  const tournaments = new TournamentService({ db: database.db, now, bus });
  await app.register(tournamentRoutes(tournaments, now));
  await app.register(async (admin) => {
    registerAdminGuard(admin, env.ADMIN_TOKEN);
    await admin.register(adminTournamentRoutes(tournaments));
  });
  const tournamentPrizes = new TournamentPrizeJob({
    pay: () => tournaments.payDue(),
    leadership,
    log: app.log.child({ module: 'tournaments' }),
  });
  tournamentPrizes.start();
  app.addHook('onClose', () => tournamentPrizes.stop());
  await app.register(lineRoutes(line, async (userId, section) => (await officeData.disallowedSports(userId))[section]));
  // Issue 14 media: video tokens and a game's media (tracker zone, video when VIDEO_PROVIDER_URL is set).
  const media = new MediaService({
    line: { game: (id) => line.feed.game(id), liveState: (id, at) => line.live.liveState(id, at) },
    provider: videoProviderFromEnv(env.VIDEO_PROVIDER_URL),
    tokenKey: hmac(signingKey, 'video-token'),
    now,
  });
  await app.register(mediaRoutes(media));
  await app.register(scheduledRoutes(new ScheduledService({ feed: scheduledFeed, line, now })));
  await app.register(paymentWebhookRoutes({ providers: payments.providers, wallet, now }));
  // A provider's own pages (the sandbox's hosted page): registered only while it is enabled.
  for (const provider of payments.providers)
    if (provider.routes) await app.register(provider.routes({ wallet, config, db: database.db, key: signingKey, now }));
  // Issue 14: live topics over /ws; the leader publishes each tick's deltas, every node pushes them.
  const liveSource = lineLiveSource(line);
  const sharedStates = casino.sharedStates();
  const liveHub = new LiveHub({
    source: liveSource,
    bus,
    now,
    log: app.log.child({ module: 'live' }),
    casinoSnapshot: (topic, at, held) => casinoSnapshotOf(sharedStates, topic, at, held),
  });
  await liveHub.start();
  // Issue 15: the leader publishes the shared casino rounds' changes on the same topics' channel.
  sharedFeed = new SharedRoundsFeed({
    states: sharedStates,
    store: liveHub.store,
    bus,
    leadership,
    now,
    log: app.log.child({ module: 'casino' }),
    autoCashouts: (round) => casino.autoCashouts(round),
  });
  await sharedFeed.start();
  const feed = sharedFeed;
  app.addHook('onClose', () => feed.stop());
  const liveTicker = new LiveTicker({
    source: liveSource,
    store: liveHub.store,
    bus,
    leadership,
    now,
    log: app.log.child({ module: 'live' }),
  });
  liveTicker.start();
  // Issue 16: the leader publishes each running tournament's board when it changed, on the same channel.
  const tournamentBoard = new TournamentLiveBoard({
    boards: () => tournaments.liveBoards(),
    store: liveHub.store,
    bus,
    leadership,
    now,
    log: app.log.child({ module: 'tournaments' }),
  });
  tournamentBoard.start();
  app.addHook('onClose', () => tournamentBoard.stop());
  app.addHook('onClose', async () => {
    await liveTicker.stop();
    liveHub.stop();
  });
  await app.register(
    realtimeRoutes({
      db: database.db,
      key: signingKey,
      bus,
      now,
      origins: { publicUrl: env.PUBLIC_URL, allowedHosts: env.ALLOWED_HOSTS, production },
      pushes: [supportChatPush],
      live: liveHub,
    }),
  );
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
      onRegistered: attributeReferral,
    }),
  );

  const distDir = env.WEB_DIST_DIR ?? DEFAULT_WEB_DIST;
  const assets = loadAssets(distDir);
  if (!assets.entry)
    app.log.warn({ distDir }, 'web client not built: pages render without scripts (run npm run build)');
  await app.register(pwaRoutes(config, assets, assets.entry?.replace(/\W/g, '') ?? 'dev'));
  await app.register(appVersionRoutes(assets.entry));
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
      // Issue 12: two statements per logged-in page (the principal, then the viewer), no writes.
      userOf: async (request) => {
        const p = request.principal ?? (await principalOf(database.db, signingKey, request, now()));
        if (!p) return null;
        return pageViewer(database.db, p.userId, (await config.groups()).terms, now());
      },
    }),
  );

  betting.start();
  // Issue 12: limit expiry is a leader job; reads compute it from the clock meanwhile.
  const limitExpiry = new LimitExpiryJob({
    db: database.db,
    leadership,
    now,
    log: app.log.child({ module: 'responsible' }),
  });
  limitExpiry.start();
  lottoDraws.start();
  totoJob.start();
  app.addHook('onClose', async () => {
    await limitExpiry.stop();
    await lottoDraws.stop();
    await totoJob.stop();
    await line.stop();
    if (!deps.leadership) await leadership.stop();
    await betting.stop();
    config.stop();
    seo.stop();
    if (!deps.bus) await bus.close();
    if (!deps.database) await database.close();
  });
  return { app, database, bus, config, wallet, rg, betting, line, leadership, casino, sandboxSecret, tournamentBoard };
}
