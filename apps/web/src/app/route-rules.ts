import type { SiteConfig } from '@sb/contracts';
import type { PlayerAccess } from './access-rules';
import {
  BETTING_PAGE_TYPES,
  BETTING_SECTIONS,
  BONUS_GAMES,
  BONUS_OFFER_SECTIONS,
  CREATE_REQUEST_STEPS,
  CYBER_SUB_ROUTES,
  LOTTO_SECTIONS,
  ONPAY_RESULTS,
  RESULTS_TYPES,
  RULES_ROUTE_ID,
  TOTO_SECTIONS,
  type RouteRule,
} from './route-table';

export interface RuleContext {
  config: SiteConfig | null;
  authenticated: boolean;
  production: boolean;
  /** The logged-in player's ban and terms state; null for visitors. */
  player: PlayerAccess | null;
}

export type RuleOutcome = { kind: 'ok' } | { kind: 'notFound' } | { kind: 'redirect'; to: string; status: 301 | 302 };

const OK: RuleOutcome = { kind: 'ok' };
const NOT_FOUND: RuleOutcome = { kind: 'notFound' };

type Params = Readonly<Record<string, string | undefined>>;

const oneOf = (list: readonly string[], v: string | undefined, optional = true) =>
  v === undefined ? optional : list.includes(v);

const INT4_MAX = 2_147_483_647;

/** A casino landing id (`tournament-12`, `offer-3`): the links of the casino hub and lists. */
export const casinoLandingId = (v: string | undefined): boolean => {
  const m = /^(?:tournament|offer)-([1-9]\d{0,9})$/.exec(v ?? '');
  return m !== null && Number(m[1]) <= INT4_MAX;
};

/**
 * Spec §5 validation rules and §2 route conditions, as one pure function so the server (first
 * request) and the browser (client navigation) decide the same way.
 */
export function checkRoute(rule: RouteRule, params: Params, ctx: RuleContext, lng: string): RuleOutcome {
  const c = ctx.config;
  switch (rule) {
    case 'betting':
      return oneOf(BETTING_PAGE_TYPES, params['pageType'], false) && oneOf(BETTING_SECTIONS, params['section'], false)
        ? OK
        : NOT_FOUND;
    case 'digits':
      // §5: numeric ids on print-coupon must be digits.
      return /^\d{1,18}$/.test(params['couponId'] ?? '') ? OK : NOT_FOUND;
    case 'landing':
      // §5: landing ids must start with landing-.
      return /^landing-[A-Za-z0-9_-]+$/.test(params['landingId'] ?? '') ? OK : NOT_FOUND;
    case 'registration':
      // §2/§5: registration requires isRegistrationAllowed and is hidden on VIP domains.
      return c && c.isRegistrationAllowed && !c.isVipDomain ? OK : NOT_FOUND;
    case 'socialRegistration':
      return c && c.isRegistrationAllowed && !c.isVipDomain && params['type'] === 'socialregistration' ? OK : NOT_FOUND;
    case 'identification':
      return c?.isIdentificationEnabled ? OK : NOT_FOUND;
    case 'rules':
      // §2: the rules page gives 404 if availableRoutes lacks entry 47.
      return c?.availableRoutes.includes(RULES_ROUTE_ID) ? OK : NOT_FOUND;
    case 'paymentInfo':
      // §5: available route and, if the site config requires it, an authenticated user.
      if (!c) return NOT_FOUND;
      return !c.isPaymentPageAuthRequired || ctx.authenticated ? OK : NOT_FOUND;
    case 'debugger':
      // §2: a debugger page (non-production only).
      return ctx.production ? NOT_FOUND : OK;
    case 'bonusGame':
      return oneOf(BONUS_GAMES, params['game'], false) ? OK : NOT_FOUND;
    // Issue 16: the games entrance and the games' landings name a bonus game too (docs/decisions.md).
    case 'bonusGameRoute':
      return oneOf(BONUS_GAMES, params['gameRoute'], false) ? OK : NOT_FOUND;
    case 'bonusGameLanding':
      return oneOf(BONUS_GAMES, params['landingRoute'], false) ? OK : NOT_FOUND;
    case 'casinoLanding':
      // Issue 16 bonus/casino/landing/{landingId}: `tournament-N` or `offer-N` (N a positive int4), else 404.
      // The same shape the landing page parses; a well-formed id of a missing one answers the page's not-found.
      return casinoLandingId(params['landingId']) ? OK : NOT_FOUND;
    case 'bonusVariant': {
      // §2: bonus/slot_first_deposit → 301 casino/slot-first-deposit when the config enables it.
      if (params['id'] === 'slot_first_deposit' && c?.isSlotFirstDepositRedirect) {
        return { kind: 'redirect', to: `/${lng}/casino/slot-first-deposit`, status: 301 };
      }
      // §2: bonus routes switch to their offer variant by the promoBonusToOffer flag.
      if (c?.promoBonusToOffer) {
        if (params['id'] === undefined) return { kind: 'redirect', to: `/${lng}/bonuses-offers`, status: 302 };
        const section = params['section'] ? `/${params['section']}` : '';
        return { kind: 'redirect', to: `/${lng}/bonus-offer/${params['id']}${section}`, status: 302 };
      }
      return oneOf(BONUS_OFFER_SECTIONS, params['section']) ? OK : NOT_FOUND;
    }
    case 'offerVariant': {
      if (c && !c.promoBonusToOffer) {
        if (params['id'] === undefined) return { kind: 'redirect', to: `/${lng}/bonuses`, status: 302 };
        const section = params['section'] ? `/${params['section']}` : '';
        return { kind: 'redirect', to: `/${lng}/bonus/${params['id']}${section}`, status: 302 };
      }
      return oneOf(BONUS_OFFER_SECTIONS, params['section']) ? OK : NOT_FOUND;
    }
    case 'resultsType':
      return oneOf(RESULTS_TYPES, params['type']) ? OK : NOT_FOUND;
    case 'totoSection':
      return oneOf(TOTO_SECTIONS, params['section']) ? OK : NOT_FOUND;
    case 'lottoSection':
      return oneOf(LOTTO_SECTIONS, params['sectionName']) ? OK : NOT_FOUND;
    case 'onpayResult':
      return oneOf(ONPAY_RESULTS, params['result'], false) ? OK : NOT_FOUND;
    case 'createRequestStep':
      return oneOf(CREATE_REQUEST_STEPS, params['step']) ? OK : NOT_FOUND;
    case 'cyberSub':
      // §2: cyber/{type}/… plus the sub-routes all, champs, dashboard (which take no more segments).
      if (oneOf(CYBER_SUB_ROUTES, params['type'], false)) return params['discipline'] === undefined ? OK : NOT_FOUND;
      return /^[a-z0-9-]{1,40}$/.test(params['type'] ?? '') ? OK : NOT_FOUND;
  }
}
