import './bonuses.css';
import './promotion-pages.css';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { FormError } from '../../components/ui/form-message';
import { ApiError } from '../../lib/api-client';
import { useApp } from '../../lib/app-context';
import { useTranslation } from '../../lib/i18n';
import { useErrorText } from '../../lib/use-error-text';
import { useLngHref } from '../../lib/use-lng';
import { LandingText } from './landing-text';
import { OfferFacts } from './offer-facts';
import { OfferGames } from './offer-sections';
import { PromoNotFound } from './not-found';
import { landingQuery, landingTextQuery } from './promo-api';

/**
 * Spec §2 landing-page/{landingId} (issue 16): a promo code's campaign landing — `landing-<code>`
 * shows the operator's text for that landing (content service, if any), the code, the offer it
 * grants with what counts, and a registration call to action carrying the code (logged-in players
 * redeem it on the promo page). An unknown landing is the 404 page.
 */
export default function LandingPage() {
  const { t } = useTranslation();
  const href = useLngHref();
  const errorText = useErrorText();
  const { initial } = useApp();
  const landingId = useParams()['landingId'] ?? '';
  const landing = useQuery(landingQuery(landingId));
  const text = useQuery(landingTextQuery(landingId, initial.lng));
  if (landing.error instanceof ApiError && landing.error.status === 404)
    return <PromoNotFound routeId="landing_page" back={{ to: href('bonuses'), label: t('promo_current') }} />;
  const data = landing.data;
  const code = data?.code ?? '';
  const afterRegistration = encodeURIComponent(`/${initial.lng}/thankyou/registration`);
  return (
    <section className="page promo-page promo-landing" data-route-id="landing_page">
      <h1>{data ? data.promotion.name : t('page_landing_page')}</h1>
      {landing.isError ? <FormError message={errorText(landing.error)} /> : null}
      {text.data?.content ? <LandingText body={text.data.content.content} /> : null}
      {data ? (
        <>
          <p className="promo-landing__code">
            <span>{t('promo_landing_code')}</span> <strong data-testid="landing-code">{code}</strong>
          </p>
          {initial.user ? (
            <p className="promo-actions">
              <Link className="btn btn--primary" to={`${href('promo')}?code=${encodeURIComponent(code)}`}>
                {t('promo_landing_redeem', { code })}
              </Link>
            </p>
          ) : (
            <div className="promo-actions">
              <Link
                className="btn btn--primary"
                data-testid="landing-register"
                to={`${href('registration')}?promocode=${encodeURIComponent(code)}&return_url=${afterRegistration}`}
              >
                {t('promo_landing_register', { code })}
              </Link>
              <p className="field__hint">{t('promo_landing_register_hint', { code })}</p>
            </div>
          )}
          <div className="card promo-card">
            <h2>{t('promo_landing_terms')}</h2>
            <OfferFacts offer={data.promotion} terms={data.promotion} />
          </div>
          <OfferGames terms={data.promotion} />
        </>
      ) : null}
    </section>
  );
}
