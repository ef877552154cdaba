import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { useLngHref } from '../../lib/use-lng';
import { RecoveryFlow } from './components/recovery-flow';

/** Spec §2 forgotpassword route: the lost-password flow on its own page. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const href = useLngHref();
  return (
    <section className="page page--narrow" data-route-id="forgotpassword">
      <h1>{t('page_forgotpassword')}</h1>
      <RecoveryFlow
        loginAction={
          <Link className="btn btn--primary" to={href('login')}>
            {t('shell_login')}
          </Link>
        }
      />
    </section>
  );
}
