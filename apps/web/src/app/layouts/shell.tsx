import { Suspense, useEffect, type ReactNode } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { useApp } from '../../lib/app-context';
import type { LayoutName, RouteEntry } from '../route-table';
import { Header } from './header';
import { Footer } from './footer';
import { useSiteConfig } from '../../lib/site-config/use-site-config';
import { useBreakpoint } from '../use-breakpoint';
import { IdleOnly } from '../../lib/idle';
import { lazyWithReload } from '../../lib/lazy-with-reload';
import { CouponDock } from '../../features/coupon/coupon-dock';
import { DemoBanner } from './demo-banner';
import { BottomNav } from './bottom-nav';
import { ScrollToTop } from './scroll-to-top';
import { RechargeModalHost } from '../../features/wallet/recharge-modal-host';
import { HydrationMarker } from '../../components/ui/hydrated-only';

/** Captcha, session and responsible-gaming keepers, recovery/recharge modals, overlays: once idle after hydration. */
const AfterHydration = lazyWithReload(() => import('./after-hydration'));
/** Spec §1 floating support button: mounted once idle (nothing of it is in the first paint's JS). */
const SupportButton = lazyWithReload(() => import('../../features/support/support-button'));
/** The coupon's "my bets" tab: the bets feature, composed here so features stay apart. */
const MyBets = lazyWithReload(() => import('../../features/bets/my-bets'));

export interface RouteHandle {
  entry?: RouteEntry;
}

function useLayout(): LayoutName {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.entry) return handle.entry.layout ?? 'main';
  }
  return 'main';
}

function NoSiteConfig() {
  const { t } = useTranslation();
  return (
    <div className="notice notice--error" role="alert" data-testid="no-site-config">
      {t('main_no_site_config')}
    </div>
  );
}

function MainLayout({ children, themed, mobile }: { children: ReactNode; themed?: boolean; mobile: string }) {
  const { t } = useTranslation();
  return (
    <div className={`layout layout--main${themed ? ' layout--themed' : ''}${mobile}`}>
      <a className="skip-link" href="#content">
        {t('shell_skip_to_content')}
      </a>
      <DemoBanner />
      <Header />
      <main id="content" className="content" tabIndex={-1}>
        {children}
      </main>
      <CouponDock MyBets={MyBets} />
      <Footer />
      <BottomNav />
      <ScrollToTop mobile={mobile !== ''} />
      <IdleOnly>
        <SupportButton />
      </IdleOnly>
    </div>
  );
}

/** Spec §2 layouts: main (default), headless, empty, maintenance, blocked, and themed. */
export function Shell() {
  const layout = useLayout();
  const { initial } = useApp();
  const { config, failed } = useSiteConfig();
  const location = useLocation();
  const breakpoint = useBreakpoint();
  useEffect(() => {
    // Client navigation keeps focus order sane for keyboard and screen-reader users.
    document.getElementById('content')?.focus({ preventScroll: true });
  }, [location.pathname]);

  const page = (
    <Suspense fallback={null}>
      {!config && failed ? <NoSiteConfig /> : null}
      <Outlet />
      {/* Spec §4: the recharge modal and its route guard. Not idle-time: it decides navigations. */}
      <RechargeModalHost />
      <HydrationMarker />
      <IdleOnly>
        <AfterHydration />
      </IdleOnly>
    </Suspense>
  );
  // Spec §2: platform_type=mobile forces the mobile layout; otherwise below 1024 px is mobile.
  const mobile = initial.mobileForced || breakpoint === 0 ? ' layout--mobile' : '';
  switch (layout) {
    case 'headless':
      return (
        <div className={`layout layout--headless${mobile}`}>
          <DemoBanner />
          {page}
        </div>
      );
    case 'empty':
      return (
        <div className="layout layout--empty">
          <DemoBanner />
          {page}
        </div>
      );
    case 'maintenance':
    case 'blocked':
      return (
        <div className={`layout layout--${layout}`}>
          <DemoBanner />
          <main id="content" className="content content--centered" tabIndex={-1}>
            <p className="logo">{config?.companyName}</p>
            {page}
          </main>
        </div>
      );
    case 'themed':
      return (
        <MainLayout themed mobile={mobile}>
          {page}
        </MainLayout>
      );
    case 'main':
      return <MainLayout mobile={mobile}>{page}</MainLayout>;
  }
}
