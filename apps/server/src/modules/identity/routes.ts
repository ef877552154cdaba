import type { FastifyInstance } from 'fastify';
import { noStore } from './auth';
import { DevCaptchaBook, devCaptchaRoutes } from './dev-captcha';
import { accountRoutes } from './routes/account';
import { captchaRoutes, outboxRoutes } from './routes/captcha';
import { identityRouteContext, type IdentityRouteDeps } from './routes/context';
import { loginRoutes } from './routes/login';
import { qrRoutes } from './routes/qr';
import { recoveryRoutes } from './routes/recovery';
import { secureRoutes } from './routes/secure';
import { securityRoutes } from './routes/security';
import { tokenRoutes } from './routes/tokens';

export type { IdentityRouteDeps } from './routes/context';

/**
 * The identity API (spec §2, §3, §4, §7): one plugin registering the route files of each area.
 * Request and answer schemas live in `@sb/contracts` (identity.ts), shared with the web.
 */
export function identityRoutes(deps: IdentityRouteDeps) {
  // Outside production only: the answers a browser test asks /admin-api/dev/captcha/:id for.
  const captchaBook = deps.production ? undefined : new DevCaptchaBook();
  const ctx = identityRouteContext(deps, captchaBook);

  return async (app: FastifyInstance) => {
    app.addHook('onSend', async (_req, reply) => noStore(reply));
    loginRoutes(app, ctx);
    tokenRoutes(app, ctx);
    accountRoutes(app, ctx);
    captchaRoutes(app, ctx);
    recoveryRoutes(app, ctx);
    securityRoutes(app, ctx);
    qrRoutes(app, ctx);
    secureRoutes(app, ctx);
    if (captchaBook) await app.register(devCaptchaRoutes(captchaBook, deps.adminToken, ctx.now));
    if (!deps.production) outboxRoutes(app, ctx);
  };
}
