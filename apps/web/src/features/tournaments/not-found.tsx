import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { useLngHref } from '../../lib/use-lng';

/** Spec §8 unknown page, inside bonus/casino/landing/{landingId} when the id names nothing: the error page's text and a way on. */
export function LandingNotFound() {
  const { t } = useTranslation();
  const href = useLngHref();
  return (
    <section className="page page--error" data-route-id="bonus_casino_landing" data-testid="page-404">
      <p className="error-code">404</p>
      <h1>{t('error_404_title')}</h1>
      <p>{t('error_404_text')}</p>
      <p className="tn-actions">
        <Link className="btn btn--primary" to={href('bonus/casino')}>
          {t('tn_back_to_hub')}
        </Link>
        <Link className="btn btn--ghost" to={href('')}>
          {t('error_back_home')}
        </Link>
      </p>
    </section>
  );
}
