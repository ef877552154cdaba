import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { useLngHref } from '../../lib/use-lng';

/** Spec §2 internal-vpn: the page staff land on when an internal address is opened from outside the VPN. */
export default function InternalVpnPage() {
  const { t } = useTranslation();
  const href = useLngHref();
  return (
    <section className="page page--system" data-testid="page-internal-vpn">
      <h1>{t('sys_vpn_title')}</h1>
      <p>{t('sys_vpn_text')}</p>
      <p>{t('sys_vpn_hint')}</p>
      <Link className="btn btn--primary" to={href('')}>
        {t('sys_home')}
      </Link>
    </section>
  );
}
