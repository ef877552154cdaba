import { Link, useLocation } from 'react-router';
import { useLngHref } from '../../../lib/use-lng';
import { useTranslation } from '../../../lib/i18n';

/** The esports section's own menu: landing, live, line and the sub-routes all, champs, dashboard. */
export function CyberNav() {
  const { t } = useTranslation();
  const href = useLngHref();
  const { pathname } = useLocation();
  const items = [
    { to: 'cyber', label: t('cyber_title') },
    { to: 'cyber/live', label: t('cyber_type_live') },
    { to: 'cyber/line', label: t('cyber_type_line') },
    { to: 'cyber/all', label: t('cyber_nav_all') },
    { to: 'cyber/champs', label: t('cyber_nav_champs') },
    { to: 'cyber/dashboard', label: t('cyber_nav_dashboard') },
  ];
  return (
    <nav className="cyber-nav" aria-label={t('cyber_nav_label')}>
      <ul>
        {items.map((i) => {
          const link = href(i.to);
          return (
            <li key={i.to}>
              <Link to={link} aria-current={pathname === link ? 'page' : undefined}>
                {i.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
