import './tournaments.css';
import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { FormError } from '../../components/ui/form-message';
import { ApiError } from '../../lib/api-client';
import { useTranslation } from '../../lib/i18n';
import { useLngHref } from '../../lib/use-lng';
import { casinoOffersQuery, tournamentQuery } from './api';
import { LandingNotFound } from './not-found';
import { OfferTerms } from './offer-terms';
import { TournamentDetail } from './tournament-detail';

/** `tournament-{id}` or `offer-{id}` (the links of the hub and the lists); anything else names nothing. */
export function parseLandingId(landingId: string | undefined): { kind: 'tournament' | 'offer'; id: number } | null {
  const m = /^(tournament|offer)-([1-9]\d{0,9})$/.exec(landingId ?? '');
  if (!m) return null;
  const id = Number(m[2]);
  return id <= 2_147_483_647 ? { kind: m[1] === 'offer' ? 'offer' : 'tournament', id } : null;
}

/**
 * Spec §2 Casino `bonus/casino/landing/{landingId}` (issue 16): the landing of one casino offer or
 * tournament; an id that names none is the not-found page.
 */
export default function CasinoLandingPage() {
  const landing = parseLandingId(useParams()['landingId']);
  if (!landing) return <LandingNotFound />;
  return landing.kind === 'offer' ? <OfferLanding id={landing.id} /> : <TournamentLanding id={landing.id} />;
}

function TournamentLanding({ id }: { id: number }) {
  const { t } = useTranslation();
  const href = useLngHref();
  const one = useQuery(tournamentQuery(id, false));
  if (one.error instanceof ApiError && one.error.status === 404) return <LandingNotFound />;
  return (
    <section className="page tn-page" data-route-id="bonus_casino_landing">
      {one.data ? null : <h1>{t('page_bonus_casino_tournaments')}</h1>}
      {one.data ? <TournamentDetail id={id} headingLevel={1} /> : null}
      {one.isError ? <FormError message={t('main_query_error')} /> : null}
      <p>
        <Link to={href('bonus/casino/tournaments')}>{t('tn_all_tournaments')}</Link>
      </p>
    </section>
  );
}

function OfferLanding({ id }: { id: number }) {
  const { t } = useTranslation();
  const href = useLngHref();
  const offers = useQuery(casinoOffersQuery);
  const offer = offers.data?.find((o) => o.id === id);
  if (offers.data && !offer) return <LandingNotFound />;
  return (
    <section className="page tn-page" data-route-id="bonus_casino_landing">
      <h1>{offer ? offer.name : t('page_bonus_casino_promotions')}</h1>
      {offers.isError ? <FormError message={t('main_query_error')} /> : null}
      {offer ? (
        <div className="card" data-testid="offer-landing">
          <p>{t('tn_offer_landing_text')}</p>
          <OfferTerms offer={offer} />
          <p className="tn-actions">
            <Link className="btn btn--primary" to={href('bonus/casino/promo')}>
              {t('tn_have_code')}
            </Link>
            <Link className="btn btn--ghost" to={href('bonus/casino/promotions')}>
              {t('tn_all_offers')}
            </Link>
          </p>
        </div>
      ) : (
        <p>{t('main_loading')}</p>
      )}
    </section>
  );
}
