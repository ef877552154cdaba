import { Suspense } from 'react';
import { ChevronDown, UserRound } from 'lucide-react';
import { useTranslation } from '../../lib/i18n';
import { lazyWithReload } from '../../lib/lazy-with-reload';
import { useMenuButton } from './use-menu-button';

/** The office menu (its query and schemas) loads with the first opening, not with every page. */
const OfficeMenuList = lazyWithReload<{ onNavigate?: () => void }>(() =>
  import('../../features/office/components/office-menu-list').then((m) => ({ default: m.OfficeMenuList })),
);

/** Issue 13: the header's account drop-down, holding the office menu (spec §2 office sections). */
export function AccountMenu() {
  const { t } = useTranslation();
  const menu = useMenuButton();
  return (
    <div className="account-menu" ref={menu.rootRef}>
      <button
        {...menu.buttonProps}
        className="btn btn--ghost btn--icon account-menu__button"
        aria-label={t('header_account_menu')}
        title={t('header_account_menu')}
        data-testid="account-menu-button"
      >
        <UserRound aria-hidden="true" size={20} />
        <ChevronDown aria-hidden="true" size={14} />
      </button>
      {menu.open ? (
        <div {...menu.menuProps} className="account-menu__panel" data-testid="account-menu">
          <Suspense fallback={<p className="account-menu__loading">{t('main_loading')}</p>}>
            <OfficeMenuList onNavigate={() => menu.close(false)} />
          </Suspense>
        </div>
      ) : null}
    </div>
  );
}
