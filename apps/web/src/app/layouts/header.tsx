import { Suspense, useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { formatClock } from '@sb/preferences';
import { useApp, usePreferences } from '../app-context';
import { useLngHref } from '../use-lng';
import { useSiteConfig } from '../site-config/use-site-config';
import { LogoutButton } from '../../features/auth/components/logout-button';
import { BalanceSlot } from '../../features/wallet/balance-slot';
import { lazyWithReload } from '../../lib/lazy-with-reload';

/** Rendered only once opened: its code loads on the first click, not with every page. */
const SettingsPanel = lazyWithReload<{ onClose: () => void }>(() =>
  import('../../features/preferences/settings-panel').then((m) => ({ default: m.SettingsPanel })),
);

const SECTIONS = [
  { key: 'nav_line', path: 'home/line' },
  { key: 'nav_live', path: 'home/live' },
  { key: 'nav_cyber', path: 'cyber' },
  { key: 'nav_slots', path: 'slots' },
  { key: 'nav_live_casino', path: 'casino' },
  { key: 'nav_virtualsports', path: 'virtualsports' },
  { key: 'nav_toto', path: 'toto' },
  { key: 'nav_lotto', path: 'lotto' },
  { key: 'nav_promotions', path: 'bonuses' },
  { key: 'nav_results', path: 'results' },
] as const;

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

function AccountTools({ user }: { user: { id: number; login: string } }) {
  const { t } = useTranslation();
  const href = useLngHref();
  return (
    <>
      <BalanceSlot />
      <Link
        className="btn btn--ghost header__user"
        to={href('office/security')}
        title={t('header_account_security')}
        data-testid="header-user"
      >
        <span className="visually-hidden">{t('header_account_security')}: </span>
        {user.login}
      </Link>
      <LogoutButton />
    </>
  );
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
        <Link to={href('')} className="logo" aria-label={t('shell_home_link')}>
          {config?.companyName ?? ''}
        </Link>
        <nav className="header__nav" aria-label={t('shell_main_navigation')}>
          <ul>
            {SECTIONS.map((s) => (
              <li key={s.key}>
                <NavLink to={href(s.path)}>{t(s.key)}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="header__tools">
          <Clock />
          <button
            type="button"
            className="btn btn--ghost"
            aria-expanded={settingsOpen}
            aria-controls="settings-panel"
            data-testid="settings-button"
            onClick={() => setSettingsOpen((v) => !v)}
          >
            {t('shell_settings')}
          </button>
          {initial.user ? (
            <AccountTools user={initial.user} />
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
