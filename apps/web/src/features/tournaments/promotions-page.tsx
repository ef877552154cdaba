import './tournaments.css';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Gift } from 'lucide-react';
import { EmptyState } from '../../components/ui/empty-state';
import { FormError } from '../../components/ui/form-message';
import { useTranslation } from '../../lib/i18n';
import { useLngHref } from '../../lib/use-lng';
import { casinoOffersQuery } from './api';
import { OfferTerms } from './offer-terms';

/** Spec §2 Casino `bonus/casino/promotions` (issue 16): every active casino bonus offer with its terms. */
export default function CasinoOffersPage() {
  const { t } = useTranslation();
  const href = useLngHref();
  const offers = useQuery(casinoOffersQuery);
  return (
    <section className="page tn-page" data-route-id="bonus_casino_promotions">
      <h1>{t('page_bonus_casino_promotions')}</h1>
      <p>{t('tn_offers_intro')}</p>
      {offers.isError ? <FormError message={t('main_query_error')} /> : null}
      {offers.data?.length === 0 ? (
        <EmptyState
          icon={Gift}
          title={t('tn_offers_none_title')}
          text={t('tn_offers_none_text')}
          action={{ label: t('tn_see_tournaments'), to: href('bonus/casino/tournaments') }}
        />
      ) : null}
      <ul className="tn-grid" data-testid="casino-offers">
        {(offers.data ?? []).map((o) => (
          <li key={o.id} className="card">
            <h2>
              <Link to={href(`bonus/casino/landing/offer-${o.id}`)}>{o.name}</Link>
            </h2>
            <OfferTerms offer={o} />
          </li>
        ))}
      </ul>
      <p>
        <Link to={href('bonus/casino/promo')}>{t('tn_have_code')}</Link>
      </p>
    </section>
  );
}
