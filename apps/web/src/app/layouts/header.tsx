import { Suspense, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Settings as SettingsIcon } from 'lucide-react';
import { useTranslation } from '../../lib/i18n';
import { formatClock } from '@sb/preferences';
import { useApp, usePreferences } from '../../lib/app-context';
import { useLngHref } from '../../lib/use-lng';
import { useSiteConfig } from '../../lib/site-config/use-site-config';
import { GlobalSearch } from '../../features/search/global-search';
import type { SearchLinks } from '../../features/search/lib/search-options';
import { champPath, gamePath, teamPath } from '../../features/line/lib/url';
import { AccountArea } from './account-area';
import { HeaderNav } from './header-nav';
import { lazyWithReload } from '../../lib/lazy-with-reload';

/** Rendered only once opened: its code loads on the first click, not with every page. */
const SettingsPanel = lazyWithReload<{ onClose: () => void }>(() =>
  import('../../features/preferences/settings-panel').then((m) => ({ default: m.SettingsPanel })),
);

/** Where search results lead: the line's own URLs, composed here (features do not import each other). */
const SEARCH_LINKS: SearchLinks = { game: gamePath, team: teamPath, champ: champPath };

function Clock() {
  const { initial } = useApp();
  const { t } = useTranslation();
  const [prefs] = usePreferences();
  // The first render uses the server's instant so hydration matches; then it ticks.
  const [now, setNow] = useState(initial.nowMs);
  useEffect(() => {
    setNow(Date.now());
    const id = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(id);
  }, []);
  return (
    <time className="clock" aria-label={t('shell_clock_label')} data-testid="clock" suppressHydrationWarning>
      {formatClock(now, prefs.timeZone, prefs.is12h)}
    </time>
  );
}

/** Pages after which the login route should not send the player back. */
const NO_RETURN = /^\/[a-z]{2}(\/(login|registration|forgotpassword)(\/.*)?)?$/;

/** Spec §4 Login: back to where the player was (the login page keeps it as return_url). */
function useLoginHref(): string {
  const href = useLngHref();
  const { pathname, search } = useLocation();
  if (NO_RETURN.test(pathname)) return href('login');
  return `${href('login')}?return_url=${encodeURIComponent(pathname + search)}`;
}

export function Header() {
  const { t } = useTranslation();
  const href = useLngHref();
  const loginHref = useLoginHref();
  const { initial } = useApp();
  const { config } = useSiteConfig();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const canRegister = config?.isRegistrationAllowed === true && !config.isVipDomain;
  return (
    <header className="header">
      <div className="header__bar">
        <Link
          to={href('')}
          className="logo"
          // WCAG 2.5.3 label in name: the visible company name starts the accessible name.
          aria-label={config?.companyName ? `${config.companyName}, ${t('shell_home_link')}` : t('shell_home_link')}
        >
          {config?.companyName ?? ''}
        </Link>
        <HeaderNav />
        <GlobalSearch links={SEARCH_LINKS} />
        <div className="header__tools">
          <Clock />
          <button
            type="button"
            className="btn btn--ghost btn--icon"
            title={t('shell_settings')}
            aria-expanded={settingsOpen}
            aria-controls="settings-panel"
            data-testid="settings-button"
            onClick={() => setSettingsOpen((v) => !v)}
          >
            {/* An icon: the bar's width goes to the sections (issue 13); the name stays for screen readers. */}
            <SettingsIcon aria-hidden="true" size={20} />
            <span className="visually-hidden">{t('shell_settings')}</span>
          </button>
          {initial.user ? (
            <AccountArea user={initial.user} />
          ) : (
            <>
              <Link className="btn btn--ghost" to={loginHref}>
                {t('shell_login')}
              </Link>
              {canRegister && (
                <Link className="btn btn--primary" to={href('registration')}>
                  {t('shell_register')}
                </Link>
              )}
            </>
          )}
        </div>
      </div>
      {settingsOpen && (
        <Suspense fallback={null}>
          <SettingsPanel onClose={() => setSettingsOpen(false)} />
        </Suspense>
      )}
    </header>
  );
}
