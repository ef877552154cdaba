import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { directionOf, isShippedLanguage } from '@sb/i18n';
import { loadDictionary } from '@sb/i18n/load';
import { breakpointOf, COOKIE, parsePreferences, PREFERENCE_COOKIE_MAX_AGE_S, windowWidthOf } from '@sb/preferences';
import { htmlAttributesOf, HttpStatusError, INITIAL_STATE_ELEMENT_ID, render, type InitialState } from '@sb/web/server';
import { consentAllows, parseConsent, type SiteConfig } from '@sb/contracts';
import { isApiPath, sendError } from '../../http/errors';
import { INTERNAL_REQUEST_HEADERS } from '../../plugins/load-shedding';
import { countryCodeOf, effectiveDefaultLanguage, visibleLanguages, type ConfigService } from '../config';
import { applyReferralTags } from '../referrals';
import { originOf, type SeoService } from '../seo';
import { readClientAssets, type ClientAssets } from './assets';
import { renderDocument } from './document';
import { languageRedirect } from './language';

export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../../../web/dist/client', import.meta.url));

export interface SsrOptions {
  config: ConfigService;
  seo: SeoService;
  production: boolean;
  publicUrl: string | undefined;
  assets: ClientAssets;
  socialProviders: { id: string; name: string }[];
  /** The logged-in player of this request, from the session cookie. */
  userOf: (request: FastifyRequest) => Promise<{
    id: number;
    login: string;
    banLevel: number;
    banVersion: number;
    termsPending: boolean;
    excluded: boolean;
  } | null>;
}

const MAX_URL_LENGTH = 2048;

function cookieOptions(production: boolean) {
  return {
    path: '/',
    maxAge: PREFERENCE_COOKIE_MAX_AGE_S,
    sameSite: 'lax' as const,
    secure: production,
    httpOnly: false,
  };
}

