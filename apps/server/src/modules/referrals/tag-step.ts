import type { FastifyReply } from 'fastify';
import { referralTagCookies } from '@sb/preferences';

/**
 * Spec §4 "A referral-tag step runs on navigation": the one server function both navigations use
 * — a page load (the SSR handler, which every visit from outside is) and a client-side navigation
 * (the web's keeper posts the new query to /web-api/referrals/tags). The cookies are readable by
 * the page (spec §9 names them among the site's cookies) and lax, as the preference cookies.
 * Answers the names of the cookies set.
 */
export function applyReferralTags(
  reply: FastifyReply,
  query: URLSearchParams,
  opts: { loggedIn: boolean; production: boolean },
): string[] {
  const cookies = referralTagCookies(query, { loggedIn: opts.loggedIn });
  for (const c of cookies)
    reply.setCookie(c.name, c.value, {
      path: '/',
      maxAge: c.maxAgeS,
      sameSite: 'lax',
      secure: opts.production,
      httpOnly: false,
    });
  return cookies.map((c) => c.name);
}
