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
  DATA_DIR: z.string().default('./.data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Bearer token of the operator admin API; the admin API is off while it is unset. */
  ADMIN_TOKEN: z.preprocess(emptyToUndefined, z.string().min(24).optional()),
  /** Key that signs access tokens; unset means one generated on first start and kept in the database. */
  AUTH_SECRET: z.preprocess(emptyToUndefined, z.string().min(32).optional()),
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
  /** HMAC secret of the sandbox payment provider's webhooks; unset means derived from AUTH_SECRET's key. */
  SANDBOX_WEBHOOK_SECRET: z.preprocess(emptyToUndefined, z.string().min(32).optional()),
  /** Public origin for canonical links and the sitemap, e.g. https://example.com. */
  PUBLIC_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  /** Where the built web client lives (vite build output). */
  WEB_DIST_DIR: z.string().optional(),
  /** Seed of the simulated sports feed: every node of a cluster must use the same one. */
  FEED_SEED: z.coerce.number().int().min(0).max(2_147_483_647).default(20_260_101),
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
  return parsed.data;
}
