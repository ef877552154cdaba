import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { useLngHref } from '../../lib/use-lng';
import { RecoveryFlow } from './components/recovery-flow';

/** A recovery request id as the server issues it (base64url); anything else is ignored. */
const REQUEST_ID = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * Spec §2 user/passwordreset: setting a new password. Opened with `?request=<id>` (a recovery
 * already requested) it starts at the code; otherwise it is the whole lost-password flow.
 */
export default function PasswordResetPage() {
  const { t } = useTranslation();
  const href = useLngHref();
  const [params] = useSearchParams();
  const request = params.get('request') ?? '';
  return (
    <section className="page page--narrow" data-route-id="user_passwordreset">
      <h1>{t('page_user_passwordreset')}</h1>
      <RecoveryFlow
        initialRequestId={REQUEST_ID.test(request) ? request : undefined}
        loginAction={
          <Link className="btn btn--primary" to={href('login')}>
            {t('shell_login')}
          </Link>
        }
      />
    </section>
  );
}
