import type { ComponentType } from 'react';
import { data, Outlet, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { checkAccess } from './access-rules';
import { checkRoute, type RuleContext } from './route-rules';
import { LEGACY_REDIRECTS, ROUTE_TABLE, USER_SECTIONS, type RouteEntry } from './route-table';
import { Shell } from './layouts/shell';
import { useDocumentHead } from './seo/use-document-head';
import { SectionPage } from '../features/pages/section-page';
import { ErrorPage } from './error-page';
import { SystemPage } from '../features/pages/system-page';
import { lazyWithReload } from '../lib/lazy-with-reload';
import { HydratedOnly } from '../components/ui/hydrated-only';
import { RECHARGE_ROUTE_ID, rechargeDirectLoadTarget } from '../features/wallet/lib/recharge-guard';
import { LINE_ROUTE_IDS, lineDataLoader, lineRoute } from '../features/line/line-routes';
import { contentRoute, isContentRoute } from '../features/content/content-routes';
import { CASINO_ROUTE_IDS, casinoRoute } from '../features/casino/casino-routes';
import { LOTTO_ROUTE_ID, lottoRoute } from '../features/lotto/lotto-routes';
import { TOTO_ROUTE_ID, totoRoute } from '../features/toto/toto-routes';
import { CYBER_ROUTE_IDS, cyberRoute } from '../features/cyber/cyber-routes';
import { SCHEDULED_ROUTE_IDS, scheduledRoute } from '../features/scheduled/scheduled-routes';
import { LineSeoText } from './line-seo-text';
import { LAZY_PAGES as BONUS_GAME_PAGES } from '../features/bonusgames/lazy-pages';
import { LAZY_PAGES as TOURNAMENT_PAGES } from '../features/tournaments/lazy-pages';
import { LAZY_PAGES as PROMOTION_PAGES } from '../features/bonuses/lazy-pages';
/**
 * System pages rendered whole on the server (issue 18): an old browser may never run our
 * JavaScript, and a 500 or VPN page must say what happened even when the chunks cannot load.
 * They are route `lazy` modules (issue 13: not in every page's first-load JS): the server renders
 * them whole, and boot.tsx loads the matched one before hydrating, as for the home and line pages.
 */
const SERVER_RENDERED_PAGES: Readonly<Record<string, () => Promise<{ default: ComponentType }>>> = {
  error_500: () => import('../features/system-pages/server-error-page'),
  oldbrowser: () => import('../features/system-pages/old-browser-page'),
  internal_vpn: () => import('../features/system-pages/internal-vpn-page'),
};

/**
 * Pages in chunks of their own, so the home page stays small. The server renders their heading;
 * the page itself renders after hydration, so hydration never waits on or mismatches a chunk.
 */
const LAZY_PAGES: Readonly<Record<string, ReturnType<typeof lazyWithReload>>> = {
  ...BONUS_GAME_PAGES,
  ...TOURNAMENT_PAGES,
  ...PROMOTION_PAGES,
  debugger: lazyWithReload(() => import('../features/pages/debugger-page')),
  mailbox: lazyWithReload(() => import('../features/pages/mailbox-page')),
  debugger_ui: lazyWithReload(() => import('../features/pages/ui-gallery-page')),
  maintenance: lazyWithReload(() => import('../features/platform/maintenance-page')),
  login: lazyWithReload(() => import('../features/auth/login-page')),
  registration: lazyWithReload(() => import('../features/auth/registration-page')),
  registration_social: lazyWithReload(() => import('../features/auth/registration-page')),
  forgotpassword: lazyWithReload(() => import('../features/auth/forgot-password-page')),
  // Spec §4 HRK account conversion offer on the office dashboard too (issue 17).
  office: lazyWithReload(() =>
    Promise.all([
      import('../features/office/dashboard-page'),
      import('../features/wallet/components/conversion-offer'),
    ]).then(([page, offer]) => ({ default: page.withDashboardNotice(offer.ConversionOffer) })),
  ),
  office_settings: lazyWithReload(() => import('../features/office/settings-page')),
  office_share_idea: lazyWithReload(() => import('../features/office/share-idea-page')),
  office_verification: lazyWithReload(() => import('../features/verification/verification-page')),
  office_identification: lazyWithReload(() => import('../features/verification/identification-page')),
  user_stopnewsletter: lazyWithReload(() => import('../features/office/stop-newsletter-page')),
  user_passwordreset: lazyWithReload(() => import('../features/auth/password-reset-page')),
  office_security: lazyWithReload(() => import('../features/security/security-page')),
  office_account: lazyWithReload(() => import('../features/wallet/account-page')),
  // Spec §3 show_verification_modal_on_deposit_page: the deposit page with the KYC notice (issue 17).
  office_recharge: lazyWithReload(() =>
    Promise.all([import('../features/wallet/recharge-page'), import('../features/verification/deposit-notice')]).then(
      ([page, kyc]) => ({ default: kyc.withDepositVerificationModal(page.default) }),
    ),
  ),
  office_deduce: lazyWithReload(() => import('../features/wallet/deduce-page')),
  office_historypay: lazyWithReload(() => import('../features/wallet/historypay-page')),
  office_payment_requests: lazyWithReload(() => import('../features/wallet/payment-requests-page')),
  office_support: lazyWithReload(() => import('../features/support/support-page')),
  office_manager: lazyWithReload(() => import('../features/support/manager-page')),
  block_appeal_history: lazyWithReload(() => import('../features/support/appeals-page')),
  office_payment_create_request: lazyWithReload(() => import('../features/wallet/create-request-page')),
  onpay: lazyWithReload(() => import('../features/wallet/onpay-page')),
  office_responsible: lazyWithReload(() => import('../features/responsible/responsible-page')),
  office_history: lazyWithReload(() => import('../features/bets/history-page')),
  office_bonuses_deposit: lazyWithReload(() => import('../features/bonuses/deposit-page')),
  office_bonuses_wager: lazyWithReload(() => import('../features/bonuses/wager-page')),
  office_promotion: lazyWithReload(() => import('../features/bonuses/promotion-page')),
  office_casino_vipcashback: lazyWithReload(() => import('../features/bonuses/vip-cashback-page')),
  office_casino_premiumcashback: lazyWithReload(() => import('../features/bonuses/premium-cashback-page')),
  points: lazyWithReload(() => import('../features/bonuses/points-page')),
  office_rewards: lazyWithReload(() => import('../features/bonuses/rewards-page')),
  office_bringfriend: lazyWithReload(() => import('../features/referrals/bringfriend-page')),
  bonus_partner: lazyWithReload(() => import('../features/referrals/bonus-partner-page')),
  bonuses: lazyWithReload(() => import('../features/bonuses/promotions-page')),
  bonus: lazyWithReload(() => import('../features/bonuses/promotions-page')),
  promotions: lazyWithReload(() => import('../features/bonuses/promotions-page')),
  print_coupon: lazyWithReload(() => import('../features/bets/print-coupon-page')),
  confirm: lazyWithReload(() => import('../features/terms/confirm-page')),
  user_activate: lazyWithReload(() =>
    import('../features/auth/activate-pages').then((m) => ({ default: m.ActivateEmail })),
  ),
  user_accountverify: lazyWithReload(() =>
    import('../features/auth/activate-pages').then((m) => ({ default: m.AccountVerify })),
  ),
  user_activatefast: lazyWithReload(() =>
    import('../features/auth/activate-pages').then((m) => ({ default: m.ActivateFast })),
  ),
};

/** Spec §2: platform_type=mobile forces the mobile layout; stripped by redirect on unknown routes. */
export const PLATFORM_TYPE_PARAM = 'platform_type';

let browserRuleContext: RuleContext | null = null;
/** In the browser the loaders read the same facts the server passed as request context. */
export function setBrowserRuleContext(ctx: RuleContext): void {
  browserRuleContext = ctx;
}

function ruleContextOf(context: unknown): RuleContext {
  const ctx = (context as { rules?: RuleContext } | undefined)?.rules ?? browserRuleContext;
  if (!ctx) throw new Error('route rule context missing');
  return ctx;
}

const notFound = () => data(null, { status: 404 });

/**
 * Keeps the head true after client navigation. It sits on the route whose error element is the
 * error page, so on an error it is not rendered and the error page's head (404, noindex) wins.
 */
function PageHead() {
  useDocumentHead();
  return <Outlet />;
}

function pageLoader(entry: RouteEntry) {
  const rule = entry.rule;
  return ({ params, context, request }: LoaderFunctionArgs) => {
    const ctx = ruleContextOf(context);
    const lng = params['lng'] ?? '';
    if (entry.auth && !ctx.authenticated) {
      // Spec §4 access guard: an unauthenticated visitor goes to the login route, keeping where
      // they wanted to go for the redirect after login.
      const url = new URL(request.url);
      throw redirect(`/${lng}/login?return_url=${encodeURIComponent(url.pathname + url.search)}`, 302);
    }
    const access = checkAccess(entry, ctx.player, lng);
    if (access.kind === 'redirect') throw redirect(access.to, 302);
    // Spec §4 recharge guard on a direct load (the server's render): client navigation is guarded
    // by the blocker of features/wallet/recharge-modal-host.tsx.
    if (entry.id === RECHARGE_ROUTE_ID && (context as { rules?: unknown } | undefined)?.rules) {
      const to = rechargeDirectLoadTarget(new URL(request.url), lng, ctx.config?.rechargeModalEnabled ?? false);
      if (to) throw redirect(to, 302);
    }
    if (!rule) return null;
    const outcome = checkRoute(rule, params, ctx, lng);
    if (outcome.kind === 'notFound') throw notFound();
    if (outcome.kind === 'redirect') throw redirect(outcome.to, outcome.status);
    return null;
  };
}

function elementOf(entry: RouteEntry) {
  const LazyPage = LAZY_PAGES[entry.id];
  if (LazyPage) {
    // The maintenance page's server HTML already says what is going on (its text, not a heading).
    const fallback = entry.layout === 'maintenance' ? <SystemPage entry={entry} /> : <SectionPage entry={entry} />;
    return (
      <HydratedOnly fallback={fallback}>
        <LazyPage />
      </HydratedOnly>
    );
  }
  if (entry.layout === 'maintenance' || entry.layout === 'blocked') return <SystemPage entry={entry} />;
  return <SectionPage entry={entry} />;
}

/** A page of the table: its element, its title and rules (handle) and its guard (loader). */
const pageRoute = (entry: RouteEntry): RouteObject => {
  const whole = SERVER_RENDERED_PAGES[entry.id];
  const page = whole ? { lazy: async () => ({ Component: (await whole()).default }) } : { element: elementOf(entry) };
  return { path: entry.path, id: entry.id, ...page, handle: { entry }, loader: pageLoader(entry) };
};

/**
 * Issue 14: the esports pages (spec §2 cyber routes) render with their data, like the line's;
 * issue 19: so do the TV games and virtual sports pages.
 */
const cyberOrPageRoute = (entry: RouteEntry): RouteObject =>
  CYBER_ROUTE_IDS.has(entry.id)
    ? { path: entry.path, id: entry.id, handle: { entry }, ...cyberRoute(entry.id, pageLoader(entry)) }
    : SCHEDULED_ROUTE_IDS.has(entry.id)
      ? { path: entry.path, id: entry.id, handle: { entry }, ...scheduledRoute(entry.id, pageLoader(entry)) }
      : pageRoute(entry);

/** Issue 13: every office page sits in the office layout (its menu is the desktop sidebar). */
const isOfficePage = (entry: RouteEntry) => entry.path === 'office' || entry.path.startsWith('office/');

function withSearch(request: Request, extra?: Record<string, string>): string {
  const url = new URL(request.url);
  for (const [k, v] of Object.entries(extra ?? {})) url.searchParams.set(k, v);
  const s = url.searchParams.toString();
  return s ? `?${s}` : '';
}

const redirectRoutes: RouteObject[] = [
  ...LEGACY_REDIRECTS.map((r): RouteObject => ({
    path: r.from,
    loader: ({ params, request }) => {
      throw redirect(`/${params['lng']}${r.to ? `/${r.to}` : ''}${withSearch(request)}`, 301);
    },
  })),
  {
    // Spec §2: user/forgotpassword redirects home with showForgotPasswordModal=1.
    path: 'user/forgotpassword',
    loader: ({ params, request }) => {
      throw redirect(`/${params['lng']}${withSearch(request, { showForgotPasswordModal: '1' })}`, 302);
    },
  },
  {
    path: 'lpage/:landingId',
    loader: ({ params, request }) => {
      throw redirect(`/${params['lng']}/landing-page/${params['landingId']}${withSearch(request)}`, 301);
    },
  },
  {
    // Spec §2: other user sections give 404 (listed ones are real routes above).
    path: 'user/*',
    // Loader-only leaf: an explicit empty element (the error element renders the 404).
    element: null,
    loader: ({ params }) => {
      if (!(USER_SECTIONS as readonly string[]).includes(params['*'] ?? '')) throw notFound();
      return null;
    },
  },
];

const unknownRoute: RouteObject = {
  path: '*',
  element: null,
  loader: ({ request }) => {
    const url = new URL(request.url);
    if (url.searchParams.has(PLATFORM_TYPE_PARAM)) {
      url.searchParams.delete(PLATFORM_TYPE_PARAM);
      throw redirect(url.pathname + url.search, 302);
    }
    throw notFound();
  },
};

export const routes: RouteObject[] = [
  {
    path: '/:lng',
    id: 'root',
    element: <Shell />,
    children: [
      {
        id: 'pages',
        element: <PageHead />,
        errorElement: <ErrorPage />,
        children: [
          ...ROUTE_TABLE.filter((entry) => !isOfficePage(entry)).map((entry): RouteObject =>
            entry.path === ''
              ? {
                  index: true,
                  id: entry.id,
                  handle: { entry },
                  // Home shows the line's top events, server-rendered with their data.
                  loader: lineDataLoader('home', pageLoader(entry)),
                  lazy: async () => ({ Component: (await import('./home-route')).default }),
                }
              : LINE_ROUTE_IDS.has(entry.id)
                ? {
                    path: entry.path,
                    id: entry.id,
                    handle: { entry },
                    ...lineRoute(entry.id, pageLoader(entry), entry.id === 'line' ? LineSeoText : undefined),
                  }
                : CASINO_ROUTE_IDS.has(entry.id)
                  ? { path: entry.path, id: entry.id, handle: { entry }, ...casinoRoute(entry.id, pageLoader(entry)) }
                  : isContentRoute(entry.id)
                    ? {
                        path: entry.path,
                        id: entry.id,
                        handle: { entry },
                        ...contentRoute(entry.id, pageLoader(entry)),
                      }
                    : entry.id === LOTTO_ROUTE_ID
                      ? { path: entry.path, id: entry.id, handle: { entry }, ...lottoRoute(pageLoader(entry)) }
                      : entry.id === TOTO_ROUTE_ID
                        ? { path: entry.path, id: entry.id, handle: { entry }, ...totoRoute(pageLoader(entry)) }
                        : cyberOrPageRoute(entry),
          ),
          {
            id: 'office_layout',
            // A loader (of nothing) puts the layout in the hydration data, which is how boot.tsx
            // knows to load its chunk before hydrating.
            loader: () => null,
            lazy: async () => ({ Component: (await import('../features/office/office-layout')).OfficeLayout }),
            children: ROUTE_TABLE.filter(isOfficePage).map(pageRoute),
          },
          ...redirectRoutes,
          unknownRoute,
        ],
      },
    ],
  },
];
