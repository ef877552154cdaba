import './bonuses.css';
import './promotion-pages.css';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { INT4_MAX, type BonusOffer } from '@sb/contracts';
import { FormError } from '../../components/ui/form-message';
import { ApiError } from '../../lib/api-client';
import { useTranslation } from '../../lib/i18n';
import { useLngHref } from '../../lib/use-lng';
import { promotionsQuery } from './api';
import { ClaimAction } from './claim-action';
import { PromoNotFound } from './not-found';
import { OfferFacts } from './offer-facts';
import { OfferGames, OfferRules } from './offer-sections';
import { promotionTermsQuery } from './promo-api';

/** One offer as a card: its facts (eligibility once its full terms are in), the claim, the details link. */
function OfferCard({ offer }: { offer: BonusOffer }) {
  const { t } = useTranslation();
  const href = useLngHref();
  const terms = useQuery(promotionTermsQuery(offer.id));
  return (
    <li className="card promo-card" data-testid={`offer-${offer.id}`}>
      <h2>
        <Link to={href(`bonus-offer/${offer.id}`)}>{offer.name}</Link>
      </h2>
      <OfferFacts offer={offer} terms={terms.data} />
      <ClaimAction offer={offer} />
      <p>
        <Link to={href(`bonus-offer/${offer.id}/rules`)}>{t('promo_offer_details')}</Link>
      </p>
    </li>
  );
}

/** bonuses-offers: every active offer as a card. */
function OfferList() {
  const { t } = useTranslation();
  const href = useLngHref();
  const promotions = useQuery(promotionsQuery);
  const list = promotions.data?.promotions ?? [];
  return (
    <section className="page promo-page" data-route-id="bonuses_offers">
      <h1>{t('page_bonuses_offers')}</h1>
      <p>{t('promo_offers_intro')}</p>
      {promotions.isError ? <FormError message={t('main_query_error')} /> : null}
      {promotions.data && list.length === 0 ? (
        <p className="promo-actions" data-testid="offers-none">
          {t('promo_offers_none')}{' '}
          <Link className="btn btn--primary" to={href('promo')}>
            {t('promo_claim_enter_code')}
          </Link>
        </p>
      ) : null}
      <ul className="bonus-list promo-cards" data-testid="offers">
        {list.map((o) => (
          <OfferCard key={o.id} offer={o} />
        ))}
      </ul>
    </section>
  );
}

const SECTIONS = ['rules', 'games'] as const;

/** bonus-offer/{id}/{rules|games}: one offer, its card, then the section asked for (rules by default). */
function OfferDetail({ id, section }: { id: number; section: 'rules' | 'games' | undefined }) {
  const { t } = useTranslation();
  const href = useLngHref();
  const terms = useQuery(promotionTermsQuery(id));
  if (terms.error instanceof ApiError && terms.error.status === 404)
    return <PromoNotFound routeId="bonus_offer" back={{ to: href('bonuses-offers'), label: t('promo_offer_back') }} />;
  const data = terms.data;
  return (
    <section className="page promo-page" data-route-id="bonus_offer">
      <h1>{data ? data.name : t('page_bonus_offer')}</h1>
      {terms.isError ? <FormError message={t('main_query_error')} /> : null}
      {data ? (
        <>
          <div className="card promo-card" data-testid={`offer-${data.id}`}>
            <OfferFacts offer={data} terms={data} />
            <ClaimAction offer={data} />
          </div>
          <nav className="promo-sections" aria-label={t('promo_sections_label')}>
            {SECTIONS.map((s) => (
              <Link
                key={s}
                className="chip"
                to={href(`bonus-offer/${id}/${s}`)}
                aria-current={(section ?? 'rules') === s ? 'page' : undefined}
              >
                {t(s === 'rules' ? 'promo_section_rules' : 'promo_section_games')}
              </Link>
            ))}
          </nav>
          {section === 'games' ? <OfferGames terms={data} /> : <OfferRules terms={data} />}
        </>
      ) : null}
      <p>
        <Link to={href('bonuses-offers')}>{t('promo_offer_back')}</Link>
      </p>
    </section>
  );
}

/**
 * Spec §2 Promotions, the offer variant (issue 16; the bonus routes redirect here while
 * promoBonusToOffer is on): bonuses-offers lists the active offers as cards, bonus-offer/{id}
 * shows one with its rules or games section. An id that is no number or no active offer is a 404.
 */
export default function OffersPage() {
  const params = useParams();
  const id = params['id'];
  if (id === undefined) return <OfferList />;
  const section = SECTIONS.find((s) => s === params['section']);
  // A row id: digits, within int4 (the server's bound); anything else names no offer.
  const n = /^[1-9]\d{0,9}$/.test(id) ? Number(id) : 0;
  if (n < 1 || n > INT4_MAX || (params['section'] !== undefined && !section))
    return <PromoNotFound routeId="bonus_offer" />;
  return <OfferDetail id={n} section={section} />;
}