/** Server-side rendering of every page URL (spec §2), with the language rules first. */
export function ssrRoutes(opts: SsrOptions) {
  return async (app: FastifyInstance) => {
    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      if (isApiPath(request.url))
        return sendError(reply, 404, 'not_found', `No API route ${request.method} ${request.url.split('?')[0]}`);
      if (request.url.length > MAX_URL_LENGTH) return sendError(reply, 414, 'uri_too_long', 'URL too long');
      // Issue 11 §9: `//` or `/\` would read as a URL with an empty host (a TypeError, then a 500);
      // the router ignores duplicate slashes, so the page path starts with one.
      const url = new URL(request.url.replace(/^[/\\]+/, '/'), 'http://internal');
      try {
        decodeURIComponent(url.pathname);
      } catch {
        return reply.code(400).type('text/plain; charset=utf-8').send('Bad request: malformed URL');
      }
      const pathname = url.pathname;

      let groups;
      try {
        groups = await opts.config.groups();
      } catch (err) {
        request.log.error({ err }, 'site config unavailable');
        groups = null;
      }
      const user = await opts.userOf(request);
      const authenticated = user !== null;
      // Spec §4 referral-tag step on a page load, before any redirect (a tagged link that redirects still tags).
      applyReferralTags(reply, url.searchParams, { loggedIn: authenticated, production: opts.production });
      const visible = groups ? visibleLanguages(groups.languages, authenticated) : ['en'];
      const defaultLanguage = groups ? effectiveDefaultLanguage(groups.languages) : 'en';
      const target = languageRedirect({
        pathname,
        search: url.search,
        lngCookie: request.cookies[COOKIE.language],
        visible,
        defaultLanguage,
      });
      if (target) return reply.redirect(target, 302);

      const lng = pathname.slice(1, 3);
      if (!isShippedLanguage(lng)) return reply.code(404).send();
      let siteConfig: SiteConfig | null = null;
      if (groups) {
        try {
          siteConfig = await opts.config.siteConfig({ lang: lng, countryCode: countryCodeOf(request), authenticated });
        } catch (err) {
          request.log.error({ err }, 'site config unavailable');
        }
      }
      const prefs = parsePreferences(request.cookies);
      // Spec §9: the 12-hour clock is set by cookie or geo config.
      if (request.cookies[COOKIE.is12h] === undefined && siteConfig?.is12h) prefs.is12h = true;
      const origin = originOf(request, opts.publicUrl);
      const restPath = pathname.slice(3);
      const initial: InitialState = {
        lng,
        dir: directionOf(lng),
        config: siteConfig,
        languages: visible,
        defaultLanguage,
        prefs,
        dictionary: await loadDictionary(lng),
        production: opts.production,
        origin,
        mobileForced: url.searchParams.get('platform_type') === 'mobile',
        breakpoint: savedBreakpoint(request.cookies),
        authenticated,
        user: user ? { id: user.id, login: user.login } : null,
        socialProviders: opts.socialProviders,
        player: user
          ? {
              banLevel: user.banLevel,
              banVersion: user.banVersion,
              termsPending: user.termsPending,
              excluded: user.excluded,
            }
          : null,
        nowMs: Date.now(),
        seoOverride: opts.seo.get(lng, restPath),
      };
      const result = await render(new Request(new URL(`${url.pathname}${url.search}`, origin)), initial, {
        // Page loaders read the public APIs in-process: same routes, schemas and caches as the browser.
        fetchJson: async (path) => {
          const res = await app.inject({
            method: 'GET',
            url: path,
            headers: { accept: 'application/json', ...INTERNAL_REQUEST_HEADERS },
          });
          if (res.statusCode < 200 || res.statusCode >= 300) throw new HttpStatusError(res.statusCode, path);
          return res.json<unknown>();
        },
      });
      if (result.kind === 'redirect') return reply.redirect(result.location, result.status);

      // The language a visitor last used is the one `/` sends them to next time (spec §2).
      if (request.cookies[COOKIE.language] !== lng)
        reply.setCookie(COOKIE.language, lng, cookieOptions(opts.production));
      // Spec §2: the query parameter payment_consultant=1 is stored.
      if (url.searchParams.get('payment_consultant') === '1') {
        reply.setCookie(COOKIE.paymentConsultant, '1', cookieOptions(opts.production));
      }
      const htmlAttributes = htmlAttributesOf(prefs);
      if (initial.mobileForced) htmlAttributes['data-platform'] = 'mobile';
      if (initial.breakpoint !== null) htmlAttributes['data-breakpoint'] = String(initial.breakpoint);
      const html = renderDocument({
        lang: lng,
        dir: initial.dir,
        htmlAttributes,
        head: result.head,
        body: result.html,
        state: { initial, hydration: result.hydration },
        stateElementId: INITIAL_STATE_ELEMENT_ID,
        assets: opts.assets,
        themeColor: prefs.appTheme === 1 ? '#0f1620' : '#0b5cd5',
      });
      reply.header('Cache-Control', 'private, no-cache');
      reply.header('Vary', 'Cookie');
      return reply.code(result.status).type('text/html; charset=utf-8').send(html);
    };
    app.get('/', handler);
    app.get('/*', handler);
  };
}

export function loadAssets(distDir: string | undefined): ClientAssets {
  return readClientAssets(distDir ?? DEFAULT_WEB_DIST);
}

/**
 * Spec §5: the window-width cookie counts only with functional cookies agreed (the browser
 * saves it only then; a leftover from before a withdrawal is ignored). Its breakpoint lets the
 * first byte carry the layout the window will use.
 */
function savedBreakpoint(cookies: Record<string, string | undefined>) {
  if (!consentAllows(parseConsent(cookies[COOKIE.cookiesAgreeType]), 'functional')) return null;
  const width = windowWidthOf(cookies[COOKIE.windowWidth]);
  return width === null ? null : breakpointOf(width);
}
