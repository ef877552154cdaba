import { useTranslation } from '../../lib/i18n';
import { Link } from 'react-router';
import { useLngHref } from '../../lib/use-lng';
import { DepositForm } from './components/deposit-form';

/**
 * Spec §2 office/recharge: the deposit. With the recharge modal enabled, spec §4's route guard
 * may cancel the navigation here and open the modal instead (lib/recharge-guard.ts).
 */
export default function RechargePage() {
  const { t } = useTranslation();
  const href = useLngHref();
  return (
    <section className="page page--narrow wallet" data-route-id="office_recharge">
      <h1>{t('page_office_recharge')}</h1>
      <DepositForm />
      <p className="wallet__links">
        <Link to={href('office/historypay')}>{t('page_office_historypay')}</Link>
        <Link to={href('office/account')}>{t('wallet_my_accounts')}</Link>
      </p>
    </section>
  );
}
