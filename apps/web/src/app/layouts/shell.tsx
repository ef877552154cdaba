import { Suspense, useEffect, type ReactNode } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { useApp } from '../app-context';
import type { LayoutName, RouteEntry } from '../route-table';
import { Header } from './header';
import { Footer } from './footer';
import { useSiteConfig } from '../site-config/use-site-config';
import { useBreakpoint } from '../use-breakpoint';
import { HydratedOnly } from '../../components/ui/hydrated-only';
import { lazyWithReload } from '../../lib/lazy-with-reload';
import { CouponDock } from '../../features/coupon/coupon-dock';

/** Captcha, session and responsible-gaming keepers, recovery/recharge modals, overlays: after hydration. */
const AfterHydration = lazyWithReload(() => import('./after-hydration'));
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
      <Header />
      <main id="content" className="content" tabIndex={-1}>
        {children}
      </main>
      <CouponDock MyBets={MyBets} />
      <Footer />
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
      <HydratedOnly fallback={null}>
        <AfterHydration />
      </HydratedOnly>
    </Suspense>
  );
  // Spec §2: platform_type=mobile forces the mobile layout; otherwise below 1024 px is mobile.
  const mobile = initial.mobileForced || breakpoint === 0 ? ' layout--mobile' : '';
  switch (layout) {
    case 'headless':
      return <div className={`layout layout--headless${mobile}`}>{page}</div>;
    case 'empty':
      return <div className="layout layout--empty">{page}</div>;
    case 'maintenance':
    case 'blocked':
      return (
        <div className={`layout layout--${layout}`}>
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
