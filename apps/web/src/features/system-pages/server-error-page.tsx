import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { useLngHref } from '../../lib/use-lng';

/**
 * Spec §2 500 error page: what happened, a retry (reload of the page the player came from, or
 * this one), the way home and where support is.
 */
export default function ServerErrorPage() {
  const { t } = useTranslation();
  const href = useLngHref();
  return (
    <section className="page page--error" data-testid="page-500">
      <p className="error-code">500</p>
      <h1>{t('sys_500_title')}</h1>
      <p>{t('sys_500_text')}</p>
      <p className="page-actions">
        <button type="button" className="btn btn--primary" onClick={() => retry()}>
          {t('sys_500_retry')}
        </button>
        <Link className="btn btn--secondary" to={href('')}>
          {t('sys_home')}
        </Link>
      </p>
      <p>
        {t('sys_500_support')} <Link to={href('information/contacts')}>{t('sys_500_contacts')}</Link>
      </p>
    </section>
  );
}

/** Back to the page that failed when the player came from one of ours, else load this one again. */
function retry() {
  const from = document.referrer ? new URL(document.referrer) : null;
  if (from && from.origin === window.location.origin && from.pathname !== window.location.pathname) {
    window.location.assign(from.href);
  } else {
    window.location.reload();
  }
}
