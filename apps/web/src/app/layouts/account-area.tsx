import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Eye, EyeOff } from 'lucide-react';
import { useTranslation } from '../../lib/i18n';
import { useLngHref } from '../../lib/use-lng';
import { userConfig } from '../../lib/user-config';
import { useHydrated } from '../../components/ui/hydrated-only';
import { LogoutButton } from '../../features/auth/components/logout-button';
import { BalanceSlot } from '../../features/wallet/balance-slot';
import { AccountMenu } from './account-menu';

/** The player's choice to hide the balance on this device (a screen-sharing or public-place habit). */
export const HIDE_BALANCE_STORAGE_KEY = 'hide_balance';

const userConfigQuery = {
  queryKey: ['user', 'config'] as const,
  queryFn: () => userConfig.load(),
  staleTime: Infinity,
};

/**
 * Spec §3 user config `user_hide_balance` (default true): the player may hide the header balance.
 * When the config allows it, an eye button masks the amount; the choice is kept on this device.
 * The config is the player's own, so it is read after hydration (never in shared server HTML).
 */
function useHideBalance(): { allowed: boolean; hidden: boolean; toggle: () => void } {
  const hydrated = useHydrated();
  const config = useQuery({ ...userConfigQuery, enabled: hydrated });
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    setHidden(localStorage.getItem(HIDE_BALANCE_STORAGE_KEY) === '1');
  }, []);
  const allowed = config.data?.user_hide_balance ?? false;
  return {
    allowed,
    hidden: allowed && hidden,
    toggle: () => {
      const next = !hidden;
      setHidden(next);
      if (next) localStorage.setItem(HIDE_BALANCE_STORAGE_KEY, '1');
      else localStorage.removeItem(HIDE_BALANCE_STORAGE_KEY);
    },
  };
}

/** The logged-in player's corner of the header: balance and deposit, account, the office menu, logout. */
export function AccountArea({ user }: { user: { id: number; login: string } }) {
  const { t } = useTranslation();
  const href = useLngHref();
  const balance = useHideBalance();
  return (
    <>
      <div
        className={`account__balance${balance.hidden ? ' account__balance--hidden' : ''}`}
        data-testid="account-balance"
      >
        <BalanceSlot />
        {balance.allowed ? (
          <button
            type="button"
            className="btn btn--ghost btn--icon account__eye"
            aria-pressed={balance.hidden}
            aria-label={t('header_hide_balance')}
            title={t(balance.hidden ? 'header_show_balance' : 'header_hide_balance')}
            data-testid="hide-balance"
            onClick={balance.toggle}
          >
            {balance.hidden ? <EyeOff aria-hidden="true" size={18} /> : <Eye aria-hidden="true" size={18} />}
          </button>
        ) : null}
      </div>
      <Link
        className="btn btn--ghost header__user"
        to={href('office/security')}
        title={t('header_account_security')}
        data-testid="header-user"
      >
        <span className="visually-hidden">{t('header_account_security')}: </span>
        {user.login}
      </Link>
      <AccountMenu />
      <LogoutButton />
    </>
  );
}
