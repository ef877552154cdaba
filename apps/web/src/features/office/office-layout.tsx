import { Link, Outlet, useLocation } from 'react-router';
import { ChevronLeft } from 'lucide-react';
import { useApp } from '../../lib/app-context';
import { useTranslation } from '../../lib/i18n';
import { useLngHref } from '../../lib/use-lng';
import { OfficeMenuList } from './components/office-menu-list';

/**
 * The frame of every office page (issue 13): the office menu as a sidebar on desktop (≥ 1024 px,
 * styles/office.css); on phones the sidebar gives way to the page, and a link leads back to the
 * dashboard, where the menu is a list.
 */
export function OfficeLayout() {
  const { t } = useTranslation();
  const { initial } = useApp();
  const href = useLngHref();
  const { pathname } = useLocation();
  const atDashboard = pathname.replace(/\/+$/, '') === `/${initial.lng}/office`;
  return (
    <div className="office" data-testid="office-layout">
      <aside className="office__sidebar" data-testid="office-sidebar">
        <OfficeMenuList />
      </aside>
      <div className="office__main">
        {atDashboard ? null : (
          <Link className="office__back" to={href('office')} data-testid="office-back">
            <ChevronLeft className="icon--directional" aria-hidden="true" />
            {t('office_back_to_menu')}
          </Link>
        )}
        <Outlet />
      </div>
    </div>
  );
}
