import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  BLOCK_EXEMPT_PATHS,
  blockPageOf,
  DISPLAY_BLOCKED,
  isMaintenanceActive,
  MAINTENANCE_COOKIE,
  MAINTENANCE_PAGE,
} from '@sb/contracts';
import { isShippedLanguage } from '@sb/i18n';
import type { ConfigService } from '../config';
import { redirectIndexOf, resolveUrl } from '../redirects';
import { decideBlock } from './evaluate';
import { visitorOf } from './visitor';

export interface PageGuardDeps {
  config: ConfigService;
  countryHeader: string;
  now: () => number;
}

/** Spec §6: a 'ua' cookie marks a logged-in browser (no database read on the page path). */
const UA_COOKIE = 'ua';
const MAX_URL_LENGTH = 2048;

/** `/en/news?x=1` → { lng: 'en', rest: 'news' }; null for anything that is not a page URL. */
export function pageOf(url: string): { lng: string; rest: string } | null {
  if (url.length > MAX_URL_LENGTH) return null;
  const match = /^\/([a-z]{2})(?:[/?#]|$)/.exec(url);
  if (!match?.[1] || !isShippedLanguage(match[1])) return null;
  const pathname = url.split(/[?#]/, 1)[0] ?? '';
  return { lng: match[1], rest: pathname.slice(3).replace(/^\/+|\/+$/g, '') };
}

function away(reply: FastifyReply, to: string) {
  // A maintenance or block answer changes with the config: never cached.
  reply.header('Cache-Control', 'no-store');
  return reply.redirect(to, 302);
}

/**
 * Page requests pass maintenance (spec §4), then blocking (spec §4), then the redirect rules
 * (spec §7) before anything renders. One cached config read, no database statement: the rules
 * come from the config cache, which the bus clears on every node when an operator changes them.
 */
export function registerPageGuard(app: FastifyInstance, deps: PageGuardDeps): void {
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const page = pageOf(request.url);
    if (!page) return;
    const groups = await deps.config.groups();
    const { lng, rest } = page;
    const cookie = request.cookies[MAINTENANCE_COOKIE] === '1';
    if (isMaintenanceActive(groups.maintenance, deps.now(), cookie)) {
      return rest === MAINTENANCE_PAGE ? undefined : away(reply, `/${lng}/${MAINTENANCE_PAGE}`);
    }
    if (rest === MAINTENANCE_PAGE) return away(reply, `/${lng}`);
    if (!BLOCK_EXEMPT_PATHS.includes(rest)) {
      const authenticated = request.cookies[UA_COOKIE] !== undefined;
      const block = decideBlock(groups.blocks, visitorOf(request, deps.countryHeader, authenticated));
      if (block.displayTypeId === DISPLAY_BLOCKED && block.templateTypeId !== null) {
        return away(reply, `/${lng}/${blockPageOf(block.templateTypeId)}`);
      }
    }
    const decision = resolveUrl(redirectIndexOf(groups.redirects), request.url);
    if (decision?.redirect && decision.url && decision.code) return reply.redirect(decision.url, decision.code);
    return undefined;
  });
}
