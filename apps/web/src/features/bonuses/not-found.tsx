import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { useLngHref } from '../../lib/use-lng';

/**
 * Spec §8 unknown page, inside a promotion page whose parameter names nothing (an unknown landing,
 * thankyou page or offer): the error page's text and a way on, never a bare heading.
 */
export function PromoNotFound({ routeId, back }: { routeId: string; back?: { to: string; label: string } }) {
  const { t } = useTranslation();
  const href = useLngHref();
  return (
    <section className="page page--error" data-route-id={routeId} data-testid="page-404">
      <p className="error-code">404</p>
      <h1>{t('error_404_title')}</h1>
      <p>{t('error_404_text')}</p>
      <p className="promo-actions">
        {back ? (
          <Link className="btn btn--primary" to={back.to}>
            {back.label}
          </Link>
        ) : null}
        <Link className={back ? 'btn btn--ghost' : 'btn btn--primary'} to={href('')}>
          {t('error_back_home')}
        </Link>
      </p>
    </section>
  );
}
