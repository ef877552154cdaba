import { z } from 'zod';

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);

/** Every setting the server reads; validated once at boot so a typo fails fast and loudly. */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  /** PostgreSQL schema to keep the tables in (default: the server's search_path, usually public). */
  DATABASE_SCHEMA: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[a-z_][a-z0-9_]{0,62}$/)
      .optional(),
  ),
  REDIS_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^rediss?$/ }).optional()),
  /** Prefix of the bus channels: every node of a cluster uses the same one, clusters sharing a Redis different ones. */
  REDIS_PREFIX: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[\w:.-]{1,64}$/)
      .default('sb:'),
  ),
  DATA_DIR: z.string().default('./.data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Bearer token of the operator admin API; the admin API is off while it is unset. */
  ADMIN_TOKEN: z.preprocess(emptyToUndefined, z.string().min(24).optional()),
  /** Key that signs access tokens; unset means one generated on first start and kept in the database. */
  AUTH_SECRET: z.preprocess(emptyToUndefined, z.string().min(32).optional()),
  /**
   * Secret every outcome is drawn from (issue 25 §2); unset means one generated on first start and
   * kept in the database. Set it only from a secret store (the browser tests fix it, so that their
   * live timelines are the same on every run).
   */
  OUTCOME_SECRET: z.preprocess(emptyToUndefined, z.string().min(32).optional()),
  /**
   * OpenID Connect providers for social login, as JSON: [{"id","name","issuer",
   * "authorizationEndpoint","tokenEndpoint","jwksUri","clientId","clientSecret","scope"?}].
   */
  OIDC_PROVIDERS: z.preprocess(
    (v) => (v === '' || v === undefined ? '[]' : v),
    z
      .string()
      .transform((s, ctx) => {
        try {
          return JSON.parse(s) as unknown;
        } catch {
          ctx.addIssue({ code: 'custom', message: 'OIDC_PROVIDERS must be JSON' });
          return z.NEVER;
        }
      })
      .pipe(
        z.array(
          z.object({
            id: z.string().regex(/^[a-z0-9_-]{2,32}$/),
            name: z.string().min(1).max(60),
            issuer: z.string().min(1),
            authorizationEndpoint: z.url(),
            tokenEndpoint: z.url(),
            jwksUri: z.url(),
            clientId: z.string().min(1),
            clientSecret: z.string().min(1),
            scope: z.string().default('openid email profile'),
          }),
        ),
      ),
  ),
  /** Google one-tap: the web client id; the ID token's audience must equal it. */
  GOOGLE_CLIENT_ID: z.preprocess(emptyToUndefined, z.string().min(1).optional()),
  GOOGLE_JWKS_URI: z.preprocess(emptyToUndefined, z.url().default('https://www.googleapis.com/oauth2/v3/certs')),
  GOOGLE_ISSUERS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .default('accounts.google.com,https://accounts.google.com')
      .transform((s) =>
        s
          .split(',')
          .map((x) => x.trim())
          .filter(Boolean),
      ),
  ),
  /**
   * Issue 15: external game providers calling the seamless wallet, as JSON [{"id","secret"}]:
   * the id is the path segment of /casino-api/seamless/{id}/…, the secret signs their requests.
   */
  CASINO_PROVIDERS: z.preprocess(
    (v) => (v === '' || v === undefined ? '[]' : v),
    z
      .string()
      .transform((s, ctx) => {
        try {
          return JSON.parse(s) as unknown;
        } catch {
          ctx.addIssue({ code: 'custom', message: 'CASINO_PROVIDERS must be JSON' });
          return z.NEVER;
        }
      })
      .pipe(z.array(z.object({ id: z.string().regex(/^[a-z0-9_-]{2,32}$/), secret: z.string().min(32) }))),
  ),
  /**
   * Issue 15: the sandbox game aggregator (test games, not a real studio) under /sandbox-provider,
   * registered as a seamless-wallet provider with its games in the catalogue. Unset: on outside
   * production, off in production; `true` / `false` force it.
   */
  CASINO_SANDBOX_PROVIDER: z.preprocess(
    emptyToUndefined,
    z
      .enum(['true', 'false'])
      .optional()
      .transform((v) => (v === undefined ? undefined : v === 'true')),
  ),
  /** HMAC secret of the sandbox payment provider's webhooks; unset means derived from AUTH_SECRET's key. */
  SANDBOX_WEBHOOK_SECRET: z.preprocess(emptyToUndefined, z.string().min(32).optional()),
  /**
   * The sandbox payment provider (play money: a click on its page credits a deposit). Unset: on
   * outside production, off in production; `true` turns it on in production, and the site then
   * labels itself a demo on every page; `false` turns it off anywhere.
   */
  PAYMENTS_SANDBOX: z.preprocess(
    emptyToUndefined,
    z
      .enum(['true', 'false'])
      .optional()
      .transform((v) => (v === undefined ? undefined : v === 'true')),
  ),
  /**
   * Issue 17: e-mail goes out through this SMTP server (smtp:// or smtps://user:pass@host:port).
   * Unset: e-mail stays in the outbox, readable at the mailbox page outside production only.
   */
  SMTP_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^smtps?$/ }).optional()),
  /** The From address of every e-mail the site sends. */
  SMTP_FROM: z.preprocess(emptyToUndefined, z.string().min(3).default('Nordbet <no-reply@localhost>')),
  /**
   * Issue 17: SMS go out through this HTTP gateway (POST JSON {to, text}, Bearer SMS_GATEWAY_TOKEN).
   * Unset: SMS stay in the outbox like e-mail.
   */
  SMS_GATEWAY_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  SMS_GATEWAY_TOKEN: z.preprocess(emptyToUndefined, z.string().min(8).optional()),
  /**
   * Issue 17 KYC: uploaded documents go to this S3-compatible endpoint (path-style, SigV4) when
   * set, with the bucket, keys and region below; unset: the local directory DATA_DIR/documents.
   */
  DOCUMENTS_S3_ENDPOINT: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  DOCUMENTS_S3_BUCKET: z.preprocess(emptyToUndefined, z.string().min(3).max(63).optional()),
  DOCUMENTS_S3_ACCESS_KEY: z.preprocess(emptyToUndefined, z.string().min(1).optional()),
  DOCUMENTS_S3_SECRET_KEY: z.preprocess(emptyToUndefined, z.string().min(1).optional()),
  DOCUMENTS_S3_REGION: z.preprocess(emptyToUndefined, z.string().min(1).default('us-east-1')),
  /**
   * Issue 17 KYC: a withdrawal above this amount (minor units of its currency) needs a verified
   * player (403 verification_required). Unset: no threshold (the payments config flag still applies).
   */
  KYC_WITHDRAWAL_THRESHOLD_MINOR: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).optional()),
  /** Public origin for canonical links and the sitemap, e.g. https://example.com. */
  PUBLIC_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  /**
   * Host names the site answers as (comma list, `example.com` or `example.com:8443`). Without
   * PUBLIC_URL, links use the request's Host only if listed (or localhost outside production).
   */
  ALLOWED_HOSTS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .default('')
      .transform((s) =>
        s
          .split(',')
          .map((x) => x.trim().toLowerCase())
          .filter(Boolean),
      )
      .pipe(z.array(z.string().regex(/^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:]+\](:\d{1,5})?$/, 'a host name'))),
  ),
  /** Bearer token (≥ 24 chars) of GET /metrics; required in production, where /metrics is off without it. */
  METRICS_TOKEN: z.preprocess(emptyToUndefined, z.string().min(24).optional()),
  /**
   * Load shedding: mean event-loop delay (ms) above which pages and non-money APIs answer 503;
   * 0 = off. Unset: 100 in production, off elsewhere (a test machine's pauses are not overload).
   */
  LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(0).max(60_000).optional(),
  ),
  /** Load shedding: pages and non-money API calls in progress above which new ones answer 503; 0 = no cap. Unset: 4 in production, else 0. */
  LOAD_SHED_MAX_IN_FLIGHT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(100_000).optional()),
  /** Load shedding: pages that wait for a render slot when all are busy (beyond them: 503). */
  LOAD_SHED_MAX_QUEUED: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(100_000).optional()),
  /** Load shedding: event-loop utilisation (0–1) above which pages and non-money APIs answer 503; 0 = off. */
  LOAD_SHED_MAX_EVENT_LOOP_UTILIZATION: z.coerce.number().min(0).max(1).default(0),
  /** Load shedding: how often the event loop is sampled (ms). */
  LOAD_SHED_SAMPLE_INTERVAL_MS: z.coerce.number().int().min(10).max(60_000).default(250),
  /** Load shedding: the Retry-After (seconds) of a shed request. */
  LOAD_SHED_RETRY_AFTER_S: z.coerce.number().int().min(1).max(3600).default(5),
  /** Where the built web client lives (vite build output). */
  WEB_DIST_DIR: z.string().optional(),
  /** Seed of the simulated sports feed: every node of a cluster must use the same one. */
  FEED_SEED: z.coerce.number().int().min(0).max(2_147_483_647).default(20_260_101),
  /**
   * Issue 14 media: the video provider's stream URL with `{videoId}` (and optionally `{token}`).
   * Unset (the default): no game offers a video.
   */
  VIDEO_PROVIDER_URL: z.preprocess(
    emptyToUndefined,
    z
      .url({ protocol: /^https?$/ })
      .refine((s) => s.includes('{videoId}'), 'VIDEO_PROVIDER_URL must contain {videoId}')
      .optional(),
  ),
  /** Header the load balancer puts the visitor's country in (two letters); block rules by country read it. */
  GEO_COUNTRY_HEADER: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,64}$/)
    .default('x-country-code')
    .transform((v) => v.toLowerCase()),
  /**
   * Issue 25 §10: serve the API documentation (/api-docs and /api-docs/json). Unset: on outside
   * production, off in production (the whole API surface is a map for an attacker).
   */
  API_DOCS: z.preprocess(
    emptyToUndefined,
    z
      .enum(['true', 'false'])
      .optional()
      .transform((v) => (v === undefined ? undefined : v === 'true')),
  ),
  /** Trust X-Forwarded-* from a load balancer in front of the nodes. */
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

export type Env = z.infer<typeof envSchema>;

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  // Issue 11 §9: without a name for itself, a production site would print whatever Host it is sent.
  if (env.NODE_ENV === 'production' && !env.PUBLIC_URL && env.ALLOWED_HOSTS.length === 0) {
    throw new Error(
      'Invalid environment:\n  ALLOWED_HOSTS: production needs PUBLIC_URL or ALLOWED_HOSTS (the host names the site answers as)',
    );
  }
  return env;
}
