import { useEffect, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatClock } from '@sb/preferences';
import { useApp, usePreferences } from '../app-context';
import { useLngHref } from '../use-lng';
import { useSiteConfig } from '../site-config/use-site-config';
import { SettingsPanel } from '../../features/preferences/settings-panel';

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

export function Header() {
  const { t } = useTranslation();
  const href = useLngHref();
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
          <Link className="btn btn--ghost" to={href('login')}>
            {t('shell_login')}
          </Link>
          {canRegister && (
            <Link className="btn btn--primary" to={href('registration')}>
              {t('shell_register')}
            </Link>
          )}
        </div>
      </div>
      {settingsOpen && <SettingsPanel onClose={() => setSettingsOpen(false)} />}
    </header>
  );
}
