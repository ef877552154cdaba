import type { FastifyRequest } from 'fastify';
import {
  ANALYTICS_KEYS,
  ANALYTICS_SESSION_COOKIE,
  analyticsSessionIdSchema,
  consentAllows,
  parseConsent,
  type AnalyticsKey,
  type CookieType,
} from '@sb/contracts';
import { COOKIE } from '@sb/preferences';

/**
 * Issue 25 §10: events one client address may have recorded per minute (a page view sends a
 * handful; 6,350 in 5 s from one client was a flood filling the table). Counted over every node.
 */
export const ANALYTICS_EVENTS_PER_CLIENT = 300;
export const ANALYTICS_LIMIT_WINDOW_S = 60;

/**
 * Spec §5: analytics is gated by consent on the server too, from the cookies_agree_type cookie
 * the request carries: a browser that has not agreed is not recorded whatever it sends.
 */
export function consentOf(request: FastifyRequest, type: CookieType): boolean {
  return consentAllows(parseConsent(request.cookies[COOKIE.cookiesAgreeType]), type);
}

export function streamAllowed(request: FastifyRequest, key: AnalyticsKey): boolean {
  return consentOf(request, ANALYTICS_KEYS[key]);
}

/** The first-party visitor id, set by the client once analytics is agreed to. */
export function sessionOf(request: FastifyRequest): string | null {
  const parsed = analyticsSessionIdSchema.safeParse(request.cookies[ANALYTICS_SESSION_COOKIE]);
  return parsed.success ? parsed.data : null;
}

/** Page paths only, without the query (it may carry tokens). */
export function cleanPath(path: string): string {
  return (path.split(/[?#]/, 1)[0] ?? '').slice(0, 300);
}
