import './tournaments.css';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Gift, Trophy } from 'lucide-react';
import { EmptyState } from '../../components/ui/empty-state';
import { FormError } from '../../components/ui/form-message';
import { useTranslation } from '../../lib/i18n';
import { useLngHref } from '../../lib/use-lng';
import { casinoOffersQuery, tournamentsQuery } from './api';
import { useServerNow } from './format';
import { OfferTerms } from './offer-terms';
import { TournamentCard } from './tournament-card';

/**
 * Spec §2 Casino `bonus/casino` (issue 16): the casino promotions hub — the casino bonus offers,
 * the running and upcoming tournaments, and the promo code page.
 */
export default function CasinoPromotionsHub() {
  const { t } = useTranslation();
  const href = useLngHref();
  const offers = useQuery(casinoOffersQuery);
  const running = useQuery(tournamentsQuery('running'));
  const upcoming = useQuery(tournamentsQuery('upcoming'));
  const now = useServerNow(running.data?.now);
  const tours = [...(running.data?.tournaments ?? []), ...(upcoming.data?.tournaments ?? [])];
  return (
    <section className="page tn-page" data-route-id="bonus_casino">
      <h1>{t('page_bonus_casino')}</h1>
      <p>{t('tn_hub_intro')}</p>
      <nav className="tn-subnav" aria-label={t('page_bonus_casino')}>
        <Link to={href('bonus/casino/promotions')}>{t('page_bonus_casino_promotions')}</Link>
        <Link to={href('bonus/casino/tournaments')}>{t('page_bonus_casino_tournaments')}</Link>
        <Link to={href('bonus/casino/promo')}>{t('page_bonus_casino_promo')}</Link>
      </nav>
      <section aria-labelledby="tn-hub-tournaments">
        <h2 id="tn-hub-tournaments">{t('tn_hub_tournaments')}</h2>
        {running.isError ? <FormError message={t('main_query_error')} /> : null}
        {running.data && upcoming.data && tours.length === 0 ? (
          <EmptyState
            icon={Trophy}
            level={3}
            title={t('tn_none_title')}
            text={t('tn_none_text')}
            action={{ label: t('tn_see_offers'), to: href('bonus/casino/promotions') }}
          />
        ) : (
          <ul className="tn-grid" data-testid="hub-tournaments">
            {tours.map((x) => (
              <TournamentCard key={x.id} tournament={x} now={now} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="tn-hub-offers">
        <h2 id="tn-hub-offers">{t('tn_hub_offers')}</h2>
        {offers.isError ? <FormError message={t('main_query_error')} /> : null}
        {offers.data?.length === 0 ? (
          <EmptyState
            icon={Gift}
            level={3}
            title={t('tn_offers_none_title')}
            text={t('tn_offers_none_text')}
            action={{ label: t('tn_have_code'), to: href('bonus/casino/promo') }}
          />
        ) : (
          <ul className="tn-grid" data-testid="hub-offers">
            {(offers.data ?? []).slice(0, 3).map((o) => (
              <li key={o.id} className="card">
                <h3>
                  <Link to={href(`bonus/casino/landing/offer-${o.id}`)}>{o.name}</Link>
                </h3>
                <OfferTerms offer={o} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="card tn-promo-teaser" aria-labelledby="tn-hub-promo">
        <h2 id="tn-hub-promo">{t('tn_hub_promo')}</h2>
        <p>{t('tn_hub_promo_text')}</p>
        <Link className="btn btn--primary" to={href('bonus/casino/promo')}>
          {t('tn_have_code')}
        </Link>
      </section>
    </section>
  );
}
