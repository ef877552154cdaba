import { useLocation } from 'react-router';
import { useApp } from '../../../lib/app-context';
import { useSiteConfig } from '../../../lib/site-config/use-site-config';
import { withRechargeModal } from '../lib/recharge-guard';

/** Where the header's deposit entry leads: the recharge modal on this page when enabled, else the page. */
export function useDepositHref(): string {
  const { initial } = useApp();
  const { config } = useSiteConfig();
  const location = useLocation();
  return config?.rechargeModalEnabled ? withRechargeModal(location, true) : `/${initial.lng}/office/recharge`;
}
