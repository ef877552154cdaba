import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Who the site is, for links it prints and browsers it lets in (issue 11 §9). */
export interface OriginPolicy {
  /** `PUBLIC_URL`: the canonical origin, used as is when set. */
  publicUrl: string | undefined;
  /** `ALLOWED_HOSTS`: host names (or host:port) the site answers as; lower case. */
  allowedHosts: readonly string[];
  production: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The site's origin for links in this response: never a Host header the policy does not allow. */
    readonly siteOrigin: string;
  }
}

/** Outside production a developer's own machine is always the site. */
const LOCAL_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** A Host header a URL can be built on (`localhost:99999` cannot: the port is out of range). */
function isValidHost(host: string): boolean {
  try {
    new URL(`http://${host}`);
    return host.length > 0;
  } catch {
    return false;
  }
}

/** Whether a host (`example.com` or `example.com:8443`) is one the policy lets the site answer as. */
export function hostAllowed(host: string, policy: OriginPolicy): boolean {
  if (!isValidHost(host)) return false;
  const h = host.toLowerCase();
  const name = h.replace(/:\d+$/, '');
  if (policy.allowedHosts.some((a) => a === h || a === name)) return true;
  if (policy.publicUrl && new URL(policy.publicUrl).host.toLowerCase() === h) return true;
  return !policy.production && LOCAL_HOSTNAMES.has(name);
}

/**
 * The origin for canonical links, the sitemap, robots.txt and redirect URIs. `PUBLIC_URL` when set;
 * else the request's own host if allowed; else the first allowed host (or localhost in development):
 * a forged Host header never ends up in a page.
 */
export function siteOriginOf(request: FastifyRequest, policy: OriginPolicy): string {
  if (policy.publicUrl) return policy.publicUrl.replace(/\/$/, '');
  if (hostAllowed(request.host, policy)) return `${request.protocol}://${request.host}`;
  return `${request.protocol}://${policy.allowedHosts[0] ?? 'localhost'}`;
}

/**
 * Whether a browser's `Origin` may open a credentialed channel (the WebSocket): its host is the
 * request's own host (same origin), `PUBLIC_URL`'s or an allowed one. No `Origin`: not a browser.
 */
export function originAllowed(request: FastifyRequest, origin: string | undefined, policy: OriginPolicy): boolean {
  if (origin === undefined) return true;
  let host: string;
  try {
    host = new URL(origin).host.toLowerCase();
  } catch {
    return false;
  }
  if (host === request.host.toLowerCase()) return true;
  if (policy.publicUrl && new URL(policy.publicUrl).host.toLowerCase() === host) return true;
  return policy.allowedHosts.some((a) => a === host || a === host.replace(/:\d+$/, ''));
}

/** `request.siteOrigin`, resolved on demand by the policy. */
export function registerSiteOrigin(app: FastifyInstance, policy: OriginPolicy): void {
  app.decorateRequest('siteOrigin', {
    getter(this: FastifyRequest) {
      return siteOriginOf(this, policy);
    },
  });
}
