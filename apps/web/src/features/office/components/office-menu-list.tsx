import { useId } from 'react';
import { Link, useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { OfficeBadge } from '@sb/contracts';
import { useApp } from '../../../lib/app-context';
import { useTranslation } from '../../../lib/i18n';
import { useSiteConfig } from '../../../lib/site-config/use-site-config';
import { useLngHref } from '../../../lib/use-lng';
import { officeMenuQuery } from '../api';
import { currentItemPath, GROUP_TITLE, initialOfficeMenu, ITEM_ICON, ITEM_TITLE } from '../lib/menu';

/**
 * Spec §2 office menu sections, grouped (issue 13): the office sidebar on desktop, the list under
 * the dashboard on phones, and the header's account dropdown (which closes on `onNavigate`).
 * Drawn at once from what the page knows; the server's getOfficeMenu answer adds the badges.
 */
export function OfficeMenuList({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { initial } = useApp();
  const { config } = useSiteConfig();
  const href = useLngHref();
  const { pathname } = useLocation();
  const uid = useId();
  const menu = useQuery({ ...officeMenuQuery, enabled: initial.authenticated });
  const groups = menu.data?.groups ?? initialOfficeMenu(initial.player, config?.isIdentificationEnabled ?? false);
  const current = currentItemPath(groups, pathname.slice(`/${initial.lng}/`.length));

  const badgeOf = (badge: OfficeBadge | undefined) => {
    if (!badge) return null;
    return badge.kind === 'count' ? (
      <span className="office-menu__badge" title={t('office_badge_count', { n: badge.value })}>
        {badge.value}
        <span className="visually-hidden"> {t('office_badge_count', { n: badge.value })}</span>
      </span>
    ) : (
      <span className="office-menu__badge office-menu__badge--attention" title={t('office_badge_attention')}>
        !<span className="visually-hidden"> {t('office_badge_attention')}</span>
      </span>
    );
  };

  return (
    <nav className="office-menu" aria-label={t('office_menu_label')} data-testid="office-menu">
      {groups.map((group) => (
        <div key={group.id} className="office-menu__group">
          <span className="office-menu__title" id={`${uid}-${group.id}`}>
            {t(GROUP_TITLE[group.id])}
          </span>
          <ul className="office-menu__list" aria-labelledby={`${uid}-${group.id}`}>
            {group.items.map((item) => {
              const Icon = ITEM_ICON[item.id];
              return (
                <li key={item.id}>
                  <Link
                    className="office-menu__link"
                    to={href(item.path)}
                    aria-current={current === item.path ? 'page' : undefined}
                    onClick={onNavigate}
                    data-testid={`office-menu-${item.id}`}
                  >
                    <Icon className="office-menu__icon" aria-hidden="true" />
                    <span className="office-menu__text">{t(ITEM_TITLE[item.id])}</span>
                    {badgeOf(item.badge)}
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </nav>
  );
}
